#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotImage
import ListshotSupport

/// Compares two RGBA images with pixelmatch v7.2.0 semantics plus ignore regions, a tolerance
/// policy, a byte-identical fast path and typed results.
///
/// The counts equal what pixelmatch v7.2.0 (https://github.com/mapbox/pixelmatch) returns for
/// the same options when no region is ignored, and the diff image equals its output buffer.
///
/// ```swift
/// var options = DiffOptions.default
/// options.tolerance.maxDiffPixels = 10
/// let result = ImageComparator(options: options)
///     .compare(expected: reference, actual: render, diffImage: true)
/// if !result.passed { print(result.message) }   // "Images differ: 143 of 131072 pixels …"
/// ```
public struct ImageComparator: Sendable, Hashable {
    /// The comparison options.
    public var options: DiffOptions

    /// Creates a comparator; ``DiffOptions/default`` unless given.
    public init(options: DiffOptions = .default) {
        self.options = options
    }

    /// Compares `expected` (the reference, pixelmatch's `img1`) with `actual` (`img2`).
    ///
    /// - Parameter diffImage: also paint the diff image (same size as the inputs).
    /// - Returns: ``DiffVerdict/sizeMismatch(expected:actual:)`` when the sizes differ (no
    ///   diff image); otherwise the counts and, if asked, the diff image.
    public func compare(expected: RGBABitmap, actual: RGBABitmap, diffImage: Bool = false) -> DiffResult {
        guard expected.size == actual.size else {
            return DiffResult(verdict: .sizeMismatch(expected: expected.size, actual: actual.size), diffImage: nil)
        }
        let width = expected.width, height = expected.height
        let mask = IgnoreMask(regions: options.ignoredRegions, width: width, height: height)
        var output: [UInt8]? = diffImage ? [UInt8](repeating: 0, count: width * height * 4) : nil
        let identical = Self.bytesEqual(expected.pixels, actual.pixels)
        let tally = expected.pixels.withUnsafeBytes { first in
            actual.pixels.withUnsafeBytes { second in
                Self.withOptionalMutableBytes(&output) { out in
                    run(first: first, second: second, width: width, height: height,
                        identical: identical, mask: mask, output: out)
                }
            }
        }
        let box = tally.mismatched == 0 ? nil
            : PixelRect(x: tally.minX, y: tally.minY, width: tally.maxX - tally.minX + 1, height: tally.maxY - tally.minY + 1)
        let stats = DiffStatistics(
            mismatchedPixels: tally.mismatched, totalPixels: width * height,
            antialiasedPixels: tally.antialiased, ignoredPixels: mask.count, boundingBox: box)
        let verdict: DiffVerdict
        if identical {
            verdict = .identical(stats)
        } else if options.tolerance.accepts(mismatched: stats.mismatchedPixels, of: stats.totalPixels) {
            verdict = .withinTolerance(stats)
        } else {
            verdict = .different(stats)
        }
        let image = output.flatMap { try? RGBABitmap(width: width, height: height, pixels: $0) }
        return DiffResult(verdict: verdict, diffImage: image)
    }

    /// Scans (or, for identical images, only paints) in parallel bands.
    private func run(
        first: UnsafeRawBufferPointer, second: UnsafeRawBufferPointer, width: Int, height: Int,
        identical: Bool, mask: IgnoreMask, output: UnsafeMutableRawBufferPointer?
    ) -> PixelMatchKernel.Tally {
        guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
            return PixelMatchKernel.Tally()
        }
        let kernel = PixelMatchKernel(
            expected: firstBase, actual: secondBase, width: width, height: height,
            maxDelta: 35215 * options.threshold * options.threshold, alpha: options.alpha,
            checkerboard: options.checkerboard)
        let bands = ParallelBands.ranges(height: height)
        if identical {
            if let out = output?.baseAddress, !options.diffMask {
                _ = ParallelBands.map(bands) { rows in kernel.paintGray(rows: rows, output: out); return 0 }
            }
            return PixelMatchKernel.Tally()
        }
        let paint = PixelMatchKernel.Paint(
            output: output?.baseAddress, diffMask: options.diffMask,
            aaWord: Self.word(options.aaColor), diffWord: Self.word(options.diffColor),
            altWord: Self.word(options.diffColorAlt ?? options.diffColor))
        let includeAA = options.includeAA
        let tallies = mask.withPointer { maskPointer in
            let shared = UncheckedSendable(maskPointer)
            return ParallelBands.map(bands) { rows in
                kernel.scan(rows: rows, includeAA: includeAA, ignored: shared.value, paint: paint)
            }
        }
        return tallies.reduce(into: PixelMatchKernel.Tally()) { $0.merge($1) }
    }

    /// An opaque diff-image word (R in the low byte) for `color`; alpha is always 255.
    static func word(_ color: RGBAColor) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16
    }

    /// memcmp of two equally sized byte arrays.
    static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                guard let xBase = x.baseAddress, let yBase = y.baseAddress else { return true }
                return memcmp(xBase, yBase, x.count) == 0
            }
        }
    }

    static func withOptionalMutableBytes<R>(_ array: inout [UInt8]?, _ body: (UnsafeMutableRawBufferPointer?) -> R) -> R {
        guard var bytes = array else { return body(nil) }
        array = nil  // keep the buffer uniquely referenced while writing
        defer { array = bytes }
        return bytes.withUnsafeMutableBytes { body($0) }
    }
}
