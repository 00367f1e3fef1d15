// `import SnapshotTesting` on Linux with the ListshotSnapshotTesting product: pointfreeco's
// swift-snapshot-testing (built under the alias PointFreeSnapshotTesting, see Package.swift) and
// what its iOS build has that Linux lacks, drawn by Listshot: `.image(layout:traits:)` for SwiftUI
// views, `ViewImageConfig` devices, `Diffing<UIImage>.image` (docs/swift-snapshot-testing.md).
@_exported import PointFreeSnapshotTesting
