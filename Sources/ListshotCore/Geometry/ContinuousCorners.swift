import Foundation

/// How a rounded rectangle's corners turn: a circular arc, or a continuous curve whose curvature
/// grows gradually from the straight edge, as iOS draws its screens and device bodies (Apple,
/// `CALayerCornerCurve.continuous`: "a continuous curvature curve"; docs/screens.md "Screen corners").
///
/// ```swift
/// RectPrimitive(frame: screen, cornerRadius: 55, cornerCurve: .continuous, fill: .solid(.black))
/// ```
public enum CornerCurve: String, Sendable, Hashable, Codable, CaseIterable {
    case circular, continuous
}

/// One piece of an outline: a move, a straight line, a cubic Bézier, or a circular arc
/// (clockwise in y-down coordinates, from `start` to `end` radians).
public enum OutlineSegment: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, to: Point)
    case arc(center: Point, radius: Double, start: Double, end: Double)
}

/// The outline of a rectangle with continuous corners, by the corner-smoothing construction Figma
/// publishes (Figma blog, "Desperately seeking squircles", 2018; Figma Help Center, "Adjust corner
/// radius and smoothing": a smoothing of 60% matches iOS). A corner of radius R and smoothing ξ
/// starts (1 + ξ)·R from the corner along each edge; a Bézier curve eases from the edge into a
/// circular arc of radius R spanning 90°·(1 − ξ), and a mirrored Bézier eases out. With ξ = 0 it is
/// the circular corner. When (1 + ξ)·R passes half the shorter side, the smoothing shrinks first,
/// then the radius.
///
/// ```swift
/// let outline = ContinuousCorners.outline(Rect(x: 0, y: 0, width: 393, height: 852), radius: 55)
/// ```
public enum ContinuousCorners {
    /// iOS's smoothing, as Figma's "iOS" preset gives it: 60%.
    public static let iOSSmoothing = 0.6

    /// The lengths of one corner: how far it reaches along each edge (`extent`), the two Bézier
    /// handles (`a`, `b`), the Bézier's end offsets (`c`, `d`) and the arc.
    public struct Corner: Sendable, Hashable {
        public var radius: Double
        public var extent: Double
        public var a: Double, b: Double, c: Double, d: Double
        public var arcChord: Double
    }

    /// The lengths of a corner of `radius` and `smoothing` in a `width` × `height` rectangle.
    public static func corner(radius requested: Double, smoothing requestedSmoothing: Double = iOSSmoothing,
                              width: Double, height: Double) -> Corner {
        let limit = max(0, min(width, height) / 2)
        let radius = min(max(requested, 0), limit)
        guard radius > 0 else { return Corner(radius: 0, extent: 0, a: 0, b: 0, c: 0, d: 0, arcChord: 0) }
        let extent = min((1 + max(0, min(requestedSmoothing, 1))) * radius, limit)
        let smoothing = extent / radius - 1
        let degrees = Double.pi / 180
        let arcMeasure = 90 * (1 - smoothing)
        let arcChord = sin(arcMeasure / 2 * degrees) * radius * 2.0.squareRoot()
        let alpha = (90 - arcMeasure) / 2
        let p3ToP4 = radius * tan(alpha / 2 * degrees)
        let beta = 45 * smoothing
        let c = p3ToP4 * cos(beta * degrees)
        let d = c * tan(beta * degrees)
        let b = (extent - arcChord - c - d) / 3
        return Corner(radius: radius, extent: extent, a: 2 * b, b: b, c: c, d: d, arcChord: arcChord)
    }

    /// The closed outline of `rect` with continuous corners of `radius`, clockwise from the top edge.
    public static func outline(_ rect: Rect, radius: Double, smoothing: Double = iOSSmoothing) -> [OutlineSegment] {
        let k = Self.corner(radius: radius, smoothing: smoothing, width: rect.width, height: rect.height)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        guard k.radius > 0 else {
            return [.move(Point(x: x0, y: y0)), .line(Point(x: x1, y: y0)), .line(Point(x: x1, y: y1)), .line(Point(x: x0, y: y1))]
        }
        // One corner drawn in a local frame where the corner is at the origin, the incoming edge
        // runs along +u and the outgoing along +v; `map` turns local (u, v) into the rectangle.
        func corner(_ map: (Double, Double) -> Point, center: Point, startAngle: Double) -> [OutlineSegment] {
            let e = k.extent
            let arcStart = map(-(e - k.a - k.b - k.c), k.d)
            let sweep = (Double.pi / 2) * (1 - (k.extent / k.radius - 1))
            let first = startAngle + (Double.pi / 2 - sweep) / 2
            return [
                .cubic(map(-(e - k.a), 0), map(-(e - k.a - k.b), 0), to: arcStart),
                .arc(center: center, radius: k.radius, start: first, end: first + sweep),
                .cubic(map(0, e - k.a - k.b), map(0, e - k.a), to: map(0, e)),
            ]
        }
        let r = k.radius, e = k.extent
        var segments: [OutlineSegment] = [.move(Point(x: x0 + e, y: y0)), .line(Point(x: x1 - e, y: y0))]
        segments += corner({ u, v in Point(x: x1 + u, y: y0 + v) }, center: Point(x: x1 - r, y: y0 + r), startAngle: -Double.pi / 2)
        segments.append(.line(Point(x: x1, y: y1 - e)))
        segments += corner({ u, v in Point(x: x1 - v, y: y1 + u) }, center: Point(x: x1 - r, y: y1 - r), startAngle: 0)
        segments.append(.line(Point(x: x0 + e, y: y1)))
        segments += corner({ u, v in Point(x: x0 - u, y: y1 - v) }, center: Point(x: x0 + r, y: y1 - r), startAngle: Double.pi / 2)
        segments.append(.line(Point(x: x0, y: y0 + e)))
        segments += corner({ u, v in Point(x: x0 + v, y: y0 - u) }, center: Point(x: x0 + r, y: y0 + r), startAngle: Double.pi)
        return segments
    }
}
