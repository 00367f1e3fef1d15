import Testing
@testable import ListshotCore

/// A measurer that reports every scalar above U+2FFF as missing, as Pango does for uncovered text.
private struct GaplessMeasurer: TextMeasuring {
    let inner = FixedAdvanceTextMeasurer()
    func measure(_ request: TextRequest) -> TextMeasurement {
        var result = inner.measure(request)
        var seen: [UInt32] = []
        for scalar in request.text.unicodeScalars where scalar.value > 0x2FFF && !seen.contains(scalar.value) {
            seen.append(scalar.value)
        }
        // Pango lists right-to-left runs in visual order: reverse to prove the warning re-sorts.
        result.missingCodePoints = seen.reversed()
        result.missingGlyphs = request.text.unicodeScalars.filter { $0.value > 0x2FFF }.count
        return result
    }
}

@Suite("Missing glyph warnings")
struct MissingGlyphWarningTests {
    @Test(arguments: [
        ("漢字 ok", ["U+6F22", "U+5B57"]),
        ("a\u{10900}b", ["U+10900"]),
        ("ༀ𝄞", ["U+1D11E"]),
    ])
    func namesEachCodePointInTextOrder(text: String, expected: [String]) throws {
        let warning = LayoutWarning.missingGlyphs(element: "e", text: text, codePoints: expected.map { UInt32($0.dropFirst(2), radix: 16) ?? 0 }.reversed(), count: expected.count)
        #expect(warning.message.contains(expected.joined(separator: ", ")), "\(warning.message)")
        #expect(warning.message.contains("docs/fonts.md"))
    }

    @Test func longListsAreCutAfterEight() {
        let points = (0..<12).map { UInt32(0x4E00 + $0) }
        let text = String(String.UnicodeScalarView(points.compactMap(Unicode.Scalar.init)))
        let warning = LayoutWarning.missingGlyphs(element: "e", text: text, codePoints: points, count: 12)
        #expect(warning.message.contains("U+4E07 and 4 more"), "\(warning.message)")
        #expect(!warning.message.contains("U+4E08"))
    }

    @Test func controlCharactersInTheTextAreEscaped() {
        let warning = LayoutWarning.missingGlyphs(element: "e", text: "\u{1B}[31m漢", codePoints: [0x6F22], count: 1)
        #expect(!warning.message.contains("\u{1B}"))
    }

    @Test func layoutWarnsOncePerElement() throws {
        let screen = Screen(frame: .fit(width: 393, scale: 3), direction: .leftToRight,
                            content: [.cellList(CellList(style: .fullwidth, cells: [
                                Cell(title: "漢字", subtitle: "ok", description: "ok"),
                                Cell(title: "fine", subtitle: "かな"),
                            ]))])
        let result = try ScreenLayout.layout(screen, theme: TestTheme.make(), measurer: GaplessMeasurer())
        #expect(result.warnings.count == 2, "\(result.warnings)")
        #expect(Set(result.warnings.map(\.element)).count == 2)
        #expect(result.warnings.contains { $0.message.contains("U+6F22, U+5B57") })
        #expect(result.warnings.contains { $0.message.contains("U+304B, U+306A") })
    }
}
