package import ListshotCore

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
}

extension Font {
    /// The Listshot font this stands for, with `weight` (from `fontWeight`/`bold`) applied over its own.
    func lowered(weight override: Weight?, bold: Bool) -> ViewFont {
        var chosen = override ?? weight
        if bold { chosen = .bold }
        switch base {
        case .textStyle(let style):
            return .system(size: style.defaultSize, weight: (chosen ?? style.defaultWeight).core)
        case .fixed(let size):
            return .system(size: size, weight: (chosen ?? .regular).core)
        case .custom(_, let size, _):
            return .system(size: size, weight: (chosen ?? .regular).core)
        }
    }
}
