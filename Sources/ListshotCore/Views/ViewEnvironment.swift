/// The values a view tree hands down to its descendants, as SwiftUI's `EnvironmentValues`: a text
/// that does not set a style itself takes the nearest ancestor's, and the screen's colour scheme,
/// Dynamic Type size, layout direction, theme and design system are read from it.
///
/// Apple: "Environment values are stored in the view hierarchy and passed down to child views",
/// and a modifier such as `font(_:)` on a container "sets the default font for text in this view"
/// (developer.apple.com/documentation/swiftui/environmentvalues,
/// developer.apple.com/documentation/swiftui/view/font(_:)). The nearest value wins: an inner
/// modifier overrides an outer one, and a `Text`'s own style overrides both.
///
/// ```swift
/// let column = VStack(alignment: .leading) { Text("Title"); Text("Note").font(.preset(1)) }
///     .font(.preset(4, weight: .medium))              // ViewModifier.environment(.font(…))
///     .foregroundColor(.token("textSecondary"))
/// ```
public struct ViewEnvironment: Sendable, Hashable {
    /// The font of texts that set none: SwiftUI's `.body`, here the theme's preset 3, regular; with
    /// an iOS theme (``DesignSystem/ios``), iOS's own body style (``IOSTextStyle/body``).
    public var font: ViewFont = .preset(3, weight: .regular)
    /// The colour of texts and icons that set none, and the fill of shapes without one.
    public var foregroundColor: ColorReference = .primary
    /// The line limit of texts that set none; nil is unlimited.
    public var lineLimit: Int?
    /// How wrapped lines of texts that set none align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where truncated lines of texts that set none lose their characters: SwiftUI's default
    /// `.tail` (developer.apple.com/documentation/swiftui/view/truncationmode(_:)).
    public var truncationMode: ViewTruncationMode = .tail
    /// SwiftUI `textCase(_:)`: texts inside are drawn in this case; nil leaves them as written.
    /// A list's headers set `.uppercase` in the classic generation (docs/lists.md).
    public var textCase: ViewTextCase?
    /// The screen's appearance (SwiftUI's `colorScheme`): day is light, night is dark.
    public var colorScheme: Appearance
    /// The screen's Dynamic Type size (SwiftUI's `dynamicTypeSize`).
    public var dynamicTypeSize: ContentSizeCategory
    /// The screen's layout direction (SwiftUI's `layoutDirection`).
    public var layoutDirection: LayoutDirection
    /// The theme the tree draws with, and its design system.
    public var themeName: String
    public var designSystem: DesignSystem

    /// The environment at the root of a tree drawn with `theme` in `direction`.
    ///
    /// ```swift
    /// let root = ViewEnvironment(theme: theme, direction: .rightToLeft)
    /// root.font   // .preset(3, weight: .regular)
    /// ```
    public init(theme: ResolvedTheme, direction: LayoutDirection) {
        colorScheme = theme.appearance; dynamicTypeSize = theme.contentSize; layoutDirection = direction
        themeName = theme.name; designSystem = theme.designSystem
        if theme.designSystem == .ios { font = .textStyle(.body, weight: nil) }
    }

    /// This environment with `value` set, as `.environment(\.key, value)` sets it for a subtree.
    ///
    /// ```swift
    /// root.setting(.lineLimit(1)).lineLimit   // 1
    /// ```
    public func setting(_ value: ViewEnvironmentValue) -> ViewEnvironment {
        var copy = self
        switch value {
        case .font(let font): copy.font = font
        case .foregroundColor(let color): copy.foregroundColor = color
        case .lineLimit(let limit): copy.lineLimit = limit
        case .multilineTextAlignment(let alignment): copy.multilineTextAlignment = alignment
        case .truncationMode(let mode): copy.truncationMode = mode
        case .textCase(let textCase): copy.textCase = textCase
        case .theme(let name): copy.themeName = name
        case .colorScheme(let appearance): copy.colorScheme = appearance
        case .dynamicTypeSize(let size): copy.dynamicTypeSize = size
        }
        return copy
    }
}

