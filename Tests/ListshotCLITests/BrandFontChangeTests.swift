import Foundation
import Testing

/// docs/fonts.md: a verify with another version of a brand font "says which file changed", even
/// when the file was edited in place with its old size and modification time.
@Suite("A changed brand font, through the real CLI")
struct BrandFontChangeTests {
    @Test func verifyNamesTheChangedBrandFont() throws {
        let scratch = try Scratch()
        let example = packageRoot.appendingPathComponent("docs/examples/brand-fonts")
        let font = scratch.url.appendingPathComponent("Themes/fonts/NotoSerif-Regular.ttf")
        try FileManager.default.createDirectory(at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("catalog"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf"), to: font)
        let theme = try String(contentsOf: example.appendingPathComponent("Themes/brand-serif.json"), encoding: .utf8)
            .replacingOccurrences(of: #""file": *"[^"]*NotoSerif-Regular.ttf""#, with: #""file": "fonts/NotoSerif-Regular.ttf""#,
                                  options: .regularExpression)
        try Data(theme.utf8).write(to: scratch.url.appendingPathComponent("Themes/brand-serif.json"))
        try FileManager.default.copyItem(at: example.appendingPathComponent("brand.yaml"), to: scratch.url.appendingPathComponent("catalog/brand.yaml"))
        let cache = ["XDG_CACHE_HOME": scratch.url.appendingPathComponent("cache").path]
        func run(_ arguments: [String]) throws -> BoundedRun.Output {
            try BoundedRun.run(CLI.binary.path, arguments, in: scratch.url, timeout: 120, memoryMB: 4096, environment: cache)
        }
        let record = try run(["record", "catalog", "--themes", "Themes"])
        try #require(record.status == 0, "\(record.stderr)")
        let same = try run(["verify", "catalog", "--themes", "Themes"])
        #expect(same.status == 0 && !same.stderr.contains("font changed"), "\(same.stderr)")
        #expect(same.stdout.contains("2 by render key"), "\(same.stdout)")

        // One byte of the last table's padding, same size, the old modification time.
        let times = scratch.url.appendingPathComponent("times")
        try Data().write(to: times)
        #expect(try Run.process("/usr/bin/touch", ["-r", font.path, times.path]).status == 0)
        var bytes = try Data(contentsOf: font)
        bytes[bytes.count - 1] ^= 0xFF
        let handle = try FileHandle(forUpdating: font)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(try Run.process("/usr/bin/touch", ["-r", times.path, font.path]).status == 0)
        let changed = try run(["verify", "catalog", "--themes", "Themes"])
        #expect(changed.stderr.contains("font changed: \(font.path)"), "\(changed.stderr)")
    }
}
