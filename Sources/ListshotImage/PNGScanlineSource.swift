import ListshotSupport
/// Where the encoder reads pixels from: a straight RGBA8 buffer or a Cairo ARGB32 surface.
/// Lets both public encode entry points share one pipeline without an intermediate bitmap.
struct PNGScanlineSource {
    enum Layout {
        /// Straight RGBA8, tightly packed.
        case rgba(UnsafePointer<UInt8>)
        /// Premultiplied native-endian ARGB32 rows, `stride` bytes apart.
        case premultipliedBGRA(UnsafeRawPointer, stride: Int)
    }

    let width: Int
    let height: Int
    let layout: Layout

    /// True when every pixel has alpha 255 (then the PNG is written as RGB). Checks bands of
    /// rows in parallel.
    func isOpaque() -> Bool {
        let bandRows = max(1, (1 << 18) / max(width, 1))
        let bands = (height + bandRows - 1) / bandRows
        var opaque = [Bool](repeating: true, count: bands)
        opaque.withUnsafeMutableBufferPointer { slots in
            let shared = UncheckedSendable(slots)
            ParallelWork.run(count: bands) { band in
                let rows = band * bandRows ..< min((band + 1) * bandRows, height)
                shared.value[band] = isOpaque(rows: rows)
            }
        }
        return !opaque.contains(false)
    }

    private func isOpaque(rows: Range<Int>) -> Bool {
        switch layout {
        case let .rgba(base):
            return PremultipliedPixels.isOpaque(rgba: base + rows.lowerBound * width * 4, pixelCount: rows.count * width)
        case let .premultipliedBGRA(base, stride):
            return PremultipliedPixels.isOpaque(
                premultiplied: base + rows.lowerBound * stride, width: width, height: rows.count, stride: stride)
        }
    }

    /// Writes row `y` as straight RGB (`dropAlpha`) or RGBA bytes into `destination`.
    @inline(__always)
    func convertRow(_ y: Int, into destination: UnsafeMutablePointer<UInt8>, dropAlpha: Bool) {
        switch layout {
        case let .rgba(base):
            PremultipliedPixels.copyRow(rgba: base + y &* width &* 4, width: width, into: destination, dropAlpha: dropAlpha)
        case let .premultipliedBGRA(base, stride):
            PremultipliedPixels.convertRow(premultiplied: base + y &* stride, width: width, into: destination, dropAlpha: dropAlpha)
        }
    }
}
