import ListshotCore

/// Words users bring from iOS, UIKit, SwiftUI and SF Symbols for values Listshot names otherwise
/// (docs/specs.md, "Words from iOS and SwiftUI"). An alias is read as the value it stands for, so
/// the display list, file names and render keys are those of the canonical word; a hint word is
/// not read but named in the error with the word to write instead.
///
/// ```swift
/// Appearance.aliases["dark"]   // .night
/// ```
protocol SpecAliases {
    /// Accepted words and what they mean.
    static var aliases: [String: Self] { get }
    /// Words that are not accepted, with what to write and why (one sentence).
    static var hints: [String: String] { get }
}

extension SpecAliases {
    static var hints: [String: String] { [:] }

    /// Every accepted alias, for messages that look a word up among the values.
    static var aliasWords: [String] { aliases.keys.sorted() }

    /// The value an alias stands for, as `Any` so that a generic reader can ask any type.
    static func aliasValue(_ word: String) -> Any? { aliases[word] }

    /// The hint for a word that is not accepted, as a sentence to put in an error.
    static func hintText(_ word: String) -> String? { hints[word] }
}

extension Appearance: SpecAliases {
    /// iOS calls them light and dark (`UIUserInterfaceStyle`, SwiftUI `ColorScheme`).
    static let aliases: [String: Appearance] = ["light": .day, "dark": .night]
}

extension LayoutDirection: SpecAliases {
    /// SwiftUI's `LayoutDirection` cases.
    static let aliases: [String: LayoutDirection] = ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
}

extension Orientation: SpecAliases {
    /// UIKit's `UIInterfaceOrientation` landscape cases (the screen is drawn the same either way).
    static let aliases: [String: Orientation] = ["landscapeLeft": .landscape, "landscapeRight": .landscape]
    static let hints: [String: String] = [
        "portraitUpsideDown": "iPhones without a home button do not turn upside down; write `portrait`.",
    ]
}

extension ContentSizeCategory: SpecAliases {
    /// SwiftUI's `DynamicTypeSize` and UIKit's `UIContentSizeCategory` names.
    static let aliases: [String: ContentSizeCategory] = [
        "xSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .extraLarge,
        "xxLarge": .extraExtraLarge, "xxxLarge": .extraExtraExtraLarge,
        "accessibility1": .accessibilityMedium, "accessibility2": .accessibilityLarge, "accessibility3": .accessibilityExtraLarge,
        "accessibility4": .accessibilityExtraExtraLarge, "accessibility5": .accessibilityExtraExtraExtraLarge,
        "extraSmall": .extraSmall, "extraLarge": .extraLarge, "extraExtraLarge": .extraExtraLarge,
        "extraExtraExtraLarge": .extraExtraExtraLarge, "accessibilityMedium": .accessibilityMedium,
        "accessibilityLarge": .accessibilityLarge, "accessibilityExtraLarge": .accessibilityExtraLarge,
        "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge,
        "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
    ]
}

extension HorizontalAlignment: SpecAliases {
    static let aliases: [String: HorizontalAlignment] = ["centre": .center]
    static let hints: [String: String] = [
        "left": "SwiftUI aligns to `leading` (the left in left to right, the right in right to left); write `leading`.",
        "right": "SwiftUI aligns to `trailing` (the right in left to right, the left in right to left); write `trailing`.",
    ]
}

extension VerticalAlignment: SpecAliases {
    static let aliases: [String: VerticalAlignment] = ["centre": .center]
    static let hints: [String: String] = [
        "firstTextBaseline": "text baselines are not an alignment here; write `top`, `center` or `bottom`.",
        "lastTextBaseline": "text baselines are not an alignment here; write `top`, `center` or `bottom`.",
    ]
}

extension AlignmentName: SpecAliases {
    static let aliases: [String: AlignmentName] = ["centre": .center]
    static let hints: [String: String] = [
        "left": "SwiftUI aligns to `leading`, which mirrors in right to left; write `leading`.",
        "right": "SwiftUI aligns to `trailing`, which mirrors in right to left; write `trailing`.",
        "topLeft": "SwiftUI aligns to `topLeading`; write `topLeading`.",
        "topRight": "SwiftUI aligns to `topTrailing`; write `topTrailing`.",
        "bottomLeft": "SwiftUI aligns to `bottomLeading`; write `bottomLeading`.",
        "bottomRight": "SwiftUI aligns to `bottomTrailing`; write `bottomTrailing`.",
    ]
}

extension ViewContentMode: SpecAliases {
    /// UIKit's `UIView.ContentMode` names for SwiftUI's `fit` and `fill`.
    static let aliases: [String: ViewContentMode] = ["scaleAspectFit": .fit, "scaleAspectFill": .fill]
}

extension FontWeight: SpecAliases {
    static let aliases: [String: FontWeight] = [:]
    static let hints: [String: String] = [
        "ultraLight": "the lightest weight drawn is `light`.", "thin": "the lightest weight drawn is `light`.",
        "heavy": "the heaviest weight drawn is `bold`.", "black": "the heaviest weight drawn is `bold`.",
    ]
}

extension Icon: SpecAliases {
    /// SF Symbols names for the built-in icons (`Image(systemName:)`).
    static let aliases: [String: Icon] = [
        "chevron.right": .chevronRight, "chevron.left": .chevronLeft, "chevron.up": .chevronUp, "chevron.down": .chevronDown,
        "plus.circle": .addCircle, "arrow.right": .arrowRight, "checkmark": .check, "xmark": .close,
        "info.circle": .info, "magnifyingglass": .search, "person": .user, "house": .home, "gear": .settings,
        "gearshape": .settings, "creditcard": .card, "ellipsis": .more, "square.and.arrow.up": .share,
    ]
}

extension NavigationBar.Display: SpecAliases {
    static let aliases: [String: NavigationBar.Display] = [:]
    /// UIKit's `largeTitleDisplayMode` words: a picture shows one state, so each names ours.
    static let hints: [String: String] = [
        "always": "UIKit's `largeTitleDisplayMode` `.always` shows a large title; write `large`.",
        "never": "UIKit's `largeTitleDisplayMode` `.never` shows the title in the bar; write `inline`.",
        "automatic": "a picture shows one state of the bar; write `large` (a root screen scrolled to the top) or `inline`.",
    ]
}
