import ListshotCore
import ListshotImage

/// Gives the rendered pixels under a rectangle, for backgrounds the display list alone cannot
/// settle (an image or a shadow under the text). The audit core stays backend-free: the CLI
/// passes a sampler over a real render, tests pass a fake.
///
/// ```swift
/// let sampler = BitmapSampler(bitmap: try image.bitmap(), scale: list.scale)
/// sampler.colors(in: Rect(x: 16, y: 20, width: 100, height: 20))
/// ```
package protocol PixelSampling: Sendable {
    /// The distinct colours (opaque, composited over white) of the pixels under `rect`, in points.
    func colors(in rect: Rect) -> [RGBA]
}

/// A ``PixelSampling`` over a straight-RGBA bitmap drawn at `scale` pixels per point.
package struct BitmapSampler: PixelSampling {
    package var bitmap: RGBABitmap
    package var scale: Double

    package init(bitmap: RGBABitmap, scale: Double) { self.bitmap = bitmap; self.scale = scale }

    package func colors(in rect: Rect) -> [RGBA] {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(bitmap.width, Int((rect.maxX * scale).rounded(.up))), y1 = min(bitmap.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return [] }
        var seen = Set<RGBA>()
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = bitmap[x, y]
                seen.insert(RGBA(red: p.red, green: p.green, blue: p.blue, alpha: p.alpha).composited(over: .white))
            }
        }
        return Array(seen)
    }
}
