import ListshotCore

/// What lies under one run of text: every background colour found under its frame.
package struct ResolvedBackground: Sendable, Hashable {
    /// The distinct opaque colours under the text (one when the background is uniform).
    package var colors: [RGBA]
    /// Whether some of them came from rendered pixels (an image or shadow under the text).
    package var sampledFromPixels: Bool
}

/// Finds the real background of each text run from the display list, in painter's order.
///
/// The items drawn before the text whose frames reach it are composited point by point: filled
/// rects (rounded corners included), filled ellipses and filled paths, each with its own alpha
/// times every enclosing `pushOpacity`, and only inside the enclosing `pushClip`s. The text
/// frame is split into cells at every edge of those items, so a frame half on one fill and half
/// on another yields both colours. A gradient contributes each of its stops; a filled path (an
/// icon) is added as a possible colour rather than a cover, since its shape is unknown here.
/// Where an image or shadow shows under a cell, the cell's colours come from `sampler`.
///
/// ```swift
/// let resolver = BackgroundResolver(list: list, sampler: nil)
/// let background = resolver.background(ofItemAt: 12)
/// ```
package struct BackgroundResolver: Sendable {
    /// One item that may paint under text, with the state it was drawn in.
    struct Layer: Sendable {
        enum Kind: Sendable { case rect(cornerRadius: Double), ellipse, path, pixels }
        var kind: Kind
        var frame: Rect
        var colors: [RGBA]
        var opacity: Double
        var clips: [ClipPrimitive]
    }

    package var list: DisplayList
    package var sampler: (any PixelSampling)?
    /// The canvas colour under everything (the backend clears to transparent; PNGs show white).
    package var canvas: RGBA = .white

    /// Every layer of the list, in order, and for each text item the number of layers drawn
    /// before it and the opacity and clips it is drawn with: one pass, so a screen of n items
    /// costs O(n) to prepare.
    let layers: [Layer]
    let textStates: [Int: (layerCount: Int, opacity: Double, clips: [ClipPrimitive], frame: Rect)]

    package init(list: DisplayList, sampler: (any PixelSampling)?) {
        self.list = list; self.sampler = sampler
        (layers, textStates) = Self.prepare(list)
    }

    static func prepare(_ list: DisplayList) -> ([Layer], [Int: (layerCount: Int, opacity: Double, clips: [ClipPrimitive], frame: Rect)]) {
        var opacities: [Double] = [], clips: [ClipPrimitive] = [], layers: [Layer] = []
        var states: [Int: (layerCount: Int, opacity: Double, clips: [ClipPrimitive], frame: Rect)] = [:]
        // Frames inside a transform group are in its inner space: every layer and clip is kept in
        // canvas points (docs/display-list.md, "Groups").
        let transforms = DisplayList.canvasTransforms(of: list.items)
        for (index, item) in list.items.enumerated() {
            let opacity = opacities.reduce(1, *)
            let t = transforms[index]
            switch item.primitive {
            case .pushOpacity(let o): opacities.append(o)
            case .popOpacity: _ = opacities.popLast()
            case .pushClip(let c): clips.append(ClipPrimitive(frame: t.apply(c.frame), cornerRadius: c.cornerRadius * t.scale))
            case .popClip: _ = clips.popLast()
            case .pushTransform, .popTransform: break
            case .rect(let r):
                if let fill = r.fill { layers.append(Layer(kind: .rect(cornerRadius: r.cornerRadius * t.scale), frame: t.apply(r.frame), colors: Self.colors(of: fill), opacity: opacity, clips: clips)) }
            case .ellipse(let e):
                if let fill = e.fill { layers.append(Layer(kind: .ellipse, frame: t.apply(e.frame), colors: Self.colors(of: fill), opacity: opacity, clips: clips)) }
            case .path(let p):
                if case .fill(let color) = p.paint { layers.append(Layer(kind: .path, frame: t.apply(p.frame), colors: [color], opacity: opacity, clips: clips)) }
            case .image(let i):
                layers.append(Layer(kind: .pixels, frame: t.apply(i.frame), colors: [], opacity: opacity, clips: clips))
            case .shadow(let s):
                let spread = s.blur * 2
                let frame = s.frame.offsetBy(dx: s.offset.x, dy: s.offset.y).inset(by: EdgeInsets(all: -spread))
                layers.append(Layer(kind: .pixels, frame: t.apply(frame), colors: [], opacity: opacity, clips: clips))
            case .text(let text): states[index] = (layers.count, opacity, clips, t.apply(text.frame))
            case .line: break
            }
        }
        return (layers, states)
    }

    static func colors(of paint: Paint) -> [RGBA] {
        switch paint {
        case .solid(let c): return [c]
        case .linearGradient(let g): return g.stops.map(\.color)
        }
    }

    /// The visible part of `frame` under `clips` (their bounding rects), or nil when none shows.
    static func visible(_ frame: Rect, clips: [ClipPrimitive]) -> Rect? {
        var rect = frame
        for clip in clips {
            let x0 = max(rect.minX, clip.frame.minX), y0 = max(rect.minY, clip.frame.minY)
            let x1 = min(rect.maxX, clip.frame.maxX), y1 = min(rect.maxY, clip.frame.maxY)
            guard x1 > x0, y1 > y0 else { return nil }
            rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        return rect
    }

    /// The background under the text item at `index`; nil when that item is not text or is
    /// clipped away entirely. Also returns the opacity the text itself is drawn at.
    package func background(ofItemAt index: Int) -> (background: ResolvedBackground, textOpacity: Double)? {
        guard list.items.indices.contains(index), case .text = list.items[index].primitive else { return nil }
        guard let (layerCount, opacity, clips, frame) = textStates[index], let area = Self.visible(frame, clips: clips) else { return nil }
        let layers = self.layers.prefix(layerCount).filter { $0.frame.intersects(area) }
        // Cells: split the area at every layer edge inside it.
        var xs: Set<Double> = [area.minX, area.maxX], ys: Set<Double> = [area.minY, area.maxY]
        for layer in layers {
            for x in [layer.frame.minX, layer.frame.maxX] where x > area.minX && x < area.maxX { xs.insert(x) }
            for y in [layer.frame.minY, layer.frame.maxY] where y > area.minY && y < area.maxY { ys.insert(y) }
            if case .rect(let r) = layer.kind, r > 0 {
                // Rounded corners: also split where the corner arcs end.
                for x in [layer.frame.minX + r, layer.frame.maxX - r] where x > area.minX && x < area.maxX { xs.insert(x) }
                for y in [layer.frame.minY + r, layer.frame.maxY - r] where y > area.minY && y < area.maxY { ys.insert(y) }
            }
        }
        let sortedX = xs.sorted(), sortedY = ys.sorted()
        var found = Set<RGBA>(), sampled = false
        for (y0, y1) in zip(sortedY, sortedY.dropFirst()) {
            for (x0, x1) in zip(sortedX, sortedX.dropFirst()) {
                let cell = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                let (colors, needsPixels) = composite(at: Point(x: cell.midX, y: cell.midY), layers: layers)
                if needsPixels, let sampler {
                    let pixels = sampler.colors(in: cell)
                    if !pixels.isEmpty { found.formUnion(pixels); sampled = true; continue }
                }
                found.formUnion(colors)
            }
        }
        let colors = found.isEmpty ? [canvas] : found.sorted { $0.hexString < $1.hexString }
        return (ResolvedBackground(colors: colors, sampledFromPixels: sampled), opacity)
    }

    /// The colours at `point` after painting every layer in order, and whether an image or
    /// shadow is still visible there (then only pixels can tell).
    func composite(at point: Point, layers: [Layer]) -> (colors: Set<RGBA>, needsPixels: Bool) {
        var colors: Set<RGBA> = [canvas]
        var needsPixels = false
        for layer in layers where Self.contains(layer, point) {
            switch layer.kind {
            case .pixels:
                needsPixels = true
            case .path:
                colors.formUnion(colors.flatMap { under in layer.colors.map { $0.withOpacity(layer.opacity).composited(over: under) } })
            case .rect, .ellipse:
                let covering = layer.colors.map { $0.withOpacity(layer.opacity) }
                if covering.allSatisfy({ $0.alpha == 255 }) { needsPixels = false }
                colors = Set(colors.flatMap { under in covering.map { $0.composited(over: under) } })
            }
        }
        return (colors, needsPixels)
    }

    /// Whether `point` is inside the layer's shape and every clip it was drawn under.
    static func contains(_ layer: Layer, _ point: Point) -> Bool {
        for clip in layer.clips where !inRounded(clip.frame, radius: clip.cornerRadius, point) { return false }
        switch layer.kind {
        case .rect(let radius): return inRounded(layer.frame, radius: radius, point)
        case .ellipse:
            let rx = layer.frame.width / 2, ry = layer.frame.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (point.x - layer.frame.midX) / rx, dy = (point.y - layer.frame.midY) / ry
            return dx * dx + dy * dy <= 1
        case .path, .pixels: return inRounded(layer.frame, radius: 0, point)
        }
    }

    static func inRounded(_ frame: Rect, radius: Double, _ p: Point) -> Bool {
        guard p.x >= frame.minX, p.x <= frame.maxX, p.y >= frame.minY, p.y <= frame.maxY else { return false }
        let r = min(radius, frame.width / 2, frame.height / 2)
        guard r > 0 else { return true }
        let cx = min(max(p.x, frame.minX + r), frame.maxX - r), cy = min(max(p.y, frame.minY + r), frame.maxY - r)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= r * r
    }
}
