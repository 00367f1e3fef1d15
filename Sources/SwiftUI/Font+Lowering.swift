internal import ListshotCore

extension Font.TextStyle {
    /// The size and default weight at the Large (default) Dynamic Type size, Apple's HIG
    /// "Typography" table (docs/swiftui.md, "Fonts").
    var defaultSize: Double {
        switch self {
        case .extraLargeTitle: return 36
        case .extraLargeTitle2: return 28
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }

    var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }

    /// iOS's text style of the same name; nil for the visionOS-only extra-large titles.
    var ios: IOSTextStyle? {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        case .extraLargeTitle, .extraLargeTitle2: return nil
        }
    }
}

extension Font {
    /// The Listshot font this stands for, with `weight` (from `fontWeight`/`bold`) applied over its own.
    func lowered(weight override: Weight?, bold: Bool) -> ViewFont {
        var chosen = override ?? weight
        if bold { chosen = .bold }
        switch base {
        case .textStyle(let style):
            // The style follows the Dynamic Type size of the layout's environment (docs/ios-values.md).
            guard let ios = style.ios else { return .system(size: style.defaultSize, weight: (chosen ?? style.defaultWeight).core) }
            return .textStyle(ios, weight: chosen?.core)
        case .fixed(let size):
            return .system(size: size, weight: (chosen ?? .regular).core)
        case .custom(_, let size, _):
            // A custom font is drawn in the system family at its size (docs/swiftui.md, "Fonts").
            return .system(size: size, weight: (chosen ?? .regular).core)
        }
    }
}
