# Listshot: the two set-up commands of the README, and helpers.
#   make gallery   install what is missing, render Snapshots/ into gallery/ (the main job)
#   make test      install what is missing, run every test

APT_PACKAGES = libcairo2-dev libpango1.0-dev fonts-inter fonts-roboto-unhinted \
               fonts-noto-color-emoji fonts-noto-core
SWIFT ?= swift

.PHONY: setup gallery test references bench clean

setup:
	@Scripts/setup.sh $(APT_PACKAGES)

gallery: setup
	$(SWIFT) build -c release --product listshot
	.build/release/listshot gallery Snapshots --out gallery
	@echo "Open gallery/README.md"

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Re-record the committed references with a release build and maximum compression.
references: setup
	$(SWIFT) build -c release --product listshot
	@for dir in $$(find Snapshots -name '*.yaml' -exec dirname {} \; | sort -u); do \
	  .build/release/listshot render $$dir/*.yaml --optimize --out $$dir > /dev/null || exit $$?; \
	done
	@echo "References written; review with git diff --stat Snapshots"

bench: setup
	$(SWIFT) build -c release --product listshot-bench
	.build/release/listshot-bench

clean:
	rm -rf .build gallery listshot-out
