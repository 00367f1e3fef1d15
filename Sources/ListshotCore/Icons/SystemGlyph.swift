/// The glyphs of iOS system chrome, drawn by Listshot as filled vector paths (no Apple font or
/// symbol file): the status bar's cellular bars, Wi-Fi and battery, the back chevron and the search
/// field's magnifier. Shapes follow Apple's published status bar artwork (docs/screens.md, "Glyphs").
///
/// ```swift
/// let (box, path) = SystemGlyph.signal(bars: 3).geometry   // a 19.33 × 12.33 view box
/// ```
public enum SystemGlyph: Sendable, Hashable {
    /// Four rising bars, the first `bars` solid and the rest faint (drawn by the caller).
    case signal(bars: Int)
    /// Three Wi-Fi arcs over a dot, the first `arcs` solid.
    case wifi(arcs: Int)
    /// The battery's outline.
    case batteryOutline
    /// The battery's cap.
    case batteryCap
    /// The battery's level: a bar filling `percent` of the inside.
    case batteryLevel(percent: Int)
    /// The back button's chevron.
    case backChevron
    /// The search field's magnifier.
    case magnifier

    /// The view box and the filled path of the glyph's solid part.
    public var geometry: (viewBox: Size, path: VectorPath) {
        switch self {
        case .signal(let bars):
            return (Size(width: 19.33, height: 12.33), VectorPath(Self.signalBars(0..<min(max(bars, 0), 4))))
        case .wifi(let arcs):
            return (Size(width: 17, height: 12.33), VectorPath(Self.wifiArcs(max(0, 3 - min(max(arcs, 0), 3))..<3)))
        case .batteryOutline:
            // A 25 × 13 body with 4 pt corners drawn as a 1 pt ring (measured, docs/screens.md "Glyphs").
            return (Self.batteryBox, VectorPath(Self.roundedRect(x: 0, y: 0, width: 25, height: 13, radius: 4)
                + Self.roundedRect(x: 1, y: 1, width: 23, height: 11, radius: 3, reversed: true)))
        case .batteryCap:
            // 1.33 × 4.33, 1 pt after the body, centred.
            return (Self.batteryBox, VectorPath([.move(26, 4.33), .line(26.4, 4.33), .cubic(26.9, 4.33, 27.33, 5.2, 27.33, 6.5),
                                                 .cubic(27.33, 7.8, 26.9, 8.67, 26.4, 8.67), .line(26, 8.67), .close]))
        case .batteryLevel(let percent):
            // Up to 21 × 9, 2 pt inside the body, with 2 pt corners.
            let width = 21 * Double(min(max(percent, 0), 100)) / 100
            guard width > 0 else { return (Self.batteryBox, VectorPath([])) }
            return (Self.batteryBox, VectorPath(Self.roundedRect(x: 2, y: 2, width: width, height: 9, radius: min(2, width / 2))))
        case .backChevron:
            // A 12.5 × 21 chevron whose strokes are 2.7 wide, as SF Symbols' `chevron.backward` at 17 pt semibold.
            return (Size(width: 12.5, height: 21), VectorPath([
                .move(10.6, 0.4), .line(12.1, 1.9), .line(3.6, 10.5), .line(12.1, 19.1), .line(10.6, 20.6),
                .line(0.6, 10.5), .close,
            ]))
        case .magnifier:
            // A ring (6.2 outer, 4.6 inner radius) and a handle, in a 17 × 17 box.
            return (Size(width: 17, height: 17), VectorPath(
                VectorPath.circle(cx: 7, cy: 7, r: 6.2) + Self.reversedCircle(cx: 7, cy: 7, r: 4.6)
                + [.move(10.9, 9.8), .line(16.6, 15.5), .line(15.5, 16.6), .line(9.8, 10.9), .close]))
        }
    }

    /// The faint part drawn behind the solid one (missing bars and arcs), or nil.
    public var faintPath: VectorPath? {
        switch self {
        case .signal(let bars) where bars < 4:
            return VectorPath(Self.signalBars(min(max(bars, 0), 4)..<4))
        case .wifi(let arcs) where arcs < 3 && arcs > 0:
            return VectorPath(Self.wifiArcs(0..<(3 - min(max(arcs, 0), 3))))
        default:
            return nil
        }
    }

    static let batteryBox = Size(width: 27.33, height: 13)

