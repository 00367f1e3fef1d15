import CoreGraphics

/// How a SwiftUI snapshot is sized (swift-snapshot-testing 1.19.7's `SwiftUISnapshotLayout`,
/// Sources/SnapshotTesting/Snapshotting/SwiftUIView.swift, whose iOS build has the `device` case).
///
/// ```swift
/// assertSnapshot(of: MyView(), as: .image(layout: .device(config: .iPhone13)))
/// assertSnapshot(of: MyView(), as: .image(layout: .fixed(width: 300, height: 100)))
/// ```
public enum SwiftUISnapshotLayout: Sendable {
    /// The device's screen (its size, safe area and traits), the view offered the whole screen.
    case device(config: ViewImageConfig)
    /// A canvas of exactly this size in points, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view at its ideal size.
    case sizeThatFits
}
