import ListshotDiff
import ListshotImage
import Testing

/// Runs every row of Tests/Fixtures/pixelmatch/cases.tsv: the exact count, with and without
/// a diff image, and the diff image pixel for pixel.
@Suite("pixelmatch v7.2.0 conformance")
struct PixelmatchConformanceTests {
    @Test("cases.tsv has the 12 documented rows")
    func tableIsComplete() throws {
        let cases = try ConformanceCase.load()
        #expect(cases.count == 12)
    }

    @Test(arguments: ConformanceCase.all)
    func conformance(_ row: ConformanceCase) throws {
        if let reason = row.loadError {
            Issue.record("the pixelmatch conformance table could not be loaded: \(reason)")
            return
        }
        let first = try PNGCodec.decode(contentsOfFile: ConformanceCase.fixture(row.first))
        let second = try PNGCodec.decode(contentsOfFile: ConformanceCase.fixture(row.second))
        let expectedDiff = try PNGCodec.decode(contentsOfFile: ConformanceCase.fixture(row.expectedDiffImage))
        let comparator = ImageComparator(options: try row.options())

        let withImage = comparator.compare(expected: first, actual: second, diffImage: true)
        let countOnly = comparator.compare(expected: first, actual: second, diffImage: false)

        #expect(withImage.statistics?.mismatchedPixels == row.expectedMismatches)
        #expect(countOnly.statistics?.mismatchedPixels == row.expectedMismatches)
        #expect(countOnly.diffImage == nil)
        let produced = try #require(withImage.diffImage)
        #expect(produced.size == expectedDiff.size)
        let report = PixelComparison(produced, expectedDiff)
        #expect(report.differingPixels == 0, "diff image: \(report)")
    }

    @Test("1×1 semi-transparent pixel: white background passes, checkerboard counts it", arguments: [(false, 0), (true, 1)])
    func checkerboardBackground(checkerboard: Bool, expected: Int) throws {
        let first = try RGBABitmap(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let second = try RGBABitmap(width: 1, height: 1, pixels: [127, 127, 127, 255])
        var options = DiffOptions.default
        options.checkerboard = checkerboard
        let result = ImageComparator(options: options).compare(expected: first, actual: second)
        #expect(result.statistics?.mismatchedPixels == expected)
    }
}
