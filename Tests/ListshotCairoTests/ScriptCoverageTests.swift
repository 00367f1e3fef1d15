import ListshotCairo
import Foundation
import Listshot
import Testing

/// The hermetic fallback covers every script the issue names: no character draws as a box.
@Suite("Script fallback")
struct ScriptCoverageTests {
    static let samples: [(script: String, text: String)] = [
        ("Simplified Chinese", "移动数据已用，共 20 GB"),
        ("Japanese", "ひらがな・カタカナ・漢字"),
        ("Korean", "모바일 데이터 사용"),
        ("Devanagari", "मोबाइल डेटा इस्तेमाल हुआ"),
        ("Thai", "ใช้ข้อมูลมือถือไปแล้ว"),
        ("Cyrillic", "Настройки · Українська"),
        ("Greek", "Ελληνικά"),
        ("Backpack's separator U+30FB", "Flights・Hotels・Car hire"),
        ("symbols", "✓ ★ ⚠ ∑ ≠ ≤ € ₹ № ← → ↑ ↓"),
        ("Arabic", "مرحبا بالعالم"),
        ("emoji", "🎉👍"),
    ]

    @Test(arguments: samples.map(\.script))
    func everyCharacterHasAGlyph(script: String) throws {
        let text = try #require(Self.samples.first { $0.script == script }?.text)
        for weight in [FontWeight.regular, .bold] {
            let style = TextStyle(fontFamily: "Inter", size: 16, weight: weight, lineHeight: 24)
            let measured = try PangoTextMeasurer().measure(TextRequest(text: text, style: style, width: 1000))
            #expect(measured.missingGlyphs == 0, "\(script), \(weight): no glyph for \(measured.missingCodePoints)")
        }
    }

    @Test func uncoveredCharactersAreNamedByCodePoint() throws {
        let style = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24)
        let measured = try PangoTextMeasurer().measure(TextRequest(text: "a \u{10900}\u{10901}\u{10900} b", style: style, width: 1000))
        #expect(measured.missingGlyphs == 3)
        #expect(Set(measured.missingCodePoints) == [0x10900, 0x10901])
    }
}
