#!/usr/bin/env bash
# End-to-end test of the Swift front ends as a team uses them: a fresh package (Tests/ConsumerPackage)
# depends on this checkout by path and calls assertSnapshot from Swift Testing and XCTest, and the
# swift-snapshot-testing strategy. Three runs: record (fails, asking to re-run), pass, and fail after a
# change, with numbered names, the caller's file:line and Swift Testing attachments checked.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
cp -R "$repo/Tests/ConsumerPackage" "$work/consumer"
sed -e "s#LISTSHOT_PATH#$repo#" -e "s#LISTSHOT_NAME#$identity#g" "$work/consumer/Package.swift.template" > "$work/consumer/Package.swift"
rm "$work/consumer/Package.swift.template"
cd "$work/consumer"

fail() { echo "consumer-e2e: FAILED: $*" >&2; exit 1; }
expect_in() { grep -qF -- "$2" "$1" || fail "expected \"$2\" in $1 (see $(tail -20 "$1"))"; }

echo "consumer-e2e: building a fresh package that depends on $repo"
swift build --build-tests > build.log 2>&1 || { tail -30 build.log; fail "the consumer package does not build"; }

echo "consumer-e2e: run 1, references are recorded and each assertion asks for a re-run"
if swift test --skip-build > run1.log 2>&1; then fail "the recording run passed; it must fail and ask for a re-run"; fi
expect_in run1.log "No reference was found on disk. Recorded"
snaps=Tests/ConsumerTests/__Snapshots__
for file in "SwiftTestingTests/settingsScreen.1.day.png" "SwiftTestingTests/settingsScreen.2.night.png" \
            "SwiftTestingTests/brand(movistar).1.day.png" "SwiftTestingTests/brand(vivo-new).1.day.png" \
            "XCTestTests/testSettings.xctest.day.png" "XCTestTests/testSettings.xctest.day.layout.json" \
            "StrategyTests/testStrategy.1.png"; do
    [ -f "$snaps/$file" ] || fail "run 1 did not record $snaps/$file ($(find "$snaps" -type f | sort | tr '\n' ' '))"
done
# The app's own SwiftUI views (App/Views, compiled unchanged against Listshot's SwiftUI module): an
# iPhone 16 Pro by day and at night, at AX3 and right to left.
appsnaps=Tests/AppViewTests/__Snapshots__/AppViewTests
for file in landmarkRow.1.day.png landmarkRow.1.ax3.rtl.night.png settingsView.1.day.png settingsView.1.night.png \
            settingsView.1.ax3.day.png settingsView.1.rtl.day.png settingsView.1.ax3.rtl.night.png; do
    [ -f "$appsnaps/$file" ] || fail "run 1 did not record $appsnaps/$file ($(find Tests -path '*__Snapshots__*' -name '*.png' | sort | tr '\n' ' '))"
done

# An iOS team's swift-snapshot-testing file (Tests/iOSSnapshotTests), unchanged: references where
# swift-snapshot-testing keeps them, one per assertion.
sstsnaps=Tests/iOSSnapshotTests/__Snapshots__
for file in ProfileCardTests/testDevice.1.png ProfileCardTests/testSizeThatFits.1.png ProfileCardTests/testFixed.1.png \
            ProfileCardTests/testDark.1.png ProfileCardTests/testPrecision.1.png ProfileCardSwiftTests/landscape.1.png; do
    [ -f "$sstsnaps/$file" ] || fail "run 1 did not record $sstsnaps/$file ($(find "$sstsnaps" -type f 2>/dev/null | sort | tr '\n' ' '))"
done

echo "consumer-e2e: run 2, every assertion passes"
swift test --skip-build > run2.log 2>&1 || { tail -40 run2.log; fail "the second run must pass"; }

echo "consumer-e2e: run 3, a changed title fails at the caller's line with attachments"
mkdir attachments
if CONSUMER_CHANGE=1 swift test --skip-build --attachments-path attachments > run3.log 2>&1; then fail "the changed run passed"; fi
expect_in run3.log 'list[0].cell[1].title text "Notifications" → "Alerts"'
expect_in run3.log "XCTestTests.swift:6"
expect_in run3.log "SwiftTestingTests.swift:5"
expect_in run3.log 'LandmarkRow'
expect_in run3.log '"Turtle Rock" → "Silver Salmon Creek"'
expect_in run3.log "AppViewTests.swift:15"
expect_in run3.log "Newly-taken snapshot does not match reference."
expect_in run3.log "Actual image precision"   # .image(precision: 0.99): the name changes more than 1% of the bytes
expect_in run3.log "The percentage of pixels that match"
expect_in run3.log "pixels differ, in the box"
expect_in run3.log "ProfileCardTests.swift:11"
ls attachments | grep -q "settingsScreen.1.day.diff.png" || fail "no diff attachment in $(ls attachments | tr '\n' ' ')"
ls attachments | grep -q "settingsScreen.1.day.changes.txt" || fail "no change-list attachment"
echo "consumer-e2e: passed (record, pass, fail with attachments, numbered names, Swift Testing, XCTest, strategy, the app's own SwiftUI views, an unchanged swift-snapshot-testing file)"
