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
    /// Where a truncated line loses its characters (SwiftUI `truncationMode(_:)`); nil is "not
    /// set on this text", resolved by ``resolvedTruncationMode``.
    public var truncationMode: ViewTruncationMode?

    public init(_ string: String, font: ViewFont = .preset(3, weight: .regular), color: ColorReference = .primary,
                lineLimit: Int? = nil, multilineTextAlignment: TextAlignment = .leading,
                truncationMode: ViewTruncationMode? = nil) {
        self.string = string; self.font = font; self.color = color
        self.lineLimit = lineLimit; self.multilineTextAlignment = multilineTextAlignment
        self.truncationMode = truncationMode
    }

    /// The truncation mode the text is drawn with: its own, else SwiftUI's default `.tail`
    /// (developer.apple.com/documentation/swiftui/view/truncationmode(_:): "The default is
    /// `Text.TruncationMode.tail`"). The one place an inherited mode will be resolved.
    public var resolvedTruncationMode: ViewTruncationMode { truncationMode ?? .tail }
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
/// ```
public enum ViewFont: Sendable, Hashable {
    /// Preset `number` (1-based) of the theme, with Dynamic Type applied (``ResolvedTheme/textStyle(preset:weight:cappedAt:)``).
    case preset(Int, weight: FontWeight)
    /// `size` points in the theme's family; lines are the font's natural height.
    case system(size: Double, weight: FontWeight)
}
