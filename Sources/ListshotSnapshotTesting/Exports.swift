// `import ListshotSnapshotTesting`: the same API as `import SnapshotTesting` with this product
// (swift-snapshot-testing re-exported, with Listshot's strategies), under Listshot's own name
// (docs/swift-snapshot-testing.md, "One import").
@_exported import SnapshotTesting
