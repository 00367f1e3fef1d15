/// The content of a text view and the styles it sets itself (SwiftUI `Text` with `font`, `fontWeight`,
/// `foregroundColor`, `lineLimit` and `multilineTextAlignment`).
///
/// A style left nil is the environment's (``ViewEnvironment``): the nearest ancestor's
/// `font:`/`color:`/`lineLimit:`/`multilineTextAlignment:` modifier, else SwiftUI's default. A text's
/// own value wins over any ancestor's, as a `Text`'s own `font(_:)` does in SwiftUI.
///
/// ```swift
/// ViewText("Notifications", font: .preset(3, weight: .medium), color: .token("textPrimary"), lineLimit: 1)
/// ViewText("Inherits the stack's font")   // every style nil
/// ```
public struct ViewText: Sendable, Hashable, Codable {
    public var string: String
    /// The text's own font; nil is the environment's.
    public var font: ViewFont?
    /// `fontWeight(_:)`: the weight of whichever font applies (own or inherited); nil keeps it.
    public var fontWeight: FontWeight?
    /// The text's own colour; nil is the environment's foreground colour.
    public var color: ColorReference?
    /// The most lines shown; the last one shown ends in an ellipsis. Nil is the environment's
    /// (unlimited unless an ancestor sets one).
    public var lineLimit: Int?
    /// How wrapped lines align; nil is the environment's (SwiftUI's default is leading).
    public var multilineTextAlignment: TextAlignment?
    /// Where a truncated line loses its characters (SwiftUI `truncationMode(_:)`); nil is the
    /// environment's (SwiftUI's default is `.tail`).
    public var truncationMode: ViewTruncationMode?

    public init(_ string: String, font: ViewFont? = nil, color: ColorReference? = nil,
                lineLimit: Int? = nil, multilineTextAlignment: TextAlignment? = nil, fontWeight: FontWeight? = nil,
                truncationMode: ViewTruncationMode? = nil) {
        self.string = string; self.font = font; self.color = color; self.fontWeight = fontWeight
        self.lineLimit = lineLimit; self.multilineTextAlignment = multilineTextAlignment
        self.truncationMode = truncationMode
    }
}

/// SwiftUI `Text.TruncationMode`: the text's truncation as the text request carries it.
///
/// ```swift
/// ViewText("A long file name.pdf", lineLimit: 1, truncationMode: .middle)
/// ```
public typealias ViewTruncationMode = TextTruncationMode

/// The font of a text view: a preset of the theme's type scale, or a size and weight in the
/// theme's font family.
///
/// ```swift
/// ViewFont.preset(3, weight: .regular)       // the theme's preset 3, with its line height
/// ViewFont.system(size: 17, weight: .semibold) // lines of the font's own height
/// ViewFont.backpack(.heading5)                 // Backpack's heading5 in this theme
/// ViewFont.textStyle(.headline, weight: nil)   // iOS's headline: 17 semibold on 22 pt lines at Large
/// ```
public enum ViewFont: Sendable, Hashable, Codable {
    /// Preset `number` (1-based) of the theme, with Dynamic Type applied (``ResolvedTheme/textStyle(preset:weight:cappedAt:)``).
    case preset(Int, weight: FontWeight)
    /// `size` points in the theme's family; lines are the font's natural height.
    case system(size: Double, weight: FontWeight)
    /// A Backpack text style (`BPKFontStyle`, docs/backpack.md), resolved through the theme's
    /// presets and named weights as `BPKText(_:style:)` is; card content's text blocks are these.
    case backpack(BPKFontStyle)
    /// An iOS text style (SwiftUI `.body`, `.headline`, …) in the theme's family, sized by the
    /// environment's Dynamic Type size from Apple's table (``IOSTextStyle``); nil weight is the
    /// style's own (semibold for `headline`, else regular).
    case textStyle(IOSTextStyle, weight: FontWeight?)
}
