extension DisplayList {
    /// The list with every frame snapped to the device pixel grid.
    ///
    /// Edges round to the nearest device pixel, so a 1 pt divider at 3× covers exactly three
    /// pixel rows. Text keeps its wrap width (only its origin moves) so it draws exactly as it
    /// was measured.
    public func snappedToPixelGrid() -> DisplayList {
        var copy = self
        let grid = PixelGrid(scale: scale)
        copy.items = items.map { item in
            var item = item
            switch item.primitive {
            case .rect(var p): p.frame = grid.snap(p.frame); item.primitive = .rect(p)
            case .ellipse(var p): p.frame = grid.snap(p.frame); item.primitive = .ellipse(p)
            case .line(var p): p.from = grid.snap(p.from); p.to = grid.snap(p.to); item.primitive = .line(p)
            case .path(var p): p.frame = grid.snap(p.frame); item.primitive = .path(p)
            case .image(var p): p.frame = grid.snap(p.frame); item.primitive = .image(p)
            case .shadow(var p): p.frame = grid.snap(p.frame); item.primitive = .shadow(p)
            case .text(var p): p.frame.x = grid.snap(p.frame.x); p.frame.y = grid.snap(p.frame.y); item.primitive = .text(p)
            case .pushClip(var p): p.frame = grid.snap(p.frame); item.primitive = .pushClip(p)
            case .popClip, .pushOpacity, .popOpacity: break
            }
            return item
        }
        return copy
    }
}

/// Rounds point values to the nearest device pixel.
public struct PixelGrid: Sendable {
    public var scale: Double
    public init(scale: Double) { self.scale = scale }

    /// `value` rounded to the nearest multiple of 1/scale.
    public func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

    public func snap(_ point: Point) -> Point { Point(x: snap(point.x), y: snap(point.y)) }

    /// Both edges rounded, so adjacent frames stay adjacent.
    public func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }
}
