import CCairo
import ListshotCore

extension DisplayListPainter {
    /// Draws a blurred drop shadow: the rounded rectangle is drawn into an A8 mask at device
    /// resolution, blurred with three box passes (a close Gaussian approximation, σ = `blur`
    /// as iOS `shadowRadius`), then painted in the shadow colour at the offset.
    func drawShadow(_ p: ShadowPrimitive) {
        let sigma = max(p.blur, 0) * scale
        let frame = p.frame.offsetBy(dx: p.offset.x, dy: p.offset.y)
        guard let blur = Int(checked: sigma * 3, rounding: .up), blur < maximumCanvasSide,
              let frameWidth = Int(checked: frame.width * scale, rounding: .up),
              let frameHeight = Int(checked: frame.height * scale, rounding: .up) else { return }
        let pad = blur + 1
        let width = frameWidth + 2 * pad
        let height = frameHeight + 2 * pad
        guard width > 0, height > 0, width < maximumCanvasSide, height < maximumCanvasSide else { return }
        let originX = frame.x - Double(pad) / scale, originY = frame.y - Double(pad) / scale
        // The rectangle sits `pad` device pixels into the mask (cairo's 24.8 fixed point cannot tell
        // this from frame − origin). The mask depends only on the key, so equal keys share a mask.
        let local = Rect(x: Double(pad) / scale, y: Double(pad) / scale, width: frame.width, height: frame.height)
        let key = ShadowMaskKey(frame: local, cornerRadius: p.cornerRadius, sigma: sigma, width: width, height: height)
        let mask: OpaquePointer
        if let cached = shadowMasks[key] {
            mask = cached
        } else {
            guard let made = makeShadowMask(local, cornerRadius: p.cornerRadius, sigma: sigma, width: width, height: height) else { return }
            shadowMasks[key] = made
            mask = made
        }
        // The mask's pixels map to the current space by an explicit pattern matrix.
        let maskScale = scale / Self.maskDownsampling(sigma: sigma)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, maskScale, maskScale)
        cairo_matrix_translate(&matrix, -originX, -originY)
        if isRaster {
            setColor(p.color)
            guard let pattern = cairo_pattern_create_for_surface(mask) else { return }
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_mask(cr, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        // Vector documents get the shadow as an image (the colour through the mask): cairo's SVG
        // surface writes a mask inside a scaled group at the wrong size, and an image it places right.
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(mask),
                                                     cairo_image_surface_get_height(mask)) else { return }
        defer { cairo_surface_destroy(image) }
        if let icr = cairo_create(image) {
            cairo_set_source_rgba(icr, Double(p.color.red) / 255, Double(p.color.green) / 255, Double(p.color.blue) / 255,
                                  Double(p.color.alpha) / 255)
            cairo_mask_surface(icr, mask, 0, 0)
            cairo_destroy(icr)
        }
        guard let pattern = cairo_pattern_create_for_surface(image) else { return }
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }

    /// How much smaller than device resolution a shadow's mask is made: 1 up to σ 48 device
    /// pixels, then enough to bring σ to 24 or less.
    static func maskDownsampling(sigma: Double) -> Double { sigma > 48 ? (sigma / 24).rounded(.up) : 1 }

