internal import ListshotCore

/// `Image(systemName:)` as Listshot's symbol view: SF Symbol names drawn with openly licensed
/// stand-ins, sized from the font beside them (docs/symbols.md).
enum SymbolLowering {
    @MainActor
    static func node(name: String, in context: LoweringContext) -> ViewNode {
        let environment = context.environment
        let variant = environment.symbolVariants.core
        let symbol = ViewSymbol(name, color: environment.listshot.foreground?.paint(in: environment, context: context),
                                scale: environment.imageScale.core, variant: variant)
        if symbol.resolved == nil {
            context.note("Image(systemName: \"\(name)\") has no stand-in yet: drawn as a question-mark placeholder (docs/symbols.md lists the names)")
        }
        var node = ViewNode(.symbol(symbol))
        if let font = environment.font {
            // A symbol follows the font it sits beside (docs/symbols.md, "Sizes").
            node = node.modifier(.environment(.font(font.lowered(weight: environment.listshot.fontWeight, bold: environment.listshot.isBold))))
        }
        return node
    }
}

extension SymbolVariants {
    /// Listshot's variant for SwiftUI's: `.fill`, `.circle`, `.square` and their combinations.
    var core: ListshotCore.SymbolVariants {
        ListshotCore.SymbolVariants(shape: suffixes.contains("circle") ? .circle : suffixes.contains("square") ? .square : .none,
                                    isFilled: suffixes.contains("fill"))
    }
}

extension Image.Scale {
    var core: ViewSymbol.Scale {
        switch self {
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        }
    }
}
