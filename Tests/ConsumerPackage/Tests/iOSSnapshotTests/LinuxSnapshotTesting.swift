// On Linux, swift-snapshot-testing's SwiftUI and UIImage strategies come from Listshot. Imported once
// here, they are visible to every file of this target, which stay as written for iOS
// (docs/swift-snapshot-testing.md, "Package.swift").
#if os(Linux)
import ListshotSnapshotTesting
#endif