    /// Bars 3.33 wide every 5.33 (measured), rising from a third to the full 12.33, rounded 1 pt.
    static func signalBars(_ range: Range<Int>) -> [VectorPath.Command] {
        range.flatMap { index -> [VectorPath.Command] in
            let height = 12.33 * Double(index + 1) / 4 + (index == 0 ? 1 : 0)
            return roundedRect(x: Double(index) * 5.33, y: 12.33 - height, width: 3.33, height: height, radius: 1)
        }
    }

    /// Arcs 0 (outer) to 2 (inner dot-wedge) of the Wi-Fi fan, centred at (8.5, 12).
    static func wifiArcs(_ range: Range<Int>) -> [VectorPath.Command] {
        // Each arc is a band of a 90° fan; the innermost is a solid wedge.
        let bands: [(outer: Double, inner: Double)] = [(12, 9.2), (7.9, 5.1), (3.8, 0)]
        return range.flatMap { index -> [VectorPath.Command] in
            let (outer, inner) = bands[index]
            return fanBand(cx: 8.5, cy: 12.33, outer: outer, inner: inner)
        }
    }

    /// A band between two radii over the 90° fan pointing up (45° each side of vertical).
    static func fanBand(cx: Double, cy: Double, outer: Double, inner: Double) -> [VectorPath.Command] {
        let s = 0.70710678  // sin 45°
        func arc(_ r: Double, reverse: Bool) -> [VectorPath.Command] {
            // From the left end (-45° from vertical) over the top to the right end, as two 45° cubics.
            let left = Point(x: cx - r * s, y: cy - r * s), top = Point(x: cx, y: cy - r), right = Point(x: cx + r * s, y: cy - r * s)
            let h = r * 0.26521648  // a 45° arc's control length: (4/3)·tan(45°/4)·r
            let c1 = Point(x: left.x + h * s, y: left.y - h * s), c2 = Point(x: top.x - h, y: top.y)
            let c3 = Point(x: top.x + h, y: top.y), c4 = Point(x: right.x - h * s, y: right.y - h * s)
            if reverse {
                return [.line(right.x, right.y), .cubic(c4.x, c4.y, c3.x, c3.y, top.x, top.y),
                        .cubic(c2.x, c2.y, c1.x, c1.y, left.x, left.y)]
            }
            return [.move(left.x, left.y), .cubic(c1.x, c1.y, c2.x, c2.y, top.x, top.y),
                    .cubic(c3.x, c3.y, c4.x, c4.y, right.x, right.y)]
        }
        if inner == 0 { return arc(outer, reverse: false) + [.line(cx, cy), .close] }
        return arc(outer, reverse: false) + arc(inner, reverse: true) + [.close]
    }

    /// A rounded rectangle, clockwise (or counter-clockwise when `reversed`, to cut a hole with the non-zero rule).
    static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double,
                            reversed: Bool = false) -> [VectorPath.Command] {
        let r = min(radius, width / 2, height / 2), k = r * 0.44771525  // 1 − 0.55228475: the control point's inset
        let right = x + width, bottom = y + height
        if reversed {
            return [.move(x + r, y), .cubic(x + k, y, x, y + k, x, y + r), .line(x, bottom - r),
                    .cubic(x, bottom - k, x + k, bottom, x + r, bottom), .line(right - r, bottom),
                    .cubic(right - k, bottom, right, bottom - k, right, bottom - r), .line(right, y + r),
                    .cubic(right, y + k, right - k, y, right - r, y), .close]
        }
        return [.move(x + r, y), .line(right - r, y), .cubic(right - k, y, right, y + k, right, y + r),
                .line(right, bottom - r), .cubic(right, bottom - k, right - k, bottom, right - r, bottom),
                .line(x + r, bottom), .cubic(x + k, bottom, x, bottom - k, x, bottom - r), .line(x, y + r),
                .cubic(x, y + k, x + k, y, x + r, y), .close]
    }

    /// A circle drawn counter-clockwise (a hole inside a clockwise one).
    static func reversedCircle(cx: Double, cy: Double, r: Double) -> [VectorPath.Command] {
        let k = r * 0.55228475
        return [.move(cx + r, cy), .cubic(cx + r, cy - k, cx + k, cy - r, cx, cy - r),
                .cubic(cx - k, cy - r, cx - r, cy - k, cx - r, cy), .cubic(cx - r, cy + k, cx - k, cy + r, cx, cy + r),
                .cubic(cx + k, cy + r, cx + r, cy + k, cx + r, cy), .close]
    }
}
