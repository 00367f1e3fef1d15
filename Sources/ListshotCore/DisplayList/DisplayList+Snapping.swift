extension DisplayList {
    /// The list with every frame snapped to the device pixel grid.
    ///
    /// Edges round to the nearest device pixel, so a 1 pt divider at 3× covers exactly three
    /// pixel rows. Text keeps its wrap width (only its origin moves) so it draws exactly as it
    /// was measured. Items inside a transform are in its inner space: they snap to the device
    /// pixels they land on (mapped out, rounded, mapped back), and the transform itself is kept.
    public func snappedToPixelGrid() -> DisplayList {
        var copy = self
        copy.items = zip(items, Self.canvasTransforms(of: items)).map { item, transform in
            var item = item
            let grid = PixelGrid(scale: scale, transform: transform)
            switch item.primitive {
            case .rect(var p): p.frame = grid.snap(p.frame); item.primitive = .rect(p)
            case .ellipse(var p): p.frame = grid.snap(p.frame); item.primitive = .ellipse(p)
            case .line(var p): p.from = grid.snap(p.from); p.to = grid.snap(p.to); item.primitive = .line(p)
            case .path(var p): p.frame = grid.snap(p.frame); item.primitive = .path(p)
            case .image(var p): p.frame = grid.snap(p.frame); item.primitive = .image(p)
            case .shadow(var p): p.frame = grid.snap(p.frame); item.primitive = .shadow(p)
            case .text(var p): let origin = grid.snap(p.frame.origin); p.frame.x = origin.x; p.frame.y = origin.y; item.primitive = .text(p)
            case .pushClip(var p): p.frame = grid.snap(p.frame); item.primitive = .pushClip(p)
            case .pushTransform, .popTransform, .popClip, .pushOpacity, .popOpacity: break
            }
            return item
        }
        return copy
    }
}

/// Rounds point values to the nearest device pixel.
///
/// ```swift
/// PixelGrid(scale: 3).snap(10.2)   // 10.333…
/// ```
public struct PixelGrid: Sendable {
    public var scale: Double
    /// Where the values live: the inner space of this transform (identity for the canvas).
    public var transform: Transform
    public init(scale: Double, transform: Transform = .identity) { self.scale = scale; self.transform = transform }

    /// `value` rounded to the nearest multiple of 1/scale (in the canvas; an x coordinate in a
    /// transformed space).
    public func snap(_ value: Double) -> Double { snap(value, offset: transform.translation.x) }

    private func snap(_ value: Double, offset: Double) -> Double {
        let s = transform.scale
        guard s != 1 || offset != 0 else { return (value * scale).rounded() / scale }
        let outer = ((offset + s * value) * scale).rounded() / scale
        return (outer - offset) / s
    }

    public func snap(_ point: Point) -> Point {
        Point(x: snap(point.x, offset: transform.translation.x), y: snap(point.y, offset: transform.translation.y))
    }

    /// Both edges rounded, so adjacent frames stay adjacent.
    public func snap(_ rect: Rect) -> Rect {
        let x0 = snap(rect.minX, offset: transform.translation.x), y0 = snap(rect.minY, offset: transform.translation.y)
        return Rect(x: x0, y: y0, width: snap(rect.maxX, offset: transform.translation.x) - x0,
                    height: snap(rect.maxY, offset: transform.translation.y) - y0)
    }
}
