/// Which of Mistica's two list implementations a list reproduces.
///
/// Both come from mistica-ios and differ in visible ways; each flavour follows its own source:
///
/// | | `uikit` (`CellStyle+Toolkit.swift`, `ListCellContentView.swift`) | `swiftui` (`MisticaSwiftUI/Components/List/Cell.swift`) |
/// |---|---|---|
/// | styles | fullwidth, boxed, boxedInverse | fullwidth, boxed |
/// | background | `background` / `backgroundContainer` / `backgroundContainerBrand` | `backgroundContainer` |
/// | subtitle, description | `textPrimary`, `textSecondary` | `textSecondary`, `textSecondary` |
/// | title weight | the brand's `rowTitle` weight | regular |
/// | boxed corners | `radius.container`, 1 pt `border` on boxed only | 4, 1 pt `border` |
/// | gaps | headline 8, title→subtitle 2, subtitle→description 4 | 8 throughout |
/// | line limits | unlimited | 2 |
/// | minimum height (margins included) | 72 / 92 | 72 / 88 |
/// | pressed | `backgroundAlternative` (boxedInverse: on the row around the card) | `neutralLow` at 0.8 |
/// | tags | `TagView`: 12 / 4, 56×28, corners `radius.indicator` | `Tag`: 8 / 4, 48×20, corners `radius.tag` |
/// | custom-size image corners | `radius.container` | 8 |
///
/// ```swift
/// CellList(style: .boxed, flavour: .swiftui) { Cell(title: "Title", subtitle: "Subtitle") }
/// ```
public enum CellFlavour: String, Sendable, Hashable, Codable, CaseIterable {
    /// UIKit `ListTableView` / `ListCellContentView` (the default: only it has boxedInverse and highlight).
    case uikit
    /// SwiftUI `Cell`.
    case swiftui

    /// The styles this flavour has; SwiftUI's `CellStyle` is only `boxed` and `fullwidth` (`Cell.swift`).
    public var styles: [CellStyle] { self == .uikit ? CellStyle.allCases : [.fullwidth, .boxed] }

    /// The background token of a style (`CellStyle+Toolkit.swift` `backgroundColor`; SwiftUI
    /// `Cell.swift` `backgroundColor = .backgroundContainer`).
    public func backgroundToken(_ style: CellStyle) -> String {
        switch (self, style) {
        case (.uikit, .fullwidth): return "background"
        case (.uikit, .boxedInverse): return "backgroundContainerBrand"
        default: return "backgroundContainer"
        }
    }

    /// The text tokens of title, subtitle and description (`CellStyle+Toolkit.swift`
    /// `titleTextColor` / `subtitleTextColor` / `detailTextColor`; SwiftUI `Cell.swift` `foregroundColor`).
    public func textTokens(_ style: CellStyle) -> (title: String, subtitle: String, description: String) {
        if self == .swiftui { return ("textPrimary", "textSecondary", "textSecondary") }
        return style.isInverse ? ("textPrimaryInverse", "textPrimaryInverse", "textSecondaryInverse")
                               : ("textPrimary", "textPrimary", "textSecondary")
    }

    /// Whether boxed cells draw a 1 pt `border` stroke (UIKit: boxed only; SwiftUI: boxed).
    public func hasBorder(_ style: CellStyle) -> Bool { style == .boxed }

    /// The SwiftUI boxed corner radius (`Cell.swift` `Constants.borderRadius`).
    public static let swiftUICornerRadius = 4.0

    /// Gaps in the text column: headline→title, title→subtitle/description, subtitle→description
    /// (UIKit `CellCenterSectionView.swift`: 8, 2, 4; SwiftUI `Cell.swift` `VStack(spacing: 8)`).
    public var gaps: (headline: Double, title: Double, subtitle: Double) {
        self == .uikit ? (8, 2, 4) : (8, 8, 8)
    }

    /// The default line limit (0 = unlimited): UIKit labels are unlimited, SwiftUI `Cell` limits to 2.
    public var defaultLineLimit: Int { self == .uikit ? 0 : 2 }

    /// The minimum row height, outer margins included (`CellStyle+Toolkit.swift` `minHeight`: 72 / 92;
    /// SwiftUI `Cell.swift` `minCellHeight` 72 plus the boxed 8 + 8 padding).
    public func minimumHeight(_ style: CellStyle) -> Double {
        switch self {
        case .uikit: return style.isBoxed ? 92 : 72
        case .swiftui: return style.isBoxed ? 88 : 72
        }
    }

    /// How far below the text column's top a top-aligned asset sits (UIKit `CellLeftSectionView`
    /// `topAlignment`: 4; SwiftUI aligns the image's top with the text's).
    public var assetOffset: Double { self == .uikit ? 4 : 0 }

    /// Whether a headline alone makes the asset top-aligned (UIKit `updateAssetAlignment` counts
    /// it; SwiftUI `Cell.swift` only looks at subtitle and description).
    public var headlineTopAlignsAsset: Bool { self == .uikit }

    /// The title's weight token: UIKit uses the brand's row-title weight, SwiftUI `.textPreset3(weight: .regular)`.
    public var usesRowTitleWeight: Bool { self == .uikit }

    /// Whether title, subtitle and description lines are the font's own height: UIKit's labels
    /// set only a font and a minimum height (`CellCenterSectionView.swift` @ 0bf62813:
    /// `titleLabel.minHeight = 24`, subtitle and detail 20, on `IntrinsictHeightLabel`), so a
    /// multi-line title is lines × the font's height. SwiftUI keeps the preset's line height.
    public var usesNaturalLineHeights: Bool { self == .uikit }

    /// Whether the last fullwidth row draws a divider: SwiftUI overlays a divider on every cell.
    public var dividerOnLastRow: Bool { self == .swiftui }

    /// The SwiftUI pressed background: `neutralLow` at 0.8 (`Cell.swift` `pressedBackgroundColor`).
    public static let swiftUIPressedOpacity = 0.8

    /// The chevron tint of the navigation preset: UIKit `NavigationPresetView` `.textSecondary`
    /// (white on boxedInverse); SwiftUI keeps `neutralMedium`.
    public func chevronToken(inverse: Bool) -> String {
        if inverse { return "inverse" }
        return self == .uikit ? "textSecondary" : "neutralMedium"
    }
}
