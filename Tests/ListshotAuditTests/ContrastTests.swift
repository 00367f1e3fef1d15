import ListshotAudit
import ListshotCore
import Testing

@Suite("WCAG 2.2 and APCA contrast")
struct ContrastTests {
    // APCA-W3 0.1.9 reference values, text first, background second: the apca-w3 test suite
    // (https://github.com/Myndex/apca-w3/blob/master/test/index.js); the first six are also the
    // keystone values in https://github.com/Myndex/SAPC-APCA/blob/master/documentation/README.md.
    // (That README's #123/#234 pair, Lc 1.75, predates the loClip of 0.1 and is 0 in 0.1.9.)
    static let apcaPairs: [(text: String, background: String, lc: Double)] = [
        ("#888", "#fff", 63.056469930209424),
        ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334),
        ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631),
        ("#def", "#123", -93.06770049484275),
        ("#123", "#444", 8.32326136957393),
        ("#444", "#123", -7.526878460278154),
    ]

    @Test(arguments: apcaPairs)
    func apcaMatchesThePublishedValues(pair: (text: String, background: String, lc: Double)) throws {
        let text = try #require(RGBA(hex: pair.text)), background = try #require(RGBA(hex: pair.background))
        #expect(abs(APCA.lc(text: text, background: background) - pair.lc) < 1e-9)
    }

    // WCAG ratios. 21:1 and 1:1 are the ends of the scale in WCAG 2.2's definition of contrast
    // ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio); #777 on white is 4.48:1, the
    // value the working group ruled fails 4.5:1 without rounding (http://www.davidmacd.com/test/check-color.html);
    // #767676 on white is 4.54:1 and #888 on white 3.54:1, as WebAIM-style checkers report
    // (https://toolkitpropp.netlify.app/tools/color-contrast-checker, https://thefreeconverter.com/ja/blog/wcag-color-contrast-guide).
    @Test func apcaTextAlphaBlendsFirst() throws {
        // #0006 on #fff: 54.62184067441377 in the same suite (text alpha blended in sRGB first).
        let text = try #require(RGBA(hex: "#00000066")).composited(over: .white)
        #expect(abs(APCA.lc(text: text, background: .white) - 54.62184067441377) < 1e-9)
    }

    static let wcagPairs: [(a: String, b: String, ratio: Double)] = [
        ("#000", "#fff", 21),
        ("#fff", "#000", 21),
        ("#777", "#fff", 4.48),
        ("#767676", "#fff", 4.54),
        ("#888", "#fff", 3.54),
        ("#abcdef", "#abcdef", 1),
    ]

    @Test(arguments: wcagPairs)
    func wcagMatchesThePublishedValues(pair: (a: String, b: String, ratio: Double)) throws {
        let a = try #require(RGBA(hex: pair.a)), b = try #require(RGBA(hex: pair.b))
        #expect(abs(Contrast.ratio(a, b) - pair.ratio) < 0.005)
    }

    @Test func thresholdsAreNotRounded() throws {
        let grey = try #require(RGBA(hex: "#777"))
        #expect(Contrast.ratio(grey, .white) < Contrast.requiredRatio(.aa, size: 16, weight: 400))
    }

    static let sizes: [(size: Double, weight: Int, large: Bool, aa: Double, aaa: Double)] = [
        (17, 400, false, 4.5, 7),
        (24, 400, true, 3, 4.5),
        (23.9, 400, false, 4.5, 7),
        (18.67, 700, true, 3, 4.5),
        (18.67, 600, false, 4.5, 7),
        (14, 700, false, 4.5, 7),
    ]

    @Test(arguments: sizes)
    func largeTextFollowsWCAGPoints(row: (size: Double, weight: Int, large: Bool, aa: Double, aaa: Double)) {
        #expect(Contrast.isLargeText(size: row.size, weight: row.weight) == row.large)
        #expect(Contrast.requiredRatio(.aa, size: row.size, weight: row.weight) == row.aa)
        #expect(Contrast.requiredRatio(.aaa, size: row.size, weight: row.weight) == row.aaa)
    }

    static let bronze: [(size: Double, weight: Int, lc: Double)] = [
        (12, 400, 90), (17, 400, 90), (18, 400, 75), (14, 700, 75), (16, 700, 60),
        (24, 400, 60), (36, 400, 45), (24, 700, 45), (18, 300, 90), (24, 300, 75), (13, 700, 90),
    ]

    @Test(arguments: bronze)
    func bronzeLevels(row: (size: Double, weight: Int, lc: Double)) {
        #expect(APCABronze.requiredLc(size: row.size, weight: row.weight) == row.lc)
    }

    @Test func alphaCompositesOverTheBackground() throws {
        let half = try #require(RGBA(hex: "#00000080"))
        #expect(half.composited(over: .white) == RGBA(red: 127, green: 127, blue: 127))
        #expect(RGBA.black.composited(over: .white) == .black)
    }
}
