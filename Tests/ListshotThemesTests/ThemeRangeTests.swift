import Foundation
import ListshotCore
import ListshotThemes
import Testing

/// Theme numbers are range-checked where they are read, before any conversion.
@Suite("Theme number ranges")
struct ThemeRangeTests {
    static func typography(_ change: @escaping (inout [String: Any]) -> Void) -> Data {
        ThemeLoadingTests.mutated { json in
            var typography = json["typography"] as? [String: Any] ?? [:]
            change(&typography)
            json["typography"] = typography
        }
    }

    static func delta(_ category: String, _ value: Any) -> Data {
        typography { t in
            var deltas = t["dynamicTypeDeltas"] as? [String: Any] ?? [:]
            deltas[category] = value
            t["dynamicTypeDeltas"] = deltas
        }
    }

    @Test(arguments: [
        (delta("ax5", 1e9), "typography.dynamicTypeDeltas.ax5: 1000000000 is out of range; a Dynamic Type delta in points lies in -60…60"),
        (delta("xs", -61), "typography.dynamicTypeDeltas.xs: -61 is out of range"),
        (ThemeLoadingTests.mutated { $0["radii"] = ["container": -1] }, "radii.container: -1 is out of range"),
        (ThemeLoadingTests.mutated { $0["radii"] = ["container": 1e300] }, "radii.container: 1e+300 is out of range"),
        (typography { $0["presets"] = [["size": 1e300, "lineHeight": 20], ["size": 16, "lineHeight": 20], ["size": 16, "lineHeight": 20]] },
         "typography.presets[0].size: 1e+300 is out of range; theme numbers are finite and within ±100000"),
        (ThemeLoadingTests.mutated { $0["schemaVersion"] = 1e308 }, "schemaVersion: 1e+308 is out of range"),
    ])
    func outOfRangeNumbersNameTheKey(data: Data, fragment: String) {
        #expect {
            _ = try Theme.decode(data, file: "Themes/test.json")
        } throws: { error in
            String(describing: error).contains(fragment)
        }
    }

    @Test func realDeltasStayAccepted() throws {
        let theme = try Theme.decode(Self.delta("ax5", 60), file: "t.json")
        let ax5 = try #require(ContentSizeCategory(rawValue: "ax5"))
        #expect(theme.dynamicTypeDeltas[ax5] == 60)
    }

    @Test func controlCharactersInMessagesAreEscaped() {
        let error = ThemeError(file: "t.json", keyPath: "name", message: "'a\u{1B}[2Jb' is wrong")
        #expect(error.description == "t.json: name: 'a\\u{1B}[2Jb' is wrong")
    }
}
