#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The main loop over a band of rows: classify each pixel, count, and paint the diff image.
extension PixelMatchKernel {
    /// What the diff image gets for each kind of pixel; nil output means count only.
    struct Paint {
        let output: UnsafeMutableRawPointer?
        let diffMask: Bool
        let aaWord: UInt32
        let diffWord: UInt32
        let altWord: UInt32
    }

    /// Counts from one band; merged by the comparator.
    struct Tally {
        var mismatched = 0
        var antialiased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        mutating func merge(_ other: Tally) {
            mismatched += other.mismatched
            antialiased += other.antialiased
            minX = min(minX, other.minX); minY = min(minY, other.minY)
            maxX = max(maxX, other.maxX); maxY = max(maxY, other.maxY)
        }
    }

    @inline(__always)
    static func store(_ word: UInt32, _ output: UnsafeMutableRawPointer, _ index: Int) {
        output.storeBytes(of: word.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
    }

    /// Scans rows `rows`; `ignored` is an optional per-pixel mask (non-zero = ignored).
    ///
    /// Runs of equal pixels are skipped 2 pixels at a time (whole equal rows with one memcmp)
    /// and only painted grey; equal pixels look the same whether ignored or not.
    func scan(rows: Range<Int>, includeAA: Bool, ignored: UnsafePointer<UInt8>?, paint: Paint) -> Tally {
        var tally = Tally()
        let drawGray = paint.output != nil && !paint.diffMask
        var gray = GrayCache(kernel: self)
        for y in rows {
            let rowStart = y &* width
            var x = 0
            while x < width {
                let runEnd = firstDifference(row: rowStart, from: x)
                if drawGray, let output = paint.output {
                    for index in rowStart &+ x ..< rowStart &+ runEnd {
                        Self.store(gray.word(for: pixel(expected, index)), output, index)
                    }
                }
                if runEnd == width { break }
                x = runEnd &+ 1
                let index = rowStart &+ runEnd
                let first = pixel(expected, index)
                if let mask = ignored, mask[index] != 0 {
                    if drawGray, let output = paint.output { Self.store(gray.word(for: first), output, index) }
                    continue
                }
                let delta = colorDelta(first, pixel(actual, index), offset: index &* 4, yOnly: false)
                if abs(delta) > maxDelta {
                    let isAA = !includeAA
                        && (antialiased(expected, other: actual, x: runEnd, y: y)
                            || antialiased(actual, other: expected, x: runEnd, y: y))
                    if isAA {
                        tally.antialiased += 1
                        if drawGray, let output = paint.output { Self.store(paint.aaWord, output, index) }
                    } else {
                        tally.mismatched += 1
                        tally.minX = min(tally.minX, runEnd); tally.maxX = max(tally.maxX, runEnd)
                        tally.minY = min(tally.minY, y); tally.maxY = max(tally.maxY, y)
                        if let output = paint.output { Self.store(delta < 0 ? paint.altWord : paint.diffWord, output, index) }
                    }
                } else if drawGray, let output = paint.output {
                    Self.store(gray.word(for: first), output, index)
                }
            }
        }
        return tally
    }

    /// The first column ≥ `x` in the row starting at pixel `row` where the images differ, or
    /// `width` when the rest of the row is equal.
    @inline(__always)
    func firstDifference(row: Int, from start: Int) -> Int {
        let byteStart = (row &+ start) &* 4
        let count = (width &- start) &* 4
        if start == 0, memcmp(expected + byteStart, actual + byteStart, count) == 0 { return width }
        var x = start
        while x &+ 2 <= width {
            let offset = (row &+ x) &* 4
            if expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != actual.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { break }
            x &+= 2
        }
        while x < width, pixel(expected, row &+ x) == pixel(actual, row &+ x) { x &+= 1 }
        return x
    }

    /// Remembers the grey of the last pixel seen: flat UI colour repeats for long runs.
    struct GrayCache {
        let kernel: PixelMatchKernel
        var lastWord: UInt32 = 0
        var lastGray: UInt32

        init(kernel: PixelMatchKernel) {
            self.kernel = kernel
            lastGray = kernel.grayWord(0)
        }

        @inline(__always)
        mutating func word(for pixel: UInt32) -> UInt32 {
            if pixel != lastWord {
                lastWord = pixel
                lastGray = kernel.grayWord(pixel)
            }
            return lastGray
        }
    }

    /// Paints the faded grey background for every pixel (identical images).
    func paintGray(rows: Range<Int>, output: UnsafeMutableRawPointer) {
        var gray = GrayCache(kernel: self)
        for index in rows.lowerBound &* width ..< rows.upperBound &* width {
            Self.store(gray.word(for: pixel(expected, index)), output, index)
        }
    }
}
