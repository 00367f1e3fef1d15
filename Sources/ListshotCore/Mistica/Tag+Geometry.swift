/// A tag's geometry in one flavour (docs/mistica.md "Tags and badges"): paddings, icon spacing, minimum size and
/// the radius token its corners follow.
///
/// | | `uikit` (`TagView.swift`) | `swiftui` (`MisticaSwiftUI/Components/Tag/Tag.swift`) |
/// |---|---|---|
/// | padding h / v | 12 / 4 (leading 8 with an icon) | 8 / 4, icon or not |
/// | icon → label | 4 | 5 (`horizontalInsetWithIcon`) |
/// | minimum | 56 × 28 | 48 × 20 (`minWidth`, `minHeight`) |
/// | corners | `radius.indicator` | `radius.tag` |
///
/// ```swift
/// let geometry = TagGeometry(flavour: .swiftui)   // geometry.minimumWidth == 48
/// ```
public struct TagGeometry: Sendable, Hashable {
    /// Padding before the label (no icon) and after the label.
    public var horizontalPadding: Double
    /// Padding before the icon when one leads.
    public var iconLeadingPadding: Double
    /// Space between the icon and the label.
    public var iconSpacing: Double
    public var verticalPadding: Double
    public var minimumWidth: Double
    /// The minimum height of the padded tag.
    public var minimumHeight: Double
    /// The theme radius its corners use, capped at half the height.
    public var radiusToken: String

    public init(flavour: CellFlavour) {
        switch flavour {
        case .uikit:
            self.init(horizontalPadding: Tag.horizontalPadding, iconLeadingPadding: Tag.iconLeadingPadding,
                      iconSpacing: Tag.iconSpacing, verticalPadding: Tag.verticalPadding,
                      minimumWidth: Tag.minimumWidth, minimumHeight: Tag.height, radiusToken: "indicator")
        case .swiftui:
            // `.padding(.horizontal, horizontalInset)` (8) on both sides, `HStack(spacing: horizontalInsetWithIcon)` (5),
            // `.padding(.vertical, verticalInset)` (4), `.frame(minWidth: 48, minHeight: 20)`, `.round(radiusStyle: .tag)`.
            self.init(horizontalPadding: 8, iconLeadingPadding: 8, iconSpacing: 5, verticalPadding: 4,
                      minimumWidth: 48, minimumHeight: 20, radiusToken: "tag")
        }
    }

    public init(horizontalPadding: Double, iconLeadingPadding: Double, iconSpacing: Double, verticalPadding: Double,
                minimumWidth: Double, minimumHeight: Double, radiusToken: String) {
        self.horizontalPadding = horizontalPadding; self.iconLeadingPadding = iconLeadingPadding
        self.iconSpacing = iconSpacing; self.verticalPadding = verticalPadding
        self.minimumWidth = minimumWidth; self.minimumHeight = minimumHeight; self.radiusToken = radiusToken
    }
}