/// One value an environment modifier sets for a view and everything inside it.
///
/// ```swift
/// ViewNode.vstack([ViewNode.text("A")]).modifier(.environment(.font(.preset(1, weight: .regular))))
/// ```
public enum ViewEnvironmentValue: Sendable, Hashable, Codable {
    /// SwiftUI `font(_:)` on any view.
    case font(ViewFont)
    /// SwiftUI `foregroundColor(_:)` / `foregroundStyle(_:)` on any view.
    case foregroundColor(ColorReference)
    /// SwiftUI `lineLimit(_:)`; nil is unlimited, and overrides an outer limit.
    case lineLimit(Int?)
    /// SwiftUI `multilineTextAlignment(_:)`.
    case multilineTextAlignment(TextAlignment)
    /// SwiftUI `truncationMode(_:)` on any view.
    case truncationMode(ViewTruncationMode)
    /// SwiftUI `textCase(_:)` on any view; nil draws texts as written.
    case textCase(ViewTextCase?)
    /// The theme (and so the design system) the subtree draws with, by name: a Backpack card in a
    /// Mistica screen. Resolved in the subtree's colour scheme and Dynamic Type size.
    case theme(String)
    /// SwiftUI `.environment(\.colorScheme, …)`: the subtree draws its theme by day or by night.
    case colorScheme(Appearance)
    /// SwiftUI `dynamicTypeSize(_:)`: the subtree's texts scale to this size.
    case dynamicTypeSize(ContentSizeCategory)

    /// Whether the value changes which resolved theme the subtree draws with.
    var changesTheme: Bool {
        switch self {
        case .theme, .colorScheme, .dynamicTypeSize: return true
        case .font, .foregroundColor, .lineLimit, .multilineTextAlignment, .truncationMode, .textCase: return false
        }
    }
}

/// Which resolved theme a view draws with: a theme by name, in one appearance and Dynamic Type size.
struct ThemeKey: Hashable {
    var name: String
    var appearance: Appearance
    var contentSize: ContentSizeCategory

    init(_ environment: ViewEnvironment) {
        name = environment.themeName; appearance = environment.colorScheme; contentSize = environment.dynamicTypeSize
    }

    init(_ theme: ResolvedTheme) {
        name = theme.name; appearance = theme.appearance; contentSize = theme.contentSize
    }
}

/// A text's styles once its own and its environment's are combined: what is measured and drawn.
struct ResolvedTextStyle: Sendable, Hashable {
    var font: ViewFont
    var color: ColorReference
    var lineLimit: Int?
    var alignment: TextAlignment
    var truncationMode: ViewTruncationMode
    var textCase: ViewTextCase?
}

extension ViewEnvironment {
    /// `text`'s own styles where it sets them, this environment's elsewhere; `fontWeight` changes
    /// whichever font applies.
    func resolve(_ text: ViewText) -> ResolvedTextStyle {
        var font = text.font ?? self.font
        if let weight = text.fontWeight { font = font.withWeight(weight) }
        return ResolvedTextStyle(font: font, color: text.color ?? foregroundColor, lineLimit: text.lineLimit ?? lineLimit,
                                 alignment: text.multilineTextAlignment ?? multilineTextAlignment,
                                 truncationMode: text.truncationMode ?? truncationMode, textCase: textCase)
    }
}

/// SwiftUI `Text.Case`: the case `textCase(_:)` draws texts in.
///
/// ```swift
/// ViewNode.text("Account").modifier(.environment(.textCase(.uppercase)))   // drawn "ACCOUNT"
/// ```
public enum ViewTextCase: String, Sendable, Hashable, Codable {
    case uppercase, lowercase

    /// `string` in this case.
    func apply(_ string: String) -> String {
        switch self {
        case .uppercase: return string.uppercased()
        case .lowercase: return string.lowercased()
        }
    }
}
