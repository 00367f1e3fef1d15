/// A colour given as a theme token (`brandLow`), a literal colour, the theme's primary text colour,
/// or an iOS system colour by Apple's name.
///
/// ```swift
/// ColorReference.token("brandLow")
/// ColorReference.primary     // SwiftUI's `.primary`: textPrimary (Mistica, Backpack), onSurface (Material)
/// ColorReference.system("secondaryLabel")   // the theme's token of that name, else iOS's colour
/// ```
public enum ColorReference: Sendable, Hashable, Codable {
    case token(String)
    case literal(RGBA)
    /// SwiftUI's `.primary` foreground: the design system's primary text token, which follows day and night.
    case primary
    /// An iOS system colour (`label`, `systemGroupedBackground`, `systemBlue`, SwiftUI's `red`…): the
    /// theme's token of that name when it defines one, else ``SystemColorPalette``'s value for the
    /// theme's appearance (docs/ios-values.md, "How a system colour resolves").
    case system(String)
    /// `reference` with its alpha multiplied by `opacity` (0…1): a SwiftUI `Color.textPrimary.opacity(0.5)`,
    /// whose token only the theme resolves.
    indirect case withOpacity(ColorReference, Double)
}

/// The leading asset of a cell (Mistica `CellAssetType`), docs/components.md §1.2 section A.
///
/// ```swift
/// .smallIcon(.heart)                                     // 24×24, tinted neutralHigh
/// .largeIcon(.star, backgroundColor: .token("brandLow")) // 24 icon on a 40 circle
/// .image("assets/avatar.png")                            // clipped to a 40 pt circle
/// .customImage("assets/poster.png", size: Size(width: 64, height: 48))  // 8 pt corners
/// ```
public enum AssetType: Sendable, Hashable, Codable {
    case none
    /// A 24×24 icon.
    case smallIcon(Icon, color: ColorReference = .token("neutralHigh"))
    /// A 24 pt icon centred on a 40 pt circle filled with `backgroundColor`.
    case largeIcon(Icon, backgroundColor: ColorReference = .token("brandLow"), color: ColorReference = .token("brand"))
    /// A PNG file, aspect-filled and clipped to a 40 pt circle.
    case image(String)
    /// A PNG file, aspect-filled into `size`: corners `radius.container` in UIKit (`CellLeftSectionView.swift`),
    /// 8 in SwiftUI (`Cell.swift` `squaredImage`); see ``customImageCornerRadius(flavour:theme:)``.
    case customImage(String, size: Size)
    /// A PNG file drawn as a small icon: 24×24, untinted (UIKit `CellAssetType.smallIcon(UIImage)`).
    case smallImage(String)
    /// A PNG file drawn as a large icon: 24×24 on a 40 pt circle filled with `backgroundColor`
    /// (UIKit `CellAssetType.largeIcon(UIImage, backgroundColor:)`, `CellLeftSectionView.swift`).
    case largeImage(String, backgroundColor: ColorReference = .token("brandLow"))
    /// Any view in section A, offered up to half the row's inner width; its size is measured
    /// (``size`` is zero for it).
    case view(ViewNode)

    /// The corner radius of a custom-size image in SwiftUI (`Cell.swift` `.squaredImage`: `.round(cornerRadius: 8)`).
    public static let customImageCornerRadius = 8.0

    /// The corner radius of a custom-size image per flavour (docs/mistica.md "Assets"): UIKit
    /// `CellLeftSectionView.swift` clips a `.custom` asset with a size at `MisticaConfig.currentCornerRadius.container`;
    /// SwiftUI rounds its squared image by 8.
    ///
    /// ```swift
    /// AssetType.customImageCornerRadius(flavour: .uikit, theme: theme)   // the theme's `container` radius
    /// ```
    public static func customImageCornerRadius(flavour: CellFlavour, theme: ResolvedTheme) -> Double {
        flavour == .uikit ? theme.radius("container", fallback: customImageCornerRadius) : customImageCornerRadius
    }

    /// The asset's box size in points.
    public var size: Size {
        switch self {
        case .none, .view: return .zero
        case .smallIcon, .smallImage: return Size(width: 24, height: 24)
        case .largeIcon, .image, .largeImage: return Size(width: 40, height: 40)
        case .customImage(_, let size): return size
        }
    }
}
