internal import ListshotCore

/// An outline of lines and curves (SwiftUI `Path`), for a ``Shape``'s `path(in:)`.
///
/// ```swift
/// Path { path in
///     path.move(to: .zero)
///     path.addLine(to: CGPoint(x: 10, y: 10))
/// }
/// ```
public struct Path: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }
    private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// The last point drawn to.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p): return p
            case .quadCurve(let p, _), .curve(let p, _, _): return p
            case .close: continue
            }
        }
        return nil
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = max(0, min(cornerSize.width, rect.width / 2, rect.height / 2))
        let k = 0.5522847498 * r
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), control1: CGPoint(x: rect.maxX - r + k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + r - k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addCurve(to: CGPoint(x: rect.maxX - r, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - r + k), control2: CGPoint(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r), control1: CGPoint(x: rect.minX + r - k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - r + k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + r - k), control2: CGPoint(x: rect.minX + r - k, y: rect.minY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let kx = 0.5522847498 * rx, ky = 0.5522847498 * ry
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// An arc around `center` from `startAngle` to `endAngle`, drawn as cubic pieces of at most 90°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in a flipped (y-down) space: true sweeps towards negative angles.
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let r = Double(radius)
        func point(_ angle: Double) -> CGPoint { CGPoint(x: center.x + CGFloat(r * cos(angle)), y: center.y + CGFloat(r * sin(angle))) }
        var angle = startAngle.radians
        if currentPoint == nil { move(to: point(angle)) } else { addLine(to: point(angle)) }
        for _ in 0..<pieces {
            let next = angle + step
            let k = 4 / 3 * tan(step / 4) * r
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - CGFloat(k * sin(angle)), y: p0.y + CGFloat(k * cos(angle)))
            let c2 = CGPoint(x: p3.x + CGFloat(k * sin(next)), y: p3.y - CGFloat(k * cos(next)))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    /// Listshot's vector path of the same outline.
    var vectorPath: VectorPath {
        var last = CGPoint.zero
        var commands: [VectorPath.Command] = []
        for element in elements {
            switch element {
            case .move(let p): commands.append(.move(Double(p.x), Double(p.y))); last = p
            case .line(let p): commands.append(.line(Double(p.x), Double(p.y))); last = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                commands.append(.cubic(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))); last = p
            case .curve(let p, let c1, let c2):
                commands.append(.cubic(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))); last = p
            case .close: commands.append(.close)
            }
        }
        return VectorPath(commands)
    }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
