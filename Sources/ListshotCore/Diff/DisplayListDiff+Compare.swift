extension DisplayListDiff {
    /// A move (when only the origin changed) and every other change of one element.
    ///
    /// Each primitive kind compares every one of its fields, one line per differing field
    /// (`title text "A" → "B"`). Whatever no field line describes ends in a catch-all `changed`
    /// line, so two unequal items always give at least one line (docs/display-list.md).
    static func compare(id: String, old: DisplayItem, new: DisplayItem) -> (move: (dx: Double, dy: Double)?, changes: [Change]) {
        var move: (dx: Double, dy: Double)?
        var lines = FieldLines(element: id, frame: new.primitive.frame)
        if let a = old.primitive.frame, let b = new.primitive.frame {
            if a.size != b.size {
                lines.changes.append(Change(kind: .resized, element: id, detail: "resized \(format(a.size)) → \(format(b.size))", frame: b))
            } else if a.origin != b.origin {
                move = (b.x - a.x, b.y - a.y)
            }
        }
        switch (old.primitive, new.primitive) {
        case (.text(let a), .text(let b)):
            lines.add(.text, "text", a.request.text, b.request.text) { "\"\(excerpt($0))\"" }
            lines.add(.color, "colour", a.color, b.color)
            lines.add(.style, "text style", styleSummary(a.request), styleSummary(b.request))
            lines.add(.style, "wrap width", a.request.width, b.request.width, number)
            lines.add(.style, "direction", a.request.direction, b.request.direction) { $0.rawValue }
        case (.rect(let a), .rect(let b)):
            lines.add(.color, "colour", a.fill, b.fill, paintSummary)
            lines.add(.color, "border", a.stroke, b.stroke, strokeSummary)
            lines.add(.style, "corner radius", a.cornerRadius, b.cornerRadius, number)
            lines.add(.style, "corner curve", a.cornerCurve, b.cornerCurve) { $0.rawValue }
        case (.ellipse(let a), .ellipse(let b)):
            lines.add(.color, "colour", a.fill, b.fill, paintSummary)
            lines.add(.color, "border", a.stroke, b.stroke, strokeSummary)
        case (.path(let a), .path(let b)):
            lines.add(.color, "icon paint", a.paint, b.paint, pathPaint)
            // Compare paths as stored in sidecars (SVG text, 3 decimals), not as full-precision doubles.
            if a.path.svgString != b.path.svgString {
                lines.changes.append(Change(kind: .style, element: id, detail: "icon shape changed", frame: lines.frame))
            }
            lines.add(.style, "view box", a.viewBox, b.viewBox) { "\(number($0.width))×\(number($0.height))" }
            lines.add(.style, "mirrored", a.isMirrored, b.isMirrored) { "\($0)" }
        case (.image(let a), .image(let b)):
            lines.add(.style, "image", a.path, b.path) { String($0.split(separator: "/").last ?? "") }
            lines.add(.style, "content mode", a.contentMode, b.contentMode) { $0.rawValue }
            lines.add(.style, "corner radius", a.cornerRadius, b.cornerRadius, number)
        case (.line(let a), .line(let b)):
            lines.add(.color, "line", a.stroke, b.stroke, strokeSummary)
            if a.from != b.from || a.to != b.to {
                lines.changes.append(Change(kind: .moved, element: id, detail: "line moved", frame: lines.frame))
            }
        case (.shadow(let a), .shadow(let b)):
            lines.add(.color, "shadow colour", a.color, b.color)
            lines.add(.style, "shadow blur", a.blur, b.blur, number)
            lines.add(.style, "shadow offset", a.offset, b.offset) { "\(number($0.x)), \(number($0.y))" }
            lines.add(.style, "shadow corner radius", a.cornerRadius, b.cornerRadius, number)
        case (.pushOpacity(let a), .pushOpacity(let b)):
            lines.add(.style, "opacity", a, b, number)
        case (.pushClip(let a), .pushClip(let b)):
            lines.add(.style, "clip corner radius", a.cornerRadius, b.cornerRadius, number)
            lines.add(.style, "clip corner curve", a.cornerCurve, b.cornerCurve) { $0.rawValue }
        case (.pushTransform(let a), .pushTransform(let b)):
            lines.add(.moved, "placed at", a.translation, b.translation) { "\(number($0.x)), \(number($0.y))" }
            lines.add(.resized, "scale", a.scale, b.scale) { String(($0 * 10_000).rounded() / 10_000) }
        default:
            if old.primitive.kindName != new.primitive.kindName {
                lines.changes.append(Change(kind: .style, element: id, detail: "became a \(new.primitive.kindName) (was a \(old.primitive.kindName))", frame: lines.frame))
            }
        }
        if lines.changes.isEmpty, move == nil, !equalAsStored(old.primitive, new.primitive) {
            lines.changes.append(Change(kind: .style, element: id, detail: "changed", frame: lines.frame))
        }
        return (move, lines.changes)
    }

    /// The change lines of one element, one per differing field.
    struct FieldLines {
        var element: String
        var frame: Rect?
        var changes: [Change] = []

        /// Adds `name old → new` when the values differ.
        mutating func add<T: Equatable>(_ kind: Change.Kind, _ name: String, _ a: T, _ b: T, _ show: (T) -> String = { "\($0)" }) {
            guard a != b else { return }
            changes.append(Change(kind: kind, element: element, detail: "\(name) \(show(a)) → \(show(b))", frame: frame))
        }
    }

    /// Whether two primitives are equal as a sidecar stores them (paths as their SVG text).
    static func equalAsStored(_ a: Primitive, _ b: Primitive) -> Bool {
        guard case .path(var p) = a, case .path(let q) = b, p.path.svgString == q.path.svgString else { return a == b }
        p.path = q.path
        return p == q
    }

    static func paintSummary(_ paint: Paint?) -> String {
        switch paint {
        case .none: return "none"
        case .solid(let c)?: return c.hexString
        case .linearGradient(let g)?:
            return "gradient(\(number(g.angle))°, " + g.stops.map { "\($0.color.hexString) \(number($0.location))" }.joined(separator: ", ") + ")"
        }
    }

    static func strokeSummary(_ stroke: Stroke?) -> String {
        stroke.map { "\(number($0.width)) pt \($0.color)" } ?? "none"
    }

    static func pathPaint(_ paint: PathPaint) -> String {
        switch paint {
        case .fill(let c): return c.hexString
        case .stroke(let c, let width): return "\(c.hexString) stroke \(number(width))"
        case .erase(let width): return width.map { "erase stroke \(number($0))" } ?? "erase"
        }
    }

    static func styleSummary(_ r: TextRequest) -> String {
        "\(r.style.fontFamily) \(number(r.style.size))/\(r.style.rule == .natural ? "natural, at least " : "")\(number(r.style.lineHeight)) \(r.style.weight.rawValue)"
            + (r.maxLines > 0 ? " max \(r.maxLines) lines" : "") + (r.alignment == .natural ? "" : " \(r.alignment.rawValue)")
    }
}

extension Primitive {
    /// The primitive's frame, when it has one.
    public var frame: Rect? {
        switch self {
        case .rect(let p): return p.frame
        case .ellipse(let p): return p.frame
        case .path(let p): return p.frame
        case .image(let p): return p.frame
        case .shadow(let p): return p.frame
        case .text(let p): return p.frame
        case .pushClip(let p): return p.frame
        case .line(let p):
            return Rect(x: min(p.from.x, p.to.x), y: min(p.from.y, p.to.y),
                        width: abs(p.to.x - p.from.x), height: abs(p.to.y - p.from.y))
        case .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform: return nil
        }
    }

    /// A short name of the primitive kind.
    public var kindName: String {
        switch self {
        case .rect: return "rect"
        case .ellipse: return "ellipse"
        case .line: return "line"
        case .path: return "path"
        case .image: return "image"
        case .shadow: return "shadow"
        case .text: return "text"
        case .pushClip, .popClip: return "clip"
        case .pushOpacity, .popOpacity: return "opacity group"
        case .pushTransform, .popTransform: return "transform group"
        }
    }
}
