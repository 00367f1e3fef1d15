import ListshotCore

extension SwiftUISnapshotOptions {
    /// How the view is sized: on the device's screen, at its ideal size, or in a fixed canvas
    /// (SwiftUI's `PreviewLayout` and swift-snapshot-testing's `SwiftUISnapshotLayout`).
    ///
    /// ```swift
    /// SwiftUISnapshotOptions(layout: .sizeThatFits)
    /// SwiftUISnapshotOptions(device: nil, layout: .fixed(width: 300, height: 100))
    /// ```
    public enum Layout: Sendable, Hashable {
        /// The device's whole screen with its bars (the default); without a device, the view across
        /// ``SwiftUISnapshotOptions/fitWidth`` at its own height.
        case device
        /// The view at its ideal size (what it reports when offered no size), at most as wide as the
        /// device's screen (or ``SwiftUISnapshotOptions/fitWidth`` without a device); no bars.
        case sizeThatFits
        /// A canvas of exactly `width` × `height` points, the view offered that size and centred in
        /// it, as a hosting view of that size does; no bars.
        case fixed(width: Double, height: Double)
    }
}
