/// The content and style of a text view (SwiftUI `Text` with `font`, `foregroundColor`,
/// `lineLimit` and `multilineTextAlignment`).
///
/// ```swift
/// ViewText("Notifications", font: .preset(3, weight: .medium), color: .token("textPrimary"), lineLimit: 1)
/// ```
public struct ViewText: Sendable, Hashable {
    public var string: String
    public var font: ViewFont
    public var color: ColorReference
    /// The most lines shown; the last one shown ends in an ellipsis. Nil is unlimited.
    public var lineLimit: Int?
    /// How wrapped lines align; SwiftUI's default is leading.
    public var multilineTextAlignment: TextAlignment

    public init(_ string: String, font: ViewFont = .preset(3, weight: .regular), color: ColorReference = .primary,
                lineLimit: Int? = nil, multilineTextAlignment: TextAlignment = .leading) {
        self.string = string; self.font = font; self.color = color
        self.lineLimit = lineLimit; self.multilineTextAlignment = multilineTextAlignment
    }
}

/// The font of a text view: a preset of the theme's type scale, or a size and weight in the
/// theme's font family.
///
/// ```swift
/// ViewFont.preset(3, weight: .regular)       // the theme's preset 3, with its line height
/// ViewFont.system(size: 17, weight: .semibold) // lines of the font's own height
/// ViewFont.backpack(.heading5)                 // Backpack's heading5 in this theme
/// ```
public enum ViewFont: Sendable, Hashable {
    /// Preset `number` (1-based) of the theme, with Dynamic Type applied (``ResolvedTheme/textStyle(preset:weight:cappedAt:)``).
    case preset(Int, weight: FontWeight)
    /// `size` points in the theme's family; lines are the font's natural height.
    case system(size: Double, weight: FontWeight)
    /// A Backpack text style (`BPKFontStyle`, docs/backpack.md), resolved through the theme's
    /// presets and named weights as `BPKText(_:style:)` is; card content's text blocks are these.
    case backpack(BPKFontStyle)
}
