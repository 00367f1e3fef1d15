import Foundation
import ListshotAudit
import ListshotCore
import Testing

@Suite("Audit reports escape what specs say")
struct AuditReportTests {
    static func report() -> AuditReport {
        let hostile = "<script>alert(1)</script> | # *x*"
        let finding = AuditFinding(rule: .wcagAA, elementID: "list[0].cell[0].title", frame: Rect(x: 10, y: 20, width: 100, height: 50),
                                   text: hostile, foreground: RGBA(hex: "#999999"), background: .white, ratio: 2.85, lc: 58,
                                   required: 4.5, measured: 2.85, passed: false, note: "16 pt regular")
        return AuditReport(policy: .default, screens: [
            .init(spec: "a\"b.yaml", variant: "<b>cells</b>.day", theme: "movistar", image: "cells day.png",
                  size: Size(width: 200, height: 100), findings: [finding]),
        ])
    }

    @Test func htmlEscapesAndPositionsBoxesInPercent() {
        let html = Self.report().html()
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(html.contains("left:5%;top:20%;width:50%;height:50%"))
        #expect(html.contains("src=\"cells%20day.png\""))
        #expect(!html.contains("http"))
    }

    @Test func markdownEscapes() {
        let md = Self.report().markdown()
        #expect(md.contains("&lt;script&gt;alert(1)&lt;/script&gt; \\| \\# \\*x\\*"))
        #expect(md.contains("Result: **FAIL**"))
    }

    @Test func jsonRoundTripsWithAFormatVersion() throws {
        let bytes = try Self.report().json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        #expect((object["policy"] as? [String: String])?["wcag-aa"] == "error")
        let decoded = try JSONDecoder().decode(AuditReport.self, from: Data(bytes))
        #expect(decoded.screens.first?.findings.first?.text == Self.report().screens[0].findings[0].text)
        #expect(decoded.failsRun)
    }
}
