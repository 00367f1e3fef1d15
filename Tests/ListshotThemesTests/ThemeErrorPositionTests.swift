import Foundation
import Testing
@testable import ListshotThemes

/// A theme error names the line and column of the value at fault, or of where the text stops
/// being JSON (docs/themes.md via README "Themes"; the preview shows these beside a greyed render).
@Suite("Theme errors: file:line:column")
struct ThemeErrorPositionTests {
    static let movistar: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)) ?? ""
    }()

    /// The 1-based line and column of the first `needle` in `text`, its column counted in scalars.
    static func position(of needle: String, in text: String, offset: Int = 0) -> String {
        guard let range = text.range(of: needle) else { return "none" }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last ?? "").unicodeScalars.count + 1 + offset
        return "\(line):\(column)"
    }

    @Test(arguments: [
        // A bad value: at the value.
        ("\"divider\": {\n      \"day\": \"#DDDDDD\",\n      \"night\": \"#FFFFFF1A\"",
         "\"divider\": {\n      \"day\": \"#DDDDDD\",\n      \"night\": \"#GGGGGG\"", "\"#GGGGGG\"", "colors.divider.night: '#GGGGGG' is not a colour"),
        // A missing comma: where the next key starts.
        ("\"divider\": {\n      \"day\": \"#DDDDDD\",", "\"divider\": {\n      \"day\": \"#DDDDDD\"", "\"night\": \"#FFFFFF1A\"", "is not valid JSON"),
        // An unknown key: at its value.
        ("\"schemaVersion\": 1,", "\"schemaVersion\": 1, \"colours\": {},", "{},", "colours: is not a known key"),
        // A schema version that is not a number.
        ("\"schemaVersion\": 1,", "\"schemaVersion\": \"one\",", "\"one\"", "schemaVersion: must be a number"),
    ])
    func errorsNameTheLineAndColumn(original: String, replacement: String, at needle: String, fragment: String) throws {
        try #require(Self.movistar.contains(original), "Themes/movistar.json changed shape: \(original)")
        let text = Self.movistar.replacingOccurrences(of: original, with: replacement)
        // The expected place: the needle within the replaced text.
        let anchor = text.range(of: replacement).map { text[$0.lowerBound...] } ?? ""
        let prefixLines = text[..<(text.range(of: replacement)?.lowerBound ?? text.startIndex)]
        let inner = Self.position(of: needle, in: String(anchor))
        let parts = inner.split(separator: ":").compactMap { Int($0) }
        let startLine = prefixLines.filter { $0 == "\n" }.count
        let startColumn = (prefixLines.split(separator: "\n", omittingEmptySubsequences: false).last ?? "").unicodeScalars.count
        let expected = parts[0] == 1 ? "\(startLine + 1):\(startColumn + parts[1])" : "\(startLine + parts[0]):\(parts[1])"
        #expect {
            _ = try Theme.decode(Data(text.utf8), file: "Themes/movistar.json")
        } throws: { error in
            let message = String(describing: error)
            return message.hasPrefix("Themes/movistar.json:\(expected): ") && message.contains(fragment)
        }
    }

    @Test func aMissingTokenPointsAtItsObject() throws {
        var json = try #require(try JSONSerialization.jsonObject(with: Data(Self.movistar.utf8)) as? [String: Any])
        var colors = json["colors"] as? [String: Any] ?? [:]
        colors["badge"] = nil
        json["colors"] = colors
        let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        let text = String(decoding: data, as: UTF8.self)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"colors\"") }.map { $0 + 1 } ?? 0
        #expect {
            _ = try Theme.decode(data, file: "t.json")
        } throws: { error in
            String(describing: error).hasPrefix("t.json:\(line):") && String(describing: error).contains("colors.badge: is missing")
        }
    }

    @Test(arguments: [
        ("{\"a\": [1, {\"b\": \"x\"}]}", "a[1].b", "1:17"),
        ("{\n  \"é\": \"ü\", \"k\": 2\n}", "k", "2:18"),
        ("{\"a\": {\"b\": 1}}", "a.c", "1:7"),
        ("{\"a\": 1 \"b\": 2}", "", "1:9"),
        ("[1, 2,, 3]", "", "1:7"),
        ("{\"a\": tru}", "", "1:7"),
        ("{\"a\": \"open", "", "1:12"),
    ])
    func theLocator(text: String, keyPath: String, expected: String) {
        let locator = JSONLocator(Array(text.utf8))
        let position = keyPath.isEmpty ? locator.failure : locator.position(of: keyPath)
        #expect(position.map { "\($0.line):\($0.column)" } == expected)
    }
}
