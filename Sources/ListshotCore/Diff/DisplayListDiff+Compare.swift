extension DisplayListDiff {
    /// A move (when only the origin changed) and every other change of one element.
    static func compare(id: String, old: DisplayItem, new: DisplayItem) -> (move: (dx: Double, dy: Double)?, changes: [Change]) {
        var changes: [Change] = []
        var move: (dx: Double, dy: Double)?
        let frame = new.primitive.frame
        if let a = old.primitive.frame, let b = new.primitive.frame {
            if a.size != b.size {
                changes.append(Change(kind: .resized, element: id, detail: "resized \(format(a.size)) → \(format(b.size))", frame: b))
            } else if a.origin != b.origin {
                move = (b.x - a.x, b.y - a.y)
            }
        }
        switch (old.primitive, new.primitive) {
        case (.text(let a), .text(let b)):
            if a.request.text != b.request.text {
                changes.append(Change(kind: .text, element: id, detail: "text \"\(excerpt(a.request.text))\" → \"\(excerpt(b.request.text))\"", frame: frame))
            }
            if a.color != b.color {
                changes.append(Change(kind: .color, element: id, detail: "colour \(a.color) → \(b.color)", frame: frame))
            }
            if a.request.style != b.request.style || a.request.maxLines != b.request.maxLines || a.request.alignment != b.request.alignment {
                changes.append(Change(kind: .style, element: id, detail: "text style \(styleSummary(a.request)) → \(styleSummary(b.request))", frame: frame))
            }
        case (.rect(let a), .rect(let b)):
            appendPaint(a.fill, b.fill, id: id, frame: frame, into: &changes)
            if a.stroke != b.stroke {
                changes.append(Change(kind: .color, element: id, detail: "border \(strokeSummary(a.stroke)) → \(strokeSummary(b.stroke))", frame: frame))
            }
            if a.cornerRadius != b.cornerRadius {
                changes.append(Change(kind: .style, element: id, detail: "corner radius \(number(a.cornerRadius)) → \(number(b.cornerRadius))", frame: frame))
            }
        case (.ellipse(let a), .ellipse(let b)):
            appendPaint(a.fill, b.fill, id: id, frame: frame, into: &changes)
        case (.path(let a), .path(let b)):
            if a.paint != b.paint {
                changes.append(Change(kind: .color, element: id, detail: "icon paint \(pathPaint(a.paint)) → \(pathPaint(b.paint))", frame: frame))
            }
            // Compare paths as stored in sidecars (SVG text, 3 decimals), not as full-precision doubles.
            if a.path.svgString != b.path.svgString || a.isMirrored != b.isMirrored {
                changes.append(Change(kind: .style, element: id, detail: "icon shape changed", frame: frame))
            }
        case (.image(let a), .image(let b)):
            if a.path != b.path || a.contentMode != b.contentMode || a.cornerRadius != b.cornerRadius {
                changes.append(Change(kind: .style, element: id, detail: "image \(a.path.split(separator: "/").last ?? "") → \(b.path.split(separator: "/").last ?? "")", frame: frame))
            }
        case (.line(let a), .line(let b)):
            if a.stroke != b.stroke {
                changes.append(Change(kind: .color, element: id, detail: "line \(strokeSummary(a.stroke)) → \(strokeSummary(b.stroke))", frame: frame))
            }
            if a.from != b.from || a.to != b.to {
                changes.append(Change(kind: .moved, element: id, detail: "line moved", frame: frame))
            }
        case (.shadow(let a), .shadow(let b)):
            if a.color != b.color || a.blur != b.blur || a.offset != b.offset {
                changes.append(Change(kind: .style, element: id, detail: "shadow changed", frame: frame))
            }
        case (.pushOpacity(let a), .pushOpacity(let b)):
            if a != b { changes.append(Change(kind: .style, element: id, detail: "opacity \(number(a)) → \(number(b))", frame: frame)) }
        case (.pushClip(let a), .pushClip(let b)):
            if a.cornerRadius != b.cornerRadius { changes.append(Change(kind: .style, element: id, detail: "clip changed", frame: frame)) }
        default:
            if old.primitive.kindName != new.primitive.kindName {
                changes.append(Change(kind: .style, element: id, detail: "became a \(new.primitive.kindName) (was a \(old.primitive.kindName))", frame: frame))
            }
        }
        return (move, changes)
    }

    static func appendPaint(_ a: Paint?, _ b: Paint?, id: String, frame: Rect?, into changes: inout [Change]) {
        guard a != b else { return }
        changes.append(Change(kind: .color, element: id, detail: "colour \(paintSummary(a)) → \(paintSummary(b))", frame: frame))
    }

    static func paintSummary(_ paint: Paint?) -> String {
        switch paint {
        case .none: return "none"
        case .solid(let c)?: return c.hexString
        case .linearGradient(let g)?: return "gradient(" + g.stops.map(\.color.hexString).joined(separator: ", ") + ")"
        }
    }

    static func strokeSummary(_ stroke: Stroke?) -> String {
        stroke.map { "\(number($0.width)) pt \($0.color)" } ?? "none"
    }

    static func pathPaint(_ paint: PathPaint) -> String {
        switch paint {
        case .fill(let c): return c.hexString
        case .stroke(let c, _): return c.hexString
        }
    }

    static func styleSummary(_ r: TextRequest) -> String {
        "\(r.style.fontFamily) \(number(r.style.size))/\(number(r.style.lineHeight)) \(r.style.weight.rawValue)"
            + (r.maxLines > 0 ? " max \(r.maxLines) lines" : "")
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
        case .popClip, .pushOpacity, .popOpacity: return nil
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
        }
    }
}
