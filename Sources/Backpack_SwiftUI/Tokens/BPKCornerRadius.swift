import SwiftUI

/// Backpack's corner radii (`BPKCornerRadius`; raw tokens `CORNER_RADIUS_*`, docs/components.md §2 "Radii").
///
/// ```swift
/// image.clipShape(RoundedRectangle(cornerRadius: .md))
/// ```
public struct BPKCornerRadius: Sendable, Hashable {
    /// The radius in points.
    public let value: CGFloat
    package init(_ value: CGFloat) { self.value = value }

    public static let xs = BPKCornerRadius(4)
    public static let sm = BPKCornerRadius(8)
    public static let md = BPKCornerRadius(12)
    public static let lg = BPKCornerRadius(24)
    public static let full = BPKCornerRadius(.infinity)
}

extension RoundedRectangle {
    /// A rounded rectangle of a Backpack radius (Backpack's `RoundedRectangle(cornerRadius: BPKCornerRadius)`).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: .sm).fill(Color(.surfaceHighlightColor))
    /// ```
    public init(cornerRadius: BPKCornerRadius, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerRadius.value, style: style)
    }
}
