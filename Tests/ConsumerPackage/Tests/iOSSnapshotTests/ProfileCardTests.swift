import SnapshotTesting
import SwiftUI
import XCTest

// Written for iOS with swift-snapshot-testing; compiled and run unchanged on Linux through the
// ListshotSnapshotTesting product (docs/swift-snapshot-testing.md).
final class ProfileCardTests: XCTestCase {
    let person = ProcessInfo.processInfo.environment["CONSUMER_CHANGE"] == nil ? "Ada Lovelace" : "Grace Hopper"

    func testDevice() {
        assertSnapshot(of: ProfileCard(name: person), as: .image(layout: .device(config: .iPhone13)))
    }

    func testSizeThatFits() {
        assertSnapshot(of: ProfileCard(name: person), as: .image(layout: .sizeThatFits))
    }

    func testFixed() {
        assertSnapshot(of: ProfileCard(name: person), as: .image(layout: .fixed(width: 300, height: 100)))
    }

    func testDark() {
        assertSnapshot(of: ProfileCard(name: person), as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    }

    func testPrecision() {
        assertSnapshot(of: ProfileCard(name: person), as: .image(precision: 0.99, layout: .sizeThatFits))
    }
}
