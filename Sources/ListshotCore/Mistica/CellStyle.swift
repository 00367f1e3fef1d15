/// Mistica's cell styles (UIKit `CellStyle`, SwiftUI `CellStyle`), docs/components.md §1.1.
public enum CellStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Edge to edge, separated by dividers: on `background` in UIKit (`CellStyle+Toolkit.swift`),
    /// `backgroundContainer` in SwiftUI (`Cell.swift`).
    case fullwidth
    /// A bordered card with `radius.container` corners and 16/8 outer margins.
    case boxed
    /// A card on `backgroundContainerBrand` with inverse text and a white-tinted control.
    case boxedInverse

    /// Whether the cell sits in a box with outer margins.
    public var isBoxed: Bool { self != .fullwidth }

    /// Whether text and controls use the inverse (on-brand) colours.
    public var isInverse: Bool { self == .boxedInverse }

    /// The UIKit minimum row height, outer margins included: 72 fullwidth, 92 boxed
    /// (`CellStyle+Toolkit.swift` `minHeight`); see ``CellFlavour/minimumHeight(_:)`` for SwiftUI's 88.
    public var minimumHeight: Double { CellFlavour.uikit.minimumHeight(self) }

    /// Outer margins around the box: top 8, leading 16, bottom 8, trailing 16 when boxed.
    public var outerMargins: EdgeInsets {
        isBoxed ? EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16) : .zero
    }
}

/// The interaction state a cell is drawn in (docs/components.md §1.1).
public enum CellState: String, Sendable, Hashable, Codable, CaseIterable {
    case normal
    /// Highlighted. UIKit (`ListTableViewCell.setHighlighted`): a fullwidth row or a boxed card paints
    /// `backgroundAlternative`; a boxedInverse row paints it around its card, which keeps its brand fill.
    /// SwiftUI (`Cell.swift`): `neutralLow` at 0.8 replaces the background.
    case pressed
    /// The content (asset, text, control) drawn at alpha 0.5.
    case disabled

    /// The content opacity of a disabled cell (docs/components.md §1.1).
    public static let disabledOpacity = 0.5
}

/// The title's colour role: normal (`textPrimary`) or danger (`textLinkDanger`).
public enum CellTitleColor: String, Sendable, Hashable, Codable, CaseIterable {
    case normal, danger
}
