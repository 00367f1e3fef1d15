// `import ListshotSnapshotTesting`: pointfreeco's swift-snapshot-testing re-exported, with what its
// iOS build has that Linux lacks, drawn by Listshot: `.image(layout:traits:)` for SwiftUI views,
// `ViewImageConfig` devices, `Diffing<UIImage>.image` (docs/swift-snapshot-testing.md). Imported once
// in a test target, these are visible to its unchanged `import SnapshotTesting` files too.
@_exported import SnapshotTesting
