/// Mistica's cell styles (UIKit `CellStyle`, SwiftUI `CellStyle`), COMPONENTS.md §1.1.
public enum CellStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Edge to edge on `backgroundContainer`, separated by dividers.
    case fullwidth
    /// A bordered card with `radius.container` corners and 16/8 outer margins.
    case boxed
    /// A card on `backgroundContainerBrand` with inverse text and a white-tinted control.
    case boxedInverse

    /// Whether the cell sits in a box with outer margins.
    public var isBoxed: Bool { self != .fullwidth }

    /// The minimum row height, outer margins included: 72 fullwidth, 92 boxed (UIKit).
    public var minimumHeight: Double { isBoxed ? 92 : 72 }

    /// Outer margins around the box: top 8, leading 16, bottom 8, trailing 16 when boxed.
    public var outerMargins: EdgeInsets {
        isBoxed ? EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) : .zero
    }
}
