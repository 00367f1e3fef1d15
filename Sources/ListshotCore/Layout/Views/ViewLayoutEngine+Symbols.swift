// System symbols (`ViewKind.symbol`): sized from the environment's font, drawn as path layers (docs/symbols.md).

extension ViewLayoutEngine {
    /// A symbol is a square as wide as the font size it matches, times its image scale: SwiftUI's
    /// medium scale "matches the size of the text" beside it (developer.apple.com/documentation/swiftui/image/scale),
    /// small and large are 0.8× and 1.3× (``ViewSymbol/Scale/factor``). It ignores the proposal,
    /// as an image that is not resizable does.
    func symbolSize(_ node: ViewTreeNode, _ symbol: ViewSymbol) throws(LayoutError) -> Size {
        let side = try symbolPointSize(node, symbol) * symbol.scale.factor
        try Self.check(side, element: node.id, what: "a symbol size", allowZero: false)
        return Size(width: side, height: side)
    }

    /// The font size the symbol matches: its own point size, else the environment font's size.
    func symbolPointSize(_ node: ViewTreeNode, _ symbol: ViewSymbol) throws(LayoutError) -> Double {
        if let size = symbol.pointSize {
            try Self.check(size, element: node.id, what: "a symbol point size", allowZero: false)
            return size
        }
        return try textStyle(of: node.environment.font, node).size
    }

    /// Draws the symbol, or a question-mark placeholder of the same size and a warning when the
    /// table has no such name.
    func placeSymbol(_ node: ViewTreeNode, _ symbol: ViewSymbol, in frame: Rect) throws(LayoutError) {
        let color = try context.theme.color(symbol.color ?? node.environment.foregroundColor, for: node.id)
        if let resolved = symbol.resolved {
            context.emitSymbol(resolved, id: node.id, frame: frame, color: color)
        } else {
            context.warn(.unknownSymbol(element: node.id, name: symbol.name))
            context.emitSymbol(SystemSymbol.placeholder, id: node.id, frame: frame, color: color)
        }
    }
}

extension SystemSymbol {
    /// What an unknown name draws: `questionmark.square`, a rounded square around a question mark.
    static let placeholder: SystemSymbol = {
        let glyph = SymbolGlyph(key: "circle-question-mark[1,2]") ?? SymbolGlyph(parts: [])
        let entry = Entry(baseName: "questionmark", glyphKey: glyph.key, hasBase: true, variants: [.square],
                          isDirectional: false, fillsOpenOutlines: false, aliasOf: nil)
        return SystemSymbol(entry: entry, variant: .square, glyph: glyph)
    }()
}

extension SymbolGlyph {
    init(parts: [Part]) { self.key = ""; self.parts = parts }
}

extension LayoutContext {
    /// Emits `symbol`'s layers into `frame` in `color`, mirrored right to left when it is
    /// directional; a symbol that erases draws in a group of its own, so only its own layers are erased.
    func emitSymbol(_ symbol: SystemSymbol, id: String, frame: Rect, color: RGBA) {
        let drawing = symbol.drawing
        let mirrored = direction == .rightToLeft && symbol.isDirectional
        if drawing.erases { emit(id, .pushOpacity(1)) }
        for layer in drawing.layers {
            let paint: PathPaint
            switch layer.paint {
            case .fill: paint = .fill(color)
            case .stroke(let width): paint = .stroke(color, width: width)
            case .erase(let width): paint = .erase(width: width)
            }
            emit(id, .path(PathPrimitive(frame: frame, viewBox: SymbolGlyph.viewBox, path: layer.path, paint: paint, isMirrored: mirrored)))
        }
        if drawing.erases { emit(id, .popOpacity) }
    }
}

extension LayoutContext {
    /// A bar's symbol (a tab item's or a bar button's): `name` in `variant` where it has it, or
    /// the placeholder and a warning.
    func emitBarSymbol(_ name: String, variant: SymbolVariants, id: String, frame: Rect, color: RGBA) {
        if let symbol = SystemSymbol.named(name, variant: variant) {
            emitSymbol(symbol, id: id, frame: frame, color: color)
        } else {
            warn(.unknownSymbol(element: id, name: name))
            emitSymbol(SystemSymbol.placeholder, id: id, frame: frame, color: color)
        }
    }
}
