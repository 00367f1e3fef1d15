@_exported import ListshotTestSupport
import ListshotCairo
import Foundation
import Listshot
import Testing

@Suite("Pango measurer and fonts")
struct PangoMeasurerTests {
    let style = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24)

    @Test func heightIsLinesTimesLineHeight() throws {
        let measurer = try PangoTextMeasurer()
        let one = measurer.measure(TextRequest(text: "Title", style: style, width: 300))
        #expect(one.lineCount == 1)
        #expect(one.size.height == 24)
        #expect(one.size.width > 30 && one.size.width < 50)
        let wrapped = measurer.measure(TextRequest(text: String(repeating: "word ", count: 40), style: style, width: 200))
        #expect(wrapped.lineCount > 3)
        #expect(wrapped.size.height == Double(wrapped.lineCount) * 24)
        #expect(wrapped.size.width <= 200)
    }

    @Test func lineLimitEllipsizes() throws {
        let measurer = try PangoTextMeasurer()
        let text = String(repeating: "A long sentence that wraps. ", count: 10)
        let limited = measurer.measure(TextRequest(text: text, style: style, width: 200, maxLines: 2))
        #expect(limited.lineCount == 2)
        #expect(limited.isTruncated)
        let single = measurer.measure(TextRequest(text: text, style: style, width: 200, maxLines: 1))
        #expect(single.lineCount == 1)
        #expect(single.size.height == 24)
    }

    @Test("Each truncation mode (developer.apple.com/documentation/swiftui/view/truncationmode(_:)) truncates one line within the width")
    func truncationModesEllipsize() throws {
        let measurer = try PangoTextMeasurer()
        for mode in TextTruncationMode.allCases {
            let m = measurer.measure(TextRequest(text: "Quarterly report final version.pdf", style: style, width: 120, maxLines: 1, truncationMode: mode))
            #expect(m.lineCount == 1, "\(mode)")
            #expect(m.isTruncated, "\(mode)")
            #expect(m.size.width <= 120, "\(mode)")
        }
    }

    @Test func heavierWeightIsWider() throws {
        let measurer = try PangoTextMeasurer()
        var bold = style
        bold.weight = .bold
        let regular = measurer.measure(TextRequest(text: "Weight test", style: style, width: 300))
        let heavy = measurer.measure(TextRequest(text: "Weight test", style: bold, width: 300))
        #expect(heavy.size.width > regular.size.width)
    }

    @Test func arabicHebrewAndEmojiHaveGlyphs() throws {
        let measurer = try PangoTextMeasurer()
        for text in ["مرحبا بالعالم", "שלום עולם", "Party 🎉🥳"] {
            let m = measurer.measure(TextRequest(text: text, style: style, width: 300, direction: .rightToLeft))
            #expect(m.missingGlyphs == 0, "\(text)")
        }
    }

    @Test func missingGlyphsBecomeAWarningNamingTheText() throws {
        let screen = Screen(theme: "movistar") {
            CellList { Cell(title: "Tibetan ཀཁག has no font here") }
        }
        let result = try Renderer().layout(screen)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.description.contains("Tibetan ཀཁག") == true)
        #expect(result.warnings.first?.element == "list[0].cell[0].title")
    }

    @Test("Baselines: the first line's inside its 24 pt line box, the last two exact lines lower, one line's both the same")
    func baselines() throws {
        let measurer = try PangoTextMeasurer()
        let three = measurer.measure(TextRequest(text: "A\nB\nC", style: style, width: 300))
        #expect(three.lineCount == 3)
        #expect(three.firstBaseline > 0.5 * style.size && three.firstBaseline < style.lineHeight, "\(three.firstBaseline)")
        #expect(abs(three.lastBaseline - (three.firstBaseline + 2 * style.lineHeight)) < 0.01, "\(three.lastBaseline)")
        let one = measurer.measure(TextRequest(text: "Title", style: style, width: 300))
        #expect(one.firstBaseline == one.lastBaseline)
        #expect(one.firstBaseline == three.firstBaseline)
    }

    @Test func drawnTextIsExactlyTheMeasuredText() throws {
        // The display list carries the full request; measuring it again must give the frame.
        let spec = try Renderer().spec(at: packageRoot.appendingPathComponent("Snapshots/mistica/long-text.yaml").path)
        let list = try Renderer().layout(spec.screen, specPath: spec.file).displayList
        let measurer = try PangoTextMeasurer()
        #expect(!list.texts.isEmpty)
        for (id, text) in list.texts {
            let again = measurer.measure(text.request)
            #expect(again.size.height == text.frame.height, "\(id)")
            #expect(text.request.width == text.frame.width, "\(id)")
        }
    }

    @Test func fingerprintHashesEveryFont() throws {
        let fingerprint = try EnvironmentFingerprint.current()
        #expect(!fingerprint.cairo.isEmpty)
        #expect(fingerprint.fonts.count == FontCatalog.debian.files.count)
        #expect(fingerprint.fonts.allSatisfy { $0.sha256.count == 64 })
        #expect(fingerprint.differences(from: fingerprint).isEmpty)
        var other = fingerprint
        other.pango = "0.0.1"
        #expect(fingerprint.differences(from: other) == ["pango 0.0.1 → \(fingerprint.pango)"])
    }
}