    /// The rounded rectangle `local` (in points, from the mask's origin) drawn into an A8 mask at
    /// device resolution and blurred. A very wide blur (σ over 48 device pixels: a framed device's
    /// shadow, not a card's) is made at a fraction of the resolution, σ 24 or less, and scaled up
    /// bilinearly when painted: a blur that wide has no detail to lose, and it costs a tenth.
    private func makeShadowMask(_ local: Rect, cornerRadius: Double, sigma fullSigma: Double, width fullWidth: Int,
                                height fullHeight: Int) -> OpaquePointer? {
        let factor = Self.maskDownsampling(sigma: fullSigma)
        let width = Int((Double(fullWidth) / factor).rounded(.up)), height = Int((Double(fullHeight) / factor).rounded(.up))
        let sigma = fullSigma / factor, maskScale = scale / factor
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        if let mcr = cairo_create(mask) {
            cairo_scale(mcr, maskScale, maskScale)
            let painter = DisplayListPainter(cr: mcr, session: session, images: images, scale: maskScale, isRaster: true)
            painter.roundedRect(local, radius: cornerRadius)
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
        return mask
    }
}

/// What a shadow mask is made from: the rectangle relative to the mask, corner, blur and size.
struct ShadowMaskKey: Hashable {
    let frame: Rect
    let cornerRadius: Double
    let sigma: Double
    let width: Int
    let height: Int
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
        let radii = boxRadii(sigma: sigma)
        // A row with `maxRadius + 1` zeros on either side, so the running sum needs no edge tests.
        var line = [UInt32](repeating: 0, count: width + 2 * (radii.max() ?? 0) + 2)
        for radius in radii where radius > 0 {
            let divider = Divider(window: 2 * radius + 1)
            line.withUnsafeMutableBufferPointer { scratch in
                for y in 0..<height { rowPass(data + y * stride, count: width, radius: radius, divider: divider, scratch: scratch) }
            }
            verticalPass(data, width: width, height: height, stride: stride, radius: radius, divider: divider)
        }
    }

    /// `(sum + window / 2) / window` by a multiply and a shift: exact while `(sum + window) · window < 2³²`,
    /// which 8-bit sums over any window under 4096 satisfy (checked; division otherwise).
    struct Divider {
        let window: UInt32
        let half: UInt32
        let reciprocal: UInt64
        let exact: Bool
        init(window: Int) {
            self.window = UInt32(window)
            half = UInt32(window / 2)
            reciprocal = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
            exact = (256 * window + window) * window < (1 << 32)
        }
        @inline(__always) func rounded(_ sum: UInt32) -> UInt8 {
            let n = sum &+ half
            return exact ? UInt8(truncatingIfNeeded: (UInt64(n) &* reciprocal) >> 32) : UInt8(truncatingIfNeeded: n / window)
        }
    }

    /// One running-sum box pass along a row; edges are treated as zero. `scratch` holds the row
    /// at offset `radius`, zeros around it: the sum over `scratch[i…i+2r]` is the window of pixel `i`.
    @inline(__always)
    private static func rowPass(_ base: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, divider: Divider,
                                scratch: UnsafeMutableBufferPointer<UInt32>) {
        guard let s = scratch.baseAddress else { return }
        for i in 0..<radius { s[i] = 0 }
        for i in 0..<count { s[radius + i] = UInt32(base[i]) }
        for i in 0..<(radius + 1) { s[radius + count + i] = 0 }
        var sum: UInt32 = 0
        for j in radius...(2 * radius) { sum &+= s[j] }
        let window = 2 * radius + 1
        for i in 0..<count {
            base[i] = divider.rounded(sum)
            sum &+= s[i + window]
            sum &-= s[i]
        }
    }

    /// The column pass for every column at once, row by row (cache-friendly; the same sums as a
    /// column-by-column pass, so the same bytes). Original values of the rows that leave the
    /// window are kept in a ring of `radius + 1` rows.
    private static func verticalPass(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
                                     divider: Divider) {
        guard width > 0, height > 0 else { return }
        let ringRows = radius + 1
        var sums = [UInt32](repeating: 0, count: width)
        var ring = [UInt8](repeating: 0, count: ringRows * width)
        sums.withUnsafeMutableBufferPointer { sums in
            ring.withUnsafeMutableBufferPointer { ring in
                guard let sums = sums.baseAddress, let ring = ring.baseAddress else { return }
                for k in 0...min(radius, height - 1) {
                    let row = data + k * stride
                    for x in 0..<width { sums[x] &+= UInt32(row[x]) }
                }
                for y in 0..<height {
                    let row = data + y * stride
                    let slot = ring + (y % ringRows) * width
                    slot.update(from: row, count: width)
                    for x in 0..<width { row[x] = divider.rounded(sums[x]) }
                    let add = y + radius + 1
                    if add < height {
                        let added = data + add * stride
                        for x in 0..<width { sums[x] &+= UInt32(added[x]) }
                    }
                    let remove = y - radius
                    if remove >= 0 {
                        let removed = ring + (remove % ringRows) * width
                        for x in 0..<width { sums[x] &-= UInt32(removed[x]) }
                    }
                }
            }
        }
    }
}
