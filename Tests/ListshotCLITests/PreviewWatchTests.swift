import Foundation
import Testing

/// What `listshot preview` re-renders on a save (docs/preview.md, "Watching"): only the specs that
/// read the saved file (the spec itself, its theme, the images it draws), every spec in error, a
/// spec added; a file nothing reads re-renders nothing.
@Suite("listshot preview: what a save re-renders", .serialized)
struct PreviewWatchTests {
    static let a = "theme: movistar\nappearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n"
    static let b = "theme: blau\nappearances: [day]\ncontent: [{list: {cells: [{title: B}]}}]\n"
    static let c = "theme: blau\nappearances: [day]\ncontent:\n  - list:\n      cells:\n        - title: C\n          asset: { image: img/logo.png }\n"

    /// Each spec's render version, from its page.
    func versions(_ server: PreviewServerProcess) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for name in ["a", "b", "c"] {
            let page = String(decoding: try server.get("spec/\(name).yaml").body, as: UTF8.self)
            guard let start = page.range(of: "data-version=\""), let end = page[start.upperBound...].firstIndex(of: "\""),
                  let version = Int(page[start.upperBound..<end]) else { throw PreviewTestError("no version in \(page.prefix(500))") }
            result[name] = version
        }
        return result
    }

    /// Waits (10 s at most) until `condition` holds of the versions and returns them.
    func wait(_ server: PreviewServerProcess, _ what: String, _ condition: ([String: Int]) -> Bool) throws -> [String: Int] {
        let deadline = Date().addingTimeInterval(10)
        var now = try versions(server)
        while !condition(now) {
            guard Date() < deadline else { throw PreviewTestError("\(what): versions \(now)") }
            usleep(20_000)
            now = try versions(server)
        }
        return now
    }

    /// Saves `b` again and waits for its render: the watcher handles changes in order, so every
    /// render an earlier change caused has happened by then.
    func settle(_ server: PreviewServerProcess, _ scratch: Scratch, after before: [String: Int]) throws -> [String: Int] {
        let b = before["b"] ?? 0
        _ = try scratch.write("cat/b.yaml", Self.b + "# \(UUID().uuidString)\n")
        return try wait(server, "b's render after saving it") { ($0["b"] ?? 0) > b }
    }

    @Test func aSaveReRendersOnlyTheSpecsThatReadTheFile() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.a)
        _ = try scratch.write("cat/b.yaml", Self.b)
        _ = try scratch.write("cat/c.yaml", Self.c)
        let theme = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
        _ = try scratch.write("cat/Themes/movistar.json", theme)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cat/img"), withIntermediateDirectories: true)
        let avatar = packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png")
        try FileManager.default.copyItem(at: avatar, to: scratch.url.appendingPathComponent("cat/img/logo.png"))
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        var before = try wait(server, "the first renders") { $0.values.allSatisfy { $0 >= 1 } }

        // A's theme: a alone.
        let token = "\"background\": {\n      \"day\": \"#FFFFFF\""
        try #require(theme.contains(token))
        _ = try scratch.write("cat/Themes/movistar.json", theme.replacingOccurrences(of: token, with: "\"background\": {\n      \"day\": \"#FFE0E0\""))
        var after = try wait(server, "a's render after its theme changed") { ($0["a"] ?? 0) > (before["a"] ?? 0) }
        after = try settle(server, scratch, after: after)
        #expect(after["a"] == (before["a"] ?? 0) + 1, "a once")
        #expect(after["c"] == before["c"], "c does not use the movistar theme")
        #expect(after["b"] ?? 0 > before["b"] ?? 0, "b for its own save")
        before = after

        // C's image: c alone.
        try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/assets/avatar-2.png"))
            .write(to: scratch.url.appendingPathComponent("cat/img/logo.png"), options: .atomic)
        after = try wait(server, "c's render after its image changed") { ($0["c"] ?? 0) > (before["c"] ?? 0) }
        after = try settle(server, scratch, after: after)
        #expect(after["a"] == before["a"], "a draws no image")
        #expect(after["c"] ?? 0 > before["c"] ?? 0)
        before = after

        // A file nothing reads: nothing.
        _ = try scratch.write("cat/notes.txt", "nothing reads this\n")
        _ = try scratch.write("cat/Themes/vivo.json", "{}\n")
        after = try settle(server, scratch, after: before)
        #expect(after["a"] == before["a"] && after["c"] == before["c"], "\(before) → \(after)")
        before = after

        // A theme file named like c's theme appearing beside it takes over c's (and b's) resolution.
        let blau = try String(contentsOf: packageRoot.appendingPathComponent("Themes/blau.json"), encoding: .utf8)
        _ = try scratch.write("cat/Themes/blau.json", blau)
        after = try wait(server, "c's render after a blau theme appeared") { ($0["c"] ?? 0) > (before["c"] ?? 0) }
        after = try settle(server, scratch, after: after)
        #expect(after["a"] == before["a"], "a uses movistar")
        #expect(server.stop() == 0, "\(server.stderr)")
    }

    @Test func aSavedComponentReRendersTheSpecsThatUseIt() throws {
        let scratch = try Scratch()
        // a uses Badge (docs/views.md); c names a component that does not exist yet, so it is in error.
        _ = try scratch.write("cat/a.yaml", "theme: movistar\nappearances: [day]\ncontent:\n  - view: { component: Badge, label: New }\n")
        _ = try scratch.write("cat/b.yaml", Self.b)
        _ = try scratch.write("cat/c.yaml", "theme: movistar\nappearances: [day]\ncontent:\n  - view: { component: Later }\n")
        _ = try scratch.write("cat/Components/Badge.yaml", "parameters: { label: text }\nbody: { text: { param: label }, padding: 4 }\n")
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        var before = try wait(server, "the first renders") { $0.values.allSatisfy { $0 >= 1 } }
        let error = String(decoding: try server.get("spec/c.yaml").body, as: UTF8.self)
        #expect(error.contains("unknown component"), "\(error.prefix(2000))")

        _ = try scratch.write("cat/Components/Badge.yaml", "parameters: { label: text }\nbody: { text: { param: label }, padding: 8 }\n")
        var after = try wait(server, "a's render after its component changed") { ($0["a"] ?? 0) > (before["a"] ?? 0) }
        after = try settle(server, scratch, after: after)
        #expect(after["a"] == (before["a"] ?? 0) + 1, "a once")
        before = after

        // The missing component appears: c, in error, renders.
        _ = try scratch.write("cat/Components/Later.yaml", "body: { text: Now here }\n")
        after = try wait(server, "c's render after its component appeared") { ($0["c"] ?? 0) > (before["c"] ?? 0) }
        let page = String(decoding: try server.get("spec/c.yaml").body, as: UTF8.self)
        #expect(!page.contains("unknown component"), "\(page.prefix(2000))")
        #expect(server.stop() == 0, "\(server.stderr)")
    }

    /// A font file a theme names is read once per process: changing it restarts the preview in
    /// place, on the same port, and the spec is served again.
    @Test func aChangedFontRestartsThePreviewOnItsPort() throws {
        let scratch = try Scratch()
        let example = packageRoot.appendingPathComponent("docs/examples/brand-fonts")
        let font = scratch.url.appendingPathComponent("cat/Themes/fonts/NotoSerif-Regular.ttf")
        try FileManager.default.createDirectory(at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf"), to: font)
        let theme = try String(contentsOf: example.appendingPathComponent("Themes/brand-serif.json"), encoding: .utf8)
            .replacingOccurrences(of: #""file": *"[^"]*NotoSerif-Regular.ttf""#, with: #""file": "fonts/NotoSerif-Regular.ttf""#,
                                  options: .regularExpression)
        _ = try scratch.write("cat/Themes/brand-serif.json", theme)
        try FileManager.default.copyItem(at: example.appendingPathComponent("brand.yaml"), to: scratch.url.appendingPathComponent("cat/brand.yaml"))
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let first = String(decoding: try server.get("spec/brand.yaml").body, as: UTF8.self)
        #expect(first.contains("<figure") && !first.contains("class=\"error\""), "\(first.prefix(800))")
        usleep(200_000)
        let descriptors = server.openDescriptors

        var bytes = try Data(contentsOf: font)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: font)
        let deadline = Date().addingTimeInterval(15)
        var lines: [Substring] = []
        repeat {
            usleep(50_000)
            lines = server.stdout.split(separator: "\n")
        } while lines.count < 3 && Date() < deadline
        #expect(lines.count == 3 && lines[1].contains("A font file changed: restarting the preview"), "\(lines)")
        #expect(lines.count == 3 && lines[2] == lines[0], "the same URL after the restart: \(lines)")
        let again = String(decoding: try server.get("spec/brand.yaml").body, as: UTF8.self)
        #expect(again.contains("<figure") && !again.contains("class=\"error\""), "\(again.prefix(800))")
        #expect(try server.get("image/brand.yaml/brand.day.png").status == 200)
        // Every descriptor is close-on-exec: the restarted process holds no more than the first did.
        usleep(200_000)
        #expect(server.openDescriptors <= descriptors, "\(descriptors) open before the restart, \(server.openDescriptors) after")
        #expect(server.stop() == 0, "\(server.stderr)")
    }
}
