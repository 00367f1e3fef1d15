internal import ListshotCore

extension Text: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }

    /// The text as shown without string tables: keys as their interpolations.
    var plainString: String {
        runs.map { run in
            switch run.content {
            case .verbatim(let string): return string
            case .localized(let key): return key.fallback
            }
        }.joined()
    }

    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.text(viewText(in: context)))]
    }

    /// The Listshot text this stands for in `context`'s environment. A text of several runs takes
    /// the first run's style (styled runs are not drawn yet; a note says so).
    @MainActor func viewText(in context: LoweringContext) -> ViewText {
        let environment = context.environment
        var string = runs.map { self.string(of: $0.content, in: context) }.joined()
        if let textCase = environment.textCase {
            string = textCase == .uppercase ? string.uppercased(with: environment.locale) : string.lowercased(with: environment.locale)
        }
        guard let first = runs.first else { return ViewText("") }
        if runs.dropFirst().contains(where: { $0.styleKey != first.styleKey }) {
            context.note("Text + Text with different styles is drawn in the first text's style (docs/swiftui.md, \"Not yet\")")
        }
        for run in runs { for message in run.unsupported { context.note(message) } }
        if first.isItalic || environment.listshot.isItalic { context.note("Italic text is drawn upright: the bundled fonts have no italics yet") }
        // Left nil, a style is the layout's environment's: a list's header style, the theme's body text
        // (docs/swiftui.md, "Text"), as SwiftUI's own default comes from where the text sits.
        let weight = first.weight ?? environment.listshot.fontWeight
        let bold = first.isBold || environment.listshot.isBold
        let font = (first.font ?? environment.font).map { $0.lowered(weight: weight, bold: bold) }
        let fontWeight: FontWeight? = font == nil ? (bold ? .bold : weight?.core) : nil
        let color: ColorReference?
        if let own = first.color {
            color = own.reference(in: environment, context: context)
        } else if let style = first.style {
            color = style.paint(in: environment, context: context)
        } else {
            color = environment.listshot.foreground?.paint(in: environment, context: context)
        }
        return ViewText(string, font: font, color: color, lineLimit: environment.lineLimit,
                        multilineTextAlignment: environment.multilineTextAlignment.core, fontWeight: fontWeight,
                        truncationMode: environment.truncationMode.core)
    }

    @MainActor private func string(of content: Content, in context: LoweringContext) -> String {
        switch content {
        case .verbatim(let string): return string
        case .localized(let key):
            guard let format = context.environment.listshot.assets.string(key.key) else { return key.fallback }
            return LocalizedStringKey.substitute(format, key.arguments)
        }
    }
}

extension Text.Run {
    /// What decides how a run looks, for telling whether joined runs differ.
    var styleKey: String {
        "\(String(describing: font))|\(String(describing: weight))|\(isBold)|\(isItalic)|\(String(describing: color))|\(String(describing: style))"
    }
}

extension LocalizedStringKey {
    /// `format` with `%@`, `%lld`, `%d`, `%lf`, `%f` and positional `%1$@` replaced by `arguments`
    /// in order; `%%` is a percent sign. A missing argument shows as the specifier itself.
    static func substitute(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var scalars = Array(format.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { result += "%"; scalars = scalars.dropFirst(); continue }
            var spec = "%"
            var position: Int?
            while let c = scalars.first, !CharacterSet.letters.contains(c) || c == "l" || c == "h" || c == "q" {
                spec.unicodeScalars.append(c); scalars = scalars.dropFirst()
                if c == "$", let number = Int(spec.dropFirst().dropLast()) { position = number - 1 }
            }
            guard let conversion = scalars.first else { result += spec; break }
            spec.unicodeScalars.append(conversion); scalars = scalars.dropFirst()
            let index = position ?? next
            if position == nil { next += 1 }
            result += index >= 0 && index < arguments.count ? arguments[index] : spec
        }
        return result
    }
}

extension TextAlignment {
    var core: ListshotCore.TextAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

extension Text.TruncationMode {
    var core: ViewTruncationMode {
        switch self {
        case .head: return .head
        case .middle: return .middle
        case .tail: return .tail
        }
    }
}
