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
            return context.environment.listshot.assets.string(key.key, key.arguments) ?? key.fallback
        }
    }
}

extension Text.Run {
    /// What decides how a run looks, for telling whether joined runs differ.
    var styleKey: String {
        "\(String(describing: font))|\(String(describing: weight))|\(isBold)|\(isItalic)|\(String(describing: color))|\(String(describing: style))"
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
