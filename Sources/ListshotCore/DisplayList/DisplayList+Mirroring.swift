extension DisplayList {
    /// The list mirrored horizontally across the canvas, for right-to-left layouts.
    ///
    /// Layout runs in logical (leading = left) coordinates; this flips every frame. Images and
    /// text are not flipped, only moved; directional icons were already marked `isMirrored` by
    /// the layout. Gradients that run along the x axis reverse.
    public func mirroredHorizontally() -> DisplayList {
        var copy = self
        let width = size.width
        func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.y, width: r.width, height: r.height) }
        func flip(_ p: Point) -> Point { Point(x: width - p.x, y: p.y) }
        func flip(_ paint: Paint?) -> Paint? {
            guard case .linearGradient(var g)? = paint else { return paint }
            g.angle = (360 - g.angle).truncatingRemainder(dividingBy: 360)
            return .linearGradient(g)
        }
        copy.items = items.map { item in
            var item = item
            switch item.primitive {
            case .rect(var p): p.frame = flip(p.frame); p.fill = flip(p.fill); item.primitive = .rect(p)
            case .ellipse(var p): p.frame = flip(p.frame); p.fill = flip(p.fill); item.primitive = .ellipse(p)
            case .line(var p): p.from = flip(p.from); p.to = flip(p.to); item.primitive = .line(p)
            case .path(var p): p.frame = flip(p.frame); item.primitive = .path(p)
            case .image(var p): p.frame = flip(p.frame); item.primitive = .image(p)
            case .shadow(var p): p.frame = flip(p.frame); p.offset.x = -p.offset.x; item.primitive = .shadow(p)
            case .text(var p): p.frame = flip(p.frame); item.primitive = .text(p)
            case .pushClip(var p): p.frame = flip(p.frame); item.primitive = .pushClip(p)
            case .pushTransform(var t):
                // Inner frames flip across the same width, so the group's origin moves to keep
                // `width − outer x` = translation′ + scale·(width − inner x).
                t.translation.x = width - t.translation.x - t.scale * width
                item.primitive = .pushTransform(t)
            case .popClip, .pushOpacity, .popOpacity, .popTransform: break
            }
            return item
        }
        return copy
    }
}
