# Listshot: the two set-up commands of the README, and helpers.
#   make gallery   install what is missing, render Snapshots/ into gallery/ (the main job)
#   make test      install what is missing, run every test

APT_PACKAGES = libcairo2-dev libpango1.0-dev libspng-dev libdeflate-dev zlib1g-dev nettle-dev libisal-dev \
               fonts-inter fonts-roboto-unhinted fonts-noto-color-emoji fonts-noto-core fonts-wqy-microhei
# Only the tests need these: they load the HTML report in headless Chromium, read generated
# Markdown back with markdown-it and linkify-it (docs/escaping.md) and read the CI pipelines with PyYAML; python3-venv
# holds the pipeline linters, which Scripts/setup-linters.sh installs (pinned, once) into
# .build/ci-linters, so the tests themselves never reach a package registry (docs/ci.md).
TEST_PACKAGES = chromium python3-markdown-it python3-linkify-it python3-yaml python3-venv
# The benchmark's preview figure fetches pages with Foundation's URLSession, which a static link
# takes from libcurl.
BENCH_PACKAGES = libcurl4-openssl-dev
SWIFT ?= swift
# Release builds link the Swift runtime statically: a process starts without loading the runtime
# and Foundation, and the installed binary needs no toolchain libraries. -no-pie resolves the
# binary's own relocations at link time instead of at every start, and no $ORIGIN run path spares
# the loader failed opens for every library (figures: docs/benchmark.md).
RELEASE = -c release -Xswiftc -static-stdlib -Xlinker -no-pie --disable-local-rpath
BUILD_CLI = $(SWIFT) build $(RELEASE) --product listshot

PREFIX ?= /usr/local

.PHONY: setup setup-test gallery test e2e references verify bench install clean

setup:
	@Scripts/setup.sh $(APT_PACKAGES)

setup-test:
	@Scripts/setup.sh $(APT_PACKAGES) $(TEST_PACKAGES)
	@Scripts/setup-linters.sh

gallery: setup
	$(BUILD_CLI)
	.build/release/listshot gallery Snapshots --out gallery
	@echo "Open gallery/README.md"

test: setup-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	ulimit -v 4194304 && .build/debug/listshot-fuzz Snapshots --iterations 4000 --report-iterations 300 --time-limit 20
	Scripts/consumer-e2e.sh
	Scripts/previews-e2e.sh
	Scripts/previews-live-e2e.sh

# The Swift front ends end to end, from a fresh package that depends on this checkout by path, and
# `listshot preview --previews` on a copy of Tests/PreviewFixtures/Landmarks (docs/preview.md, "Previews").
e2e: setup-test
	Scripts/consumer-e2e.sh
	Scripts/previews-e2e.sh
	Scripts/previews-live-e2e.sh

# Re-record the committed references (release build, smallest PNGs), then the catalog's README.
references: setup
	$(BUILD_CLI)
	.build/release/listshot record Snapshots --mode all
	.build/release/listshot gallery Snapshots --out Snapshots
	@echo "References written; review with git diff --stat Snapshots"

verify: setup
	$(BUILD_CLI)
	.build/release/listshot verify Snapshots

bench:
	@Scripts/setup.sh $(APT_PACKAGES) $(BENCH_PACKAGES)
	$(BUILD_CLI)
	$(SWIFT) build $(RELEASE) --product listshot-bench
	.build/release/listshot-bench
	.build/release/listshot-bench --preview-only
	.build/release/listshot-bench --previews-only
	.build/release/listshot-bench --record-only

# Install the CLI: one self-contained binary (themes are compiled in; fonts come from the Debian
# packages above). Run it from anywhere: $(PREFIX)/bin/listshot --version
install: setup
	$(BUILD_CLI)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 .build/release/listshot "$(DESTDIR)$(PREFIX)/bin/listshot"
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/listshot"

clean:
	rm -rf .build gallery listshot-out listshot-report
