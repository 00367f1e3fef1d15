extension Array where Element == DisplayItem {
    /// The items moved by `(dx, dy)`: what a layout made at the origin, drawn where its parent puts it.
    ///
    /// Inside a transform group the items are in the group's own space, so only the group's
    /// translation moves; everything else moves by the offset itself.
    ///
    /// ```swift
    /// let moved = items.translated(dx: 16, dy: 120)
    /// ```
    func translated(dx: Double, dy: Double) -> [DisplayItem] {
        guard dx != 0 || dy != 0 else { return self }
        var depth = 0
        func move(_ r: Rect) -> Rect { depth > 0 ? r : r.offsetBy(dx: dx, dy: dy) }
        func move(_ p: Point) -> Point { depth > 0 ? p : Point(x: p.x + dx, y: p.y + dy) }
        return map { item in
            var item = item
            switch item.primitive {
            case .rect(var p): p.frame = move(p.frame); item.primitive = .rect(p)
            case .ellipse(var p): p.frame = move(p.frame); item.primitive = .ellipse(p)
            case .line(var p): p.from = move(p.from); p.to = move(p.to); item.primitive = .line(p)
            case .path(var p): p.frame = move(p.frame); item.primitive = .path(p)
            case .image(var p): p.frame = move(p.frame); item.primitive = .image(p)
            case .shadow(var p): p.frame = move(p.frame); item.primitive = .shadow(p)
            case .text(var p): p.frame = move(p.frame); item.primitive = .text(p)
            case .pushClip(var p): p.frame = move(p.frame); item.primitive = .pushClip(p)
            case .pushTransform(var t):
                t.translation = move(t.translation)
                item.primitive = .pushTransform(t)
                depth += 1
            case .popTransform: depth = Swift.max(0, depth - 1)
            case .popClip, .pushOpacity, .popOpacity: break
            }
            return item
        }
    }
}
