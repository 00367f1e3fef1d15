import Foundation
import ListshotSnapshot
import Testing

/// Report file names stay short whatever the key, and stay one-to-one with keys.
@Suite("Report file names are bounded")
struct ReportPathNameTests {
    @Test func shortKeysKeepTheirReadableName() {
        #expect(ReportPath.fileName("lists/cells.day") == "lists%2Fcells.day")
        #expect(ReportPath.image("lists/cells.day", "diff") == "images/lists%2Fcells.day.diff.png")
    }

    @Test func longKeysGetABoundedNameThatStaysOneToOne() {
        let base = String(repeating: "漢", count: 60)
        let keys = [base + ".day", base + ".night", base + "x.day", String(repeating: "a", count: 2000),
                    String(repeating: "a", count: 2001), String(repeating: "%", count: 300)]
        let names = keys.map(ReportPath.fileName)
        #expect(Set(names).count == keys.count)
        for name in names {
            #expect(name.utf8.count <= ReportPath.nameLimit, "\(name)")
            // Never half a %XX before the digest.
            let prefix = Array((name.split(separator: "~").first.map(String.init) ?? "").utf8)
            for (index, byte) in prefix.enumerated() where byte == UInt8(ascii: "%") { #expect(index + 2 < prefix.count, "\(name)") }
        }
        // A shortened name can never equal a kept one: kept names hold no `~`.
        #expect(!ReportPath.fileName("a~b").contains("~"))
        #expect(names[0].hasPrefix("%E6%BC%A2"))
    }
}
