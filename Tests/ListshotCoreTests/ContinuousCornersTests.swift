import Foundation
@testable import ListshotCore
import Testing

/// iOS's continuous corners by Figma's published corner-smoothing construction (Figma blog,
/// "Desperately seeking squircles"; Figma Help Center: 60% smoothing matches iOS).
@Suite("Continuous corners")
struct ContinuousCornersTests {
    /// Where each segment ends.
    static func end(_ segment: OutlineSegment) -> Point {
        switch segment {
        case .move(let p), .line(let p), .cubic(_, _, let p): return p
        case .arc(let c, let r, _, let e): return Point(x: c.x + r * cos(e), y: c.y + r * sin(e))
        }
    }

    static func start(_ segment: OutlineSegment, after previous: Point) -> Point {
        if case .arc(let c, let r, let s, _) = segment { return Point(x: c.x + r * cos(s), y: c.y + r * sin(s)) }
        return previous
    }

    @Test(arguments: [
        // (source, radius, smoothing, width, height, expected extent along each edge)
        ("Figma: a corner reaches (1 + smoothing) × radius along each edge", 55.0, 0.6, 393.0, 852.0, 88.0),
        ("Figma: smoothing 0 is the circular corner", 55, 0, 393, 852, 55),
        ("Figma: the extent stops at half the shorter side, the smoothing shrinks first", 40, 0.6, 100, 100, 50),
        ("the radius itself stops at half the shorter side", 80, 0.6, 100, 60, 30),
    ] as [(String, Double, Double, Double, Double, Double)])
    func extents(source: String, radius: Double, smoothing: Double, width: Double, height: Double, extent: Double) {
        let corner = ContinuousCorners.corner(radius: radius, smoothing: smoothing, width: width, height: height)
        #expect(abs(corner.extent - extent) < 1e-9, "\(source): \(corner)")
        #expect(corner.a >= 0 && corner.b >= 0 && corner.c >= 0 && corner.d >= 0, "\(source)")
    }

    @Test("The outline is one closed, connected curve: every piece starts where the last ended")
    func outlineIsConnected() throws {
        let rect = Rect(x: 10, y: 20, width: 393, height: 852)
        for radius in [0.0, 18, 55, 62, 300] {
            let segments = ContinuousCorners.outline(rect, radius: radius)
            var point = Self.end(segments[0])
            for segment in segments.dropFirst() {
                let start = Self.start(segment, after: point)
                #expect(abs(start.x - point.x) < 1e-6 && abs(start.y - point.y) < 1e-6, "radius \(radius): \(segment) starts at \(start), not \(point)")
                point = Self.end(segment)
            }
            // Closed: back to the first point once the path closes from the last one.
            let first = Self.end(segments[0])
            #expect(abs(point.y - first.y) < 1e-6 || abs(point.x - first.x) < 1e-6, "radius \(radius)")
            for segment in segments {
                let p = Self.end(segment)
                #expect(p.x >= rect.minX - 1e-9 && p.x <= rect.maxX + 1e-9 && p.y >= rect.minY - 1e-9 && p.y <= rect.maxY + 1e-9)
            }
        }
    }

    @Test("A continuous corner leaves the edge later and hugs the corner less than a circular one")
    func continuousDiffersFromCircular() {
        let corner = ContinuousCorners.corner(radius: 55, smoothing: ContinuousCorners.iOSSmoothing, width: 393, height: 852)
        #expect(corner.extent > corner.radius)
        #expect(corner.arcChord < corner.radius * 2.0.squareRoot() / 2 * 2, "the arc spans less than 90°")
    }

    @Test("JSON writes cornerCurve only when continuous, so circular display lists keep their bytes")
    func json() throws {
        let circular = DisplayItem(id: "a", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4)))
        let continuous = DisplayItem(id: "b", .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, cornerCurve: .continuous)))
        let encoder = JSONEncoder()
        let a = String(decoding: try encoder.encode(circular), as: UTF8.self)
        let b = String(decoding: try encoder.encode(continuous), as: UTF8.self)
        #expect(!a.contains("cornerCurve"))
        #expect(b.contains("\"cornerCurve\":\"continuous\""))
        #expect(try JSONDecoder().decode(DisplayItem.self, from: Data(b.utf8)) == continuous)
        #expect(try JSONDecoder().decode(DisplayItem.self, from: Data(a.utf8)) == circular)
    }
}
