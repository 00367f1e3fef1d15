import ListshotDiff
import ListshotImage
import Testing

/// Unit tests of what ListshotDiff adds on top of pixelmatch.
@Suite("ImageComparator")
struct ComparatorTests {
    /// A 20×10 white image with a black 3×2 block at (5, 4) in the "actual" copy.
    static func pair() -> (RGBABitmap, RGBABitmap) {
        let expected = RGBABitmap(width: 20, height: 10, filledWith: .white)
        var actual = expected
        for y in 4..<6 { for x in 5..<8 { actual[x, y] = .black } }
        return (expected, actual)
    }

    @Test func identicalFastPath() throws {
        let (expected, _) = Self.pair()
        let copy = try RGBABitmap(width: expected.width, height: expected.height, pixels: Array(expected.pixels))
        let result = ImageComparator().compare(expected: expected, actual: copy, diffImage: true)
        guard case let .identical(stats) = result.verdict else {
            Issue.record("expected .identical, got \(result.verdict)")
            return
        }
        #expect(stats.mismatchedPixels == 0 && stats.totalPixels == 200 && stats.boundingBox == nil)
        // White at alpha 0.1 stays white in the faded background; every pixel is opaque.
        #expect(result.diffImage == RGBABitmap(width: 20, height: 10, filledWith: .white))
        #expect(ImageComparator().compare(expected: expected, actual: copy).diffImage == nil)
    }

    @Test func identicalWithDiffMaskLeavesTransparentImage() {
        let (expected, _) = Self.pair()
        var options = DiffOptions.default
        options.diffMask = true
        let result = ImageComparator(options: options).compare(expected: expected, actual: expected, diffImage: true)
        #expect(result.diffImage == RGBABitmap(width: 20, height: 10, filledWith: .transparent))
    }

    @Test func differentReportsCountsAndBoundingBox() throws {
        let (expected, actual) = Self.pair()
        let result = ImageComparator().compare(expected: expected, actual: actual, diffImage: true)
        guard case let .different(stats) = result.verdict else {
            Issue.record("expected .different, got \(result.verdict)")
            return
        }
        #expect(stats.mismatchedPixels == 6)
        #expect(stats.totalPixels == 200)
        #expect(stats.boundingBox == PixelRect(x: 5, y: 4, width: 3, height: 2))
        #expect(result.message.contains("6 of 200 pixels"))
        let image = try #require(result.diffImage)
        // Darker pixels get diffColorAlt, which defaults to diffColor (red).
        #expect(image[5, 4] == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(image[0, 0] == .white)
    }

    @Test func diffColorAltMarksDarkerPixels() throws {
        let (expected, actual) = Self.pair()
        var options = DiffOptions.default
        options.diffColorAlt = RGBAColor(red: 0, green: 255, blue: 0)
        let image = try #require(ImageComparator(options: options).compare(expected: expected, actual: actual, diffImage: true).diffImage)
        #expect(image[6, 5] == RGBAColor(red: 0, green: 255, blue: 0))
        // Swapped: actual is lighter, so the plain diff colour.
        let swapped = try #require(ImageComparator(options: options).compare(expected: actual, actual: expected, diffImage: true).diffImage)
        #expect(swapped[6, 5] == RGBAColor(red: 255, green: 0, blue: 0))
    }

    @Test func ignoredRegionsAreNotCountedAndDrawnFaded() throws {
        let (expected, actual) = Self.pair()
        var options = DiffOptions.default
        options.ignoredRegions = [PixelRect(x: 4, y: 3, width: 10, height: 10)]  // clipped at the bottom
        let result = ImageComparator(options: options).compare(expected: expected, actual: actual, diffImage: true)
        guard case let .withinTolerance(stats) = result.verdict else {
            Issue.record("expected .withinTolerance, got \(result.verdict)")
            return
        }
        #expect(stats.mismatchedPixels == 0)
        #expect(stats.ignoredPixels == 10 * 7)
        let image = try #require(result.diffImage)
        #expect(image[5, 4] == .white)  // faded expected (white), not red

        options.ignoredRegions = [PixelRect(x: 5, y: 4, width: 1, height: 2)]  // covers 2 of the 6
        let partial = ImageComparator(options: options).compare(expected: expected, actual: actual)
        #expect(partial.statistics?.mismatchedPixels == 4)
        #expect(partial.statistics?.boundingBox == PixelRect(x: 6, y: 4, width: 2, height: 2))
    }

    @Test func sizeMismatchIsAResultNotAnError() {
        let small = RGBABitmap(width: 100, height: 200, filledWith: .white)
        let wide = RGBABitmap(width: 102, height: 200, filledWith: .white)
        let result = ImageComparator().compare(expected: small, actual: wide, diffImage: true)
        #expect(result.verdict == .sizeMismatch(expected: PixelSize(width: 100, height: 200), actual: PixelSize(width: 102, height: 200)))
        #expect(result.message.hasPrefix("Sizes differ: 100×200 vs 102×200"))
        #expect(result.diffImage == nil)
        #expect(!result.passed)
    }

    @Test(arguments: [
        // (maxDiffPixels, maxDiffPixelRatio, passes) for 6 mismatched of 200 pixels (ratio 0.03).
        (0, 0.0, false), (5, 0.0, false), (6, 0.0, true), (0, 0.03, true), (0, 0.029, false), (100, 0.001, true),
    ])
    func tolerancePolicy(maxPixels: Int, maxRatio: Double, passes: Bool) {
        let (expected, actual) = Self.pair()
        var options = DiffOptions.default
        options.tolerance = DiffTolerance(maxDiffPixels: maxPixels, maxDiffPixelRatio: maxRatio)
        let result = ImageComparator(options: options).compare(expected: expected, actual: actual)
        #expect(result.passed == passes)
        #expect(result.statistics?.mismatchedPixels == 6)
    }

    @Test func defaultsAreThePixelmatchOnes() {
        let options = DiffOptions.default
        #expect(options.threshold == 0.1)
        #expect(options.includeAA == false)
        #expect(options.alpha == 0.1)
        #expect(options.tolerance == DiffTolerance(maxDiffPixels: 0, maxDiffPixelRatio: 0))
        #expect(options.diffColor == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(options.aaColor == RGBAColor(red: 255, green: 255, blue: 0))
    }

    @Test func belowThresholdChangeIsWithinTolerance() {
        let expected = RGBABitmap(width: 8, height: 8, filledWith: RGBAColor(red: 100, green: 100, blue: 100))
        let actual = RGBABitmap(width: 8, height: 8, filledWith: RGBAColor(red: 101, green: 100, blue: 100))
        let result = ImageComparator().compare(expected: expected, actual: actual)
        #expect(result.verdict == .withinTolerance(DiffStatistics(
            mismatchedPixels: 0, totalPixels: 64, antialiasedPixels: 0, ignoredPixels: 0, boundingBox: nil)))
        var strict = DiffOptions.default
        strict.threshold = 0
        #expect(ImageComparator(options: strict).compare(expected: expected, actual: actual).statistics?.mismatchedPixels == 64)
    }
}
