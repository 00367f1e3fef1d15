import Foundation
import ListshotSnapshot
import Testing

@Suite("Catalog keys from manifests and reports")
struct CatalogKeyTests {
    @Test(arguments: [
        ("mistica/boxed-cells.night", nil),
        ("a.day", nil),
        ("deep/er/x y.day.rtl", nil),
        ("../victim/x.day", "points outside the catalog"),
        ("s/../../x.day", "points outside the catalog"),
        ("/etc/passwd", "absolute"),
        ("~/x.day", "absolute"),
        ("s//a.day", "empty or '.'"),
        ("./a.day", "empty or '.'"),
        ("s/.listshot/manifest", "hidden"),
        ("a\u{1B}[31m.day", "control character"),
        ("a\\b.day", "backslash"),
        ("lists\u{202E}gnp/a.day", "U+202E, a bidirectional control"),
        ("lists\u{2067}/a.day", "bidirectional control"),
        ("lists\u{200B}/a.day", "U+200B, an invisible format character"),
        ("\u{FEFF}lists/a.day", "invisible format character"),
        ("lists/a\u{2060}.day", "invisible format character"),
        ("lists/a\(String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self)).day", "non-character"),
        ("lists\u{85}/a.day", "control character"),
        ("lists\u{2028}/a.day", "line or paragraph separator"),
        ("caf\u{E9}/a.day", nil),
        ("cafe\u{301}/a.day", nil),
        ("", "is empty"),
    ] as [(String, String?)])
    func keysAreChecked(key: String, problem: String?) {
        let found = CatalogKey.problem(with: key)
        if let problem {
            #expect(found?.contains(problem) == true, "\(key): \(found ?? "accepted")")
        } else {
            #expect(found == nil, "\(key): \(found ?? "")")
        }
    }

    @Test func pathsStayInsideEvenThroughLinks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("cat/s"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("cat/escape"), withDestinationURL: root.appendingPathComponent("outside"))
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("cat").path
        #expect(CatalogKey.path("s/a.day", suffix: ".png", in: catalog)?.hasSuffix("cat/s/a.day.png") == true)
        #expect(CatalogKey.path("escape/a.day", suffix: ".png", in: catalog) == nil, "a folder link out of the catalog")
        #expect(CatalogKey.path("../a.day", suffix: ".png", in: catalog) == nil)
    }
}
