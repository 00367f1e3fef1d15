@_exported import ListshotTestSupport
import Foundation
import ListshotCore
import ListshotThemes
import Testing


@Suite("Theme files")
struct ThemeLoadingTests {
    let store = ThemeStore(directories: [packageRoot.appendingPathComponent("Themes")])

    @Test func movistarLoadsWithCOMPONENTSFigures() throws {
        let theme = try store.theme(named: "movistar")
        let day = theme.resolved(appearance: .day)
        let night = theme.resolved(appearance: .night)
        #expect(day.colors["background"] == .solid(RGBA(hex: "#FFFFFF")!))
        #expect(night.colors["background"] == .solid(RGBA(hex: "#061824")!))
        #expect(day.colors["backgroundContainerBrand"] == .solid(RGBA(hex: "#0B9CEA")!))
        #expect(night.colors["divider"] == .solid(RGBA(red: 255, green: 255, blue: 255, alpha: 26)))
        #expect(day.colors["textSecondary"] == .solid(RGBA(hex: "#6B6C6F")!))
        #expect(day.colors["badge"] == .solid(RGBA(hex: "#D73241")!))
        // MovistarCornerRadius.swift @ 0995454a28a68a830c5422cb9da8fe40f9b9a251: container 16.
        #expect(day.radius("container", fallback: 0) == 16)
        #expect(day.textStyle(preset: 3, weight: .regular).size == 16)
        #expect(day.textStyle(preset: 3, weight: .regular).lineHeight == 24)
        let ax = theme.resolved(appearance: .day, contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(ax.textStyle(preset: 3, weight: .regular).size == 42)
        #expect(theme.textPresets.count == 10)
    }

    /// A theme edited in place with its size and times kept (`touch -r`) is read again: the
    /// process cache is keyed by the file's bytes, not by its size and modification time.
    @Test func aThemeEditedInPlaceWithItsOldTimesIsReadAgain() throws {
        let scratch = try ScratchFolder()
        let original = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
        let before = original.replacingOccurrences(of: "\"displayName\": \"", with: "\"displayName\": \"AAAA ")
        let after = original.replacingOccurrences(of: "\"displayName\": \"", with: "\"displayName\": \"BBBB ")
        #expect(before.utf8.count == after.utf8.count && before != after)
        let file = try scratch.write("movistar.json", before)
        let store = ThemeStore(directories: [scratch.url])
        #expect(try store.theme(named: "movistar").displayName.hasPrefix("AAAA "))
        // `touch -r` restores the times to the nanosecond (a Foundation Date would round them).
        let reference = scratch.url.appendingPathComponent("times").path
        #expect(try run("/bin/cp", ["-p", file, reference]) == 0)
        try Data(after.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try run("/usr/bin/touch", ["-r", reference, file]) == 0)
        #expect(try store.theme(named: "movistar").displayName.hasPrefix("BBBB "))
    }

    func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func missingThemeSuggestsTheClosestName() {
        #expect {
            _ = try store.theme(named: "movistr")
        } throws: { error in
            String(describing: error).contains("Did you mean 'movistar'?")
        }
    }

    static func valid() -> [String: Any] {
        let url = packageRoot.appendingPathComponent("Themes/movistar.json")
        let data = (try? Data(contentsOf: url)) ?? Data()
        return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
    }

    static func mutated(_ change: (inout [String: Any]) -> Void) -> Data {
        var copy = valid()
        change(&copy)
        return (try? JSONSerialization.data(withJSONObject: copy)) ?? Data()
    }

    static func setColor(_ token: String, _ appearance: String, _ value: Any) -> (inout [String: Any]) -> Void {
        { json in
            var colors = json["colors"] as? [String: Any] ?? [:]
            var pair = colors[token] as? [String: Any] ?? [:]
            pair[appearance] = value
            colors[token] = pair
            json["colors"] = colors
        }
    }

    @Test(arguments: [
        (mutated(setColor("divider", "night", "#GGGGGG")), "colors.divider.night: '#GGGGGG' is not a colour"),
        (mutated { json in var c = json["colors"] as? [String: Any] ?? [:]; c["badge"] = nil; json["colors"] = c }, "colors.badge: is missing"),
        (mutated { $0["colours"] = [:] }, "colours: is not a known key. Did you mean 'colors'?"),
        (mutated { $0["schemaVersion"] = "one" }, "schemaVersion: must be a number"),
        (mutated { json in var t = json["typography"] as? [String: Any] ?? [:]; t["weights"] = ["rowTitle": "heavy"]; json["typography"] = t },
         "typography.weights.rowTitle: 'heavy' is not a weight"),
        (mutated(setColor("brand", "day", ["linearGradient": ["angle": 180, "stops": [["color": "#000000", "location": 0]]]])),
         "colors.brand.day.linearGradient.stops: needs at least two stops"),
        (Data("{ not json".utf8), "is not valid JSON"),
    ])
    func invalidThemesNameTheKeyPath(data: Data, fragment: String) {
        #expect {
            _ = try Theme.decode(data, file: "Themes/test.json")
        } throws: { error in
            let message = String(describing: error)
            return message.hasPrefix("Themes/test.json") && message.contains(fragment)
        }
    }

    @Test func gradientsParse() throws {
        let gradient: [String: Any] = ["linearGradient": ["angle": 180, "stops": [
            ["color": "#00008C", "location": 0], ["color": "#0050FF", "location": 0.64], ["color": "#0A73EB", "location": 1],
        ]]]
        let theme = try Theme.decode(Self.mutated(Self.setColor("backgroundContainerBrand", "day", gradient)), file: "t.json")
        guard case .linearGradient(let g)? = theme.colors["backgroundContainerBrand"]?[.day] else {
            Issue.record("not a gradient"); return
        }
        #expect(g.stops.count == 3)
        #expect(g.stops[1].color == RGBA(hex: "#0050FF"))
    }
}
