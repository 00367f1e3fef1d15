internal import ListshotCore

extension Font.TextStyle {
    /// The fixed size of the visionOS-only extra-large titles, which iOS's table has no row for
    /// (every other style is iOS's own, ``ios``, and follows Dynamic Type).
    var visionOSSize: Double { self == .extraLargeTitle2 ? 28 : 36 }

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
            guard let ios = style.ios else { return .system(size: style.visionOSSize, weight: (chosen ?? .regular).core) }
            return .textStyle(ios, weight: chosen?.core)
        case .fixed(let size):
            return .system(size: size, weight: (chosen ?? .regular).core)
        case .custom(_, let size, _):
            // A custom font is drawn in the system family at its size (docs/swiftui.md, "Fonts").
            return .system(size: size, weight: (chosen ?? .regular).core)
        case .theme(let font):
            // A preset keeps its size and takes a `fontWeight`/`bold` over its own weight; a Backpack style is whole.
            if case .preset(let number, _) = font, let chosen { return .preset(number, weight: chosen.core) }
            return font
        }
    }
}
