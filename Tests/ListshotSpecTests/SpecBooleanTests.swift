import ListshotCore
import ListshotSpec
import Testing

/// Booleans are read from the scalar's text and style (the spec parser composes YAML with Yams's
/// basic resolver, which compiles no regular expressions). These cases pin the YAML 1.1 rules that
/// the default resolver applied before.
@Suite("Spec booleans")
struct SpecBooleanTests {
    static let cases: [(text: String, expected: Bool?)] = [
        ("true", true), ("True", true), ("TRUE", true), ("yes", true), ("Yes", true), ("YES", true),
        ("on", true), ("On", true), ("ON", true),
        ("false", false), ("False", false), ("FALSE", false), ("no", false), ("No", false), ("NO", false),
        ("off", false), ("Off", false), ("OFF", false),
        // Not booleans: odd capitalisation, quoted text, numbers, YAML 1.2-only spellings.
        ("tRUE", nil), ("yES", nil), ("\"true\"", nil), ("'yes'", nil), ("1", nil), ("0", nil), ("y", nil), ("n", nil),
        ("~", nil), ("null", nil), ("\"\"", nil),
        // An explicit tag accepts any capitalisation, as Yams's constructor does.
        ("!!bool tRUE", true), ("!!bool oFF", false),
    ]

    @Test(arguments: cases)
    func switchValue(_ text: String, _ expected: Bool?) throws {
        let yaml = "content:\n  - list:\n      cells:\n        - title: A\n          control: { switch: \(text) }\n"
        if let expected {
            let spec = try SpecParser.parse(text: yaml, file: "spec.yaml", name: "spec", baseDirectory: "/tmp")
            guard case .cellList(let list) = spec.screen.content[0] else { Issue.record("no list"); return }
            #expect(list.cells[0].control == .switch(isOn: expected))
        } else {
            #expect(throws: SpecError.self) {
                try SpecParser.parse(text: yaml, file: "spec.yaml", name: "spec", baseDirectory: "/tmp")
            }
        }
    }

    @Test func numbersStillParseWithoutTheDefaultResolver() throws {
        let yaml = "content:\n  - spacer: 0x10\n  - spacer: 1_6\n  - spacer: 8.0\n"
        let spec = try SpecParser.parse(text: yaml, file: "spec.yaml", name: "spec", baseDirectory: "/tmp")
        #expect(spec.screen.content == [.spacer(16), .spacer(16), .spacer(8)])
    }
}
