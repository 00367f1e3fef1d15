import CCairo
import ListshotCore

extension DisplayListPainter {
    /// Draws a blurred drop shadow: the rounded rectangle is drawn into an A8 mask at device
    /// resolution, blurred with three box passes (a close Gaussian approximation, σ = `blur`
    /// as iOS `shadowRadius`), then painted in the shadow colour at the offset.
    func drawShadow(_ p: ShadowPrimitive) {
        let sigma = max(p.blur, 0) * scale
        let pad = Int((sigma * 3).rounded(.up)) + 1
        let frame = p.frame.offsetBy(dx: p.offset.x, dy: p.offset.y)
        let width = Int((frame.width * scale).rounded(.up)) + 2 * pad
        let height = Int((frame.height * scale).rounded(.up)) + 2 * pad
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        let originX = frame.x - Double(pad) / scale, originY = frame.y - Double(pad) / scale
        if let mcr = cairo_create(mask) {
            cairo_scale(mcr, scale, scale)
            cairo_translate(mcr, -originX, -originY)
            let painter = DisplayListPainter(cr: mcr, session: session, images: images, scale: scale, isRaster: true)
            painter.roundedRect(frame, radius: p.cornerRadius)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
            cairo_destroy(mcr)
        }
        cairo_surface_flush(mask)
        if sigma > 0, let data = cairo_image_surface_get_data(mask) {
            let stride = Int(cairo_image_surface_get_stride(mask))
            BoxBlur.blur(data, width: width, height: height, stride: stride, sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, scale, scale)
        setColor(p.color)
        cairo_mask_surface(cr, mask, originX, originY)
    }
}

/// A three-pass box blur on an 8-bit single-channel buffer, approximating a Gaussian of `sigma`.
enum BoxBlur {
    /// Box sizes whose three passes approximate a Gaussian of `sigma` (standard derivation).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { ($0 < m ? lower : upper - 0) / 2 }.map { max($0, 0) }
    }

    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        var line = [Int](repeating: 0, count: max(width, height))
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            for y in 0..<height { pass(data + y * stride, count: width, step: 1, radius: radius, scratch: &line) }
            for x in 0..<width { pass(data + x, count: height, step: stride, radius: radius, scratch: &line) }
        }
    }

    /// One running-sum box pass along a row or column; edges are treated as zero.
    private static func pass(_ base: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        for i in 0..<count { scratch[i] = Int(base[i * step]) }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            base[i * step] = UInt8((sum + window / 2) / window)
            let add = i + radius + 1, remove = i - radius
            if add < count { sum += scratch[add] }
            if remove >= 0 { sum -= scratch[remove] }
        }
    }
}
