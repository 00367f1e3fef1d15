/// How a symbol draws in one colour: layers of paths, painted in order, in the 24×24 view box
/// (docs/symbols.md "Variants").
///
/// - none: the glyph stroked (width 2, round caps and joins).
/// - `.fill`: its closed outlines filled and stroked, its open strokes stroked, the detail inside
///   an outline knocked out (erased).
/// - `.circle` / `.square`: a circle (r 10) or rounded square (18×18, corners 4) stroked, the
///   glyph stroked inside at ``enclosedScale``.
/// - `.circle.fill` / `.square.fill`: the disc (r 11) or square (20×20, corners 5) filled, the
///   glyph knocked out of it at ``enclosedScale``, solid where the base has `.fill` (or fills open outlines).
///
/// ```swift
/// let layers = SystemSymbol.named("heart.fill")?.drawing   // a fill and a stroke of the outline
/// ```
public struct SymbolDrawing: Sendable, Hashable {
    /// How one layer paints.
    public enum Paint: Sendable, Hashable {
        case fill
        case stroke(width: Double)
        /// Erases what earlier layers drew under the path's fill (nil width) or stroke.
        case erase(width: Double?)
    }

    public struct Layer: Sendable, Hashable {
        public var path: VectorPath
        public var paint: Paint
    }

    public var layers: [Layer]

    /// Whether a layer erases: the symbol then draws in a group of its own, so only its own layers are erased.
    public var erases: Bool { layers.contains { if case .erase = $0.paint { return true } else { return false } } }
}

extension SystemSymbol {
    /// The glyph's scale inside a circle or square: 0.6 of the view box, so a 20-unit glyph keeps
    /// 1 unit clear of a circle's stroke (inner radius 9) — Listshot's choice, docs/symbols.md.
    public static let enclosedScale = 0.6

    /// The layers this symbol paints (``SymbolDrawing``).
    public var drawing: SymbolDrawing {
        let width = SymbolGlyph.strokeWidth
        let all: Set<SymbolGlyph.Role> = [.outline, .stroke, .cutout]
        func solid(_ glyph: SymbolGlyph, scale: Double, paint: (Bool) -> SymbolDrawing.Paint) -> [SymbolDrawing.Layer] {
            // `paint(true)` is the fill paint, `paint(false)` the stroke paint.
            let scaled = { (roles: Set<SymbolGlyph.Role>) in glyph.path(roles).scaled(scale, about: 12, 12) }
            return [SymbolDrawing.Layer(path: scaled([.outline]), paint: paint(true)),
                    SymbolDrawing.Layer(path: scaled([.outline, .stroke]), paint: paint(false))]
        }
        let stroke = SymbolDrawing.Paint.stroke(width: width)
        switch (variant.shape, variant.isFilled) {
        case (.none, false):
            return SymbolDrawing(layers: [.init(path: glyph.path(all), paint: stroke)])
        case (.none, true):
            var layers = solid(glyph, scale: 1) { $0 ? .fill : stroke }
            let cutouts = glyph.path([.cutout])
            if !cutouts.commands.isEmpty { layers.append(.init(path: cutouts, paint: .erase(width: width))) }
            return SymbolDrawing(layers: layers.filter { !$0.path.commands.isEmpty })
        case (let shape, false):
            let frame = shape == .circle ? VectorPath(VectorPath.circle(cx: 12, cy: 12, r: 10))
                : VectorPath(SystemGlyph.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 4))
            return SymbolDrawing(layers: [.init(path: frame, paint: stroke),
                                          .init(path: glyph.path(all).scaled(Self.enclosedScale, about: 12, 12), paint: stroke)])
        case (let shape, true):
            let plate = shape == .circle ? VectorPath(VectorPath.circle(cx: 12, cy: 12, r: 11))
                : VectorPath(SystemGlyph.roundedRect(x: 2, y: 2, width: 20, height: 20, radius: 5))
            var layers = [SymbolDrawing.Layer(path: plate, paint: .fill)]
            if entry.variants.contains(.fill) || entry.fillsOpenOutlines {
                // The solid glyph is knocked out, and its inner detail drawn back in.
                layers += solid(glyph, scale: Self.enclosedScale) { $0 ? .erase(width: nil) : .erase(width: width) }
                let cutouts = glyph.path([.cutout]).scaled(Self.enclosedScale, about: 12, 12)
                if !cutouts.commands.isEmpty { layers.append(.init(path: cutouts, paint: stroke)) }
            } else {
                layers.append(.init(path: glyph.path(all).scaled(Self.enclosedScale, about: 12, 12), paint: .erase(width: width)))
            }
            return SymbolDrawing(layers: layers.filter { !$0.path.commands.isEmpty })
        }
    }
}
