import Foundation
import ListshotSpec
import Testing

/// Hostile spec text fails fast with a located message; Tests/HostileInput runs the same
/// classes through the real CLI.
@Suite("Hostile specs")
struct HostileSpecTests {
    /// A 1.5 kB spec whose aliases expand to 9 × 8⁵ blocks.
    static var aliasBomb: String {
        var text = "theme: backpack\ncontent:\n  - cardList:\n      title: Bomb\n      cards:\n        - content:\n            - vStack:\n                content:\n"
        text += "                  - hStack: {content: &b [" + Array(repeating: "{title: x}", count: 9).joined(separator: ", ") + "]}\n"
        var previous = "b"
        for name in ["c", "d", "e", "f", "g"] {
            let items = Array(repeating: "{vStack: {content: *\(previous)}}", count: 8).joined(separator: ", ")
            text += "                  - vStack: {content: &\(name) [\(items)]}\n"
            previous = name
        }
        return text
    }

    @Test func aliasBombsStopAtTheNodeBudget() {
        let error = expectSpecError(Self.aliasBomb, line: 9, column: 111, fragment: "expands to more than 100000 YAML nodes")
        #expect(error != nil)
    }

    @Test func repeatsCountTowardsTheComponentBudget() {
        var yaml = "theme: material\ncontent:\n  - listKit:\n      sections:\n        - items: &items\n"
        for i in 0..<40 { yaml += "            - {label: item \(i), repeat: 500}\n" }
        yaml += "        - items: *items\n"
        // Aliased items keep the marks of their anchor: the error points at the first item of the list.
        _ = expectSpecError(yaml, line: 6, column: 15, fragment: "more than 20000 components")
    }

    static let cell = "content:\n  - list:\n      cells:\n        - title: Hello\n"

    @Test(arguments: [
        ("content: " + String(repeating: "[", count: 5000), 1, 210, "nests deeper than 200 levels"),
        ("content:\n" + String(repeating: "- ", count: 3000) + "x\n", 2, 401, "nests deeper than 200 levels"),
        ("x: &k [a]\ncontent:\n  - *k : 1\n", 3, 5, "an alias cannot be a key"),
        ("title: ñandú\nx: &k [a]\ncontent: [{ñandú: 1, *k : 1}]\n", 3, 22, "an alias cannot be a key"),
        ("? [a, b]\n: c\n", 1, 1, "explicit `?` keys are not supported"),
        ("content:\n  - list:\n      cells:\n        - title: a\u{0}b\n", 4, 19, "a NUL byte is not allowed"),
        ("content:\n  - list:\n      cells:\n        - title: a\u{1B}b\n", 4, 19, "control character U+001B"),
        ("content:\n  - list:\n      cells:\n        - title: a\n          title: b\n", 4, 11, "the key 'title' appears twice"),
        ("content:\n  - list:\n      cells:\n        - title: \"a\\eb\"\n", 4, 18, "the text holds the control character U+001B"),
        ("content:\n  - list:\n      cells:\n        - title: \"open\n", 4, 18, "never closed"),
        ("frame: {width: 1e19}\n" + cell, 1, 16, "1e19 is out of range; numbers in a spec lie within ±100000"),
        ("frame: {width: 1e308}\n" + cell, 1, 16, "is out of range"),
        ("frame: {width: .inf}\n" + cell, 1, 16, "'.inf' is not a finite number"),
        ("frame: {width: 8000, scale: 3}\n" + cell, 1, 16, "8000 pt at 3× is 24000 px"),
        (cell + "          titleLines: 2147483648\n", 5, 23, "2147483648 lines is out of range"),
        (cell + "          control: {navigation: {badge: 9223372036854775807}}\n", 5, 41, "is out of range"),
        ("theme: \"bad\\tname\"\n" + cell, 1, 8, "is not a theme name"),
    ])
    func hostileTextIsLocated(yaml: String, line: Int, column: Int, fragment: String) {
        _ = expectSpecError(yaml, line: line, column: column, fragment: fragment)
    }

    @Test func messagesNeverCarryControlCharacters() {
        let error = SpecError(file: "a\nb.yaml", line: 1, column: 2, keyPath: "title", message: "'x\u{1B}[31m\u{7}' is odd")
        #expect(error.description == "a\\nb.yaml:1:2: title: 'x\\u{1B}[31m\\u{7}' is odd")
    }

    @Test func imagesAreCheckedFromTheirHeaderWhenTheSpecIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var huge = TinyPNG.bytes
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])  // 100000×100000, CRC now wrong
        try Data(huge).write(to: folder.appendingPathComponent("huge.png"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.png"), withIntermediateDirectories: true)
        func spec(_ image: String) -> String { "content:\n  - list:\n      cells:\n        - title: a\n          asset: {image: \(image)}\n" }
        for (image, fragment) in [("huge.png", "the IHDR chunk's CRC does not match"), ("dir.png", "it is a folder"),
                                  ("/proc/self/mem", "input/output error"), ("/dev/zero", "character device")] {
            #expect {
                _ = try SpecParser.parse(text: spec(image), file: "s.yaml", name: "s", baseDirectory: folder.path)
            } throws: { error in
                let text = String(describing: error)
                return text.hasPrefix("s.yaml:5:26: ") && text.contains(fragment)
            }
        }
    }
}
