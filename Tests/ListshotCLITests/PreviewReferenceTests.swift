import Foundation
import ListshotImage
import Testing

/// `listshot preview` beside a recorded catalog (docs/preview.md, "Reference, render and diff"):
/// a variant the manifest lists gets the Reference / Render / Diff toggle and the change list
/// against its layout sidecar; a variant with no reference says so; a damaged or resized reference
/// is named in words while the render still shows and the server keeps serving.
@Suite("listshot preview: reference, render and diff", .serialized)
struct PreviewReferenceTests {
    static func spec(_ title: String) -> String { "appearances: [day]\ncontent: [{list: {cells: [{title: \(title)}]}}]\n" }

    /// A catalog with `a.yaml` recorded by the real binary.
    func recorded() throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.spec("Hello"))
        let record = try CLI.run(["record", "cat"], in: scratch.url)
        #expect(record.status == 0, "\(record.stderr)")
        return scratch
    }

    /// Polls `path` until its body holds `text` (10 s at most).
    func waitFor(_ server: PreviewServerProcess, _ path: String, _ text: String) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var page = ""
        repeat {
            page = String(decoding: try server.get(path).body, as: UTF8.self)
            if page.contains(text) { return page }
            usleep(50_000)
        } while Date() < deadline
        throw PreviewTestError("\(path): '\(text)' never seen; page: \(page.prefix(3000))")
    }

    @Test func aSavedTitleShowsItsChangeReferenceAndDiff() throws {
        let scratch = try recorded()
        // Added after recording: the manifest lists no reference for it.
        _ = try scratch.write("cat/b.yaml", Self.spec("Other"))
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }

        let before = try waitFor(server, "spec/a.yaml", "data-src=\"/reference/a.yaml/a.day.png\"")
        #expect(before.contains("No change against the reference"), "\(before)")
        #expect(!before.contains("<ul class=\"changes\">"))

        _ = try scratch.write("cat/a.yaml", Self.spec("Goodbye"))
        let page = try waitFor(server, "spec/a.yaml", "Goodbye")
        let list = try #require(page.range(of: "<ul class=\"changes\">").map { page[$0.upperBound...] }.flatMap { rest in
            rest.range(of: "</ul>").map { String(rest[..<$0.lowerBound]) }
        }, "no change list in \(page)")
        let line = try #require(list.components(separatedBy: "<li>").first { $0.contains("Hello") && $0.contains("Goodbye") },
                                "no line names the title's text change: \(list)")
        #expect(line.contains("title"), "the line names the title's element: \(line)")
        #expect(page.contains(">Reference</button>") && page.contains(">Render</button>") && page.contains(">Diff</button>"))
        let version = try #require(page.range(of: "data-version=\"").map { page[$0.upperBound...].prefix { $0.isNumber } })
        // `?mode=diff`: the diff shown first and its button pressed; an unknown mode is the render.
        let diffPage = String(decoding: try server.get("spec/a.yaml?mode=diff").body, as: UTF8.self)
        #expect(diffPage.contains("src=\"/diff/a.yaml/a.day.png?v=\(version)\""), "\(diffPage.prefix(1500))")
        #expect(diffPage.contains("aria-pressed=\"true\" data-mode=\"diff\""))
        let oddPage = String(decoding: try server.get("spec/a.yaml?mode=%3Cscript%3E").body, as: UTF8.self)
        #expect(oddPage.contains("src=\"/image/a.yaml/a.day.png?v=\(version)\"") && !oddPage.contains("<script>"))

        let reference = try server.get("reference/a.yaml/a.day.png")
        #expect(reference.status == 200)
        let recordedPNG = try Data(contentsOf: scratch.url.appendingPathComponent("cat/a.day.png"))
        #expect(reference.body == recordedPNG, "the reference route serves the recorded file's bytes")

        let diff = try server.get("diff/a.yaml/a.day.png?v=\(version)")
        #expect(diff.status == 200)
        let image = try PNGCodec.decode(Array(diff.body))
        let expected = try PNGCodec.decode(Array(recordedPNG))
        #expect(image.width == expected.width && image.height == expected.height)
        #expect(Self.red(image) > 0, "the diff image shows the changed pixels")

        let other = String(decoding: try server.get("spec/b.yaml").body, as: UTF8.self)
        #expect(other.contains("class=\"no-reference\"") && other.contains("No reference"), "\(other)")
        #expect(!other.contains("/reference/") && !other.contains("/diff/"))
        #expect(try server.get("reference/b.yaml/b.day.png").status == 404)
        #expect(try server.get("diff/b.yaml/b.day.png").status == 404)
        // Names are looked up, never joined onto a folder.
        for attempt in ["reference/a.yaml/..%2fa.day.png", "reference/../cat/a.day.png", "reference/%2e%2e/a.yaml/a.day.png",
                        "reference/a.yaml/a.day.layout.png", "diff/a.yaml/..%2f..%2fa.day.png", "reference/a.day.png"] {
            #expect(try server.get(attempt).status == 404, "\(attempt)")
        }
        // Recorded again (b.yaml too) while the preview runs: the same render now matches its
        // reference, and the open pages are told to fetch themselves again (no render happens).
        let events = try EventListener(url: server.url + "events")
        defer { events.stop() }
        #expect(try CLI.run(["record", "cat", "--mode", "all"], in: scratch.url).status == 0)
        let told = Date().addingTimeInterval(10)
        while !events.received().contains("data: \"a.yaml\""), Date() < told { usleep(50_000) }
        #expect(events.received().contains("data: \"a.yaml\""), "an event for a.yaml after its reference was recorded: \(events.received())")
        let matched = String(decoding: try server.get("spec/a.yaml").body, as: UTF8.self)
        #expect(matched.contains("No change against the reference"), "\(matched)")
        let fresh = try PNGCodec.decode(Array(try server.get("diff/a.yaml/a.day.png?v=\(version)").body))
        #expect(Self.red(fresh) == 0, "the diff is made again for the new reference")

        let status = server.stop()
        #expect(status == 0, "\((try? String(contentsOf: server.folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "")")
    }

    /// Pixels in pixelmatch's diff colour (red); unchanged ones are painted faded grey.
    static func red(_ image: RGBABitmap) -> Int {
        var red = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4)
        where image.pixels[index] == 255 && image.pixels[index + 1] == 0 && image.pixels[index + 2] == 0 { red += 1 }
        return red
    }

    @Test func aDamagedOrResizedReferenceIsNamedAndTheRenderStillShows() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", "appearances: [day, night]\ncontent: [{list: {cells: [{title: Hello}]}}]\n")
        #expect(try CLI.run(["record", "cat"], in: scratch.url).status == 0)
        // Day: not a PNG at all. Night: a valid PNG of another size.
        try scratch.write("cat/a.day.png", bytes: Array("not a png <script>".utf8))
        let small = try RGBABitmap(width: 10, height: 12, pixels: [UInt8](repeating: 255, count: 10 * 12 * 4))
        try scratch.write("cat/a.night.png", bytes: PNGCodec.encode(small, options: .fast))
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }

        let page = try waitFor(server, "spec/a.yaml", "reference-problem")
        #expect(page.contains("a.day.png is not a readable PNG"), "\(page)")
        #expect(page.contains("a.night.png is 10×12 px; this render is"), "\(page)")
        #expect(!page.contains("<script>"), "escaped")
        #expect(!page.contains("data-src=\"/reference/a.yaml/a.day.png\""), "no Reference mode for a corrupt file")
        #expect(page.contains("data-src=\"/reference/a.yaml/a.night.png\""), "the resized reference still shows")
        #expect(!page.contains("/diff/"), "no Diff mode when none can be made")
        #expect(page.contains("src=\"/image/a.yaml/a.day.png"), "the render still shows")

        let reference = try server.get("reference/a.yaml/a.day.png")
        #expect(reference.status == 404 && String(decoding: reference.body, as: UTF8.self).contains("not a readable PNG"))
        let diff = try server.get("diff/a.yaml/a.night.png?v=1")
        #expect(diff.status == 404 && String(decoding: diff.body, as: UTF8.self).contains("size"), "\(String(decoding: diff.body, as: UTF8.self))")
        #expect(try server.get("image/a.yaml/a.day.png").status == 200, "the server keeps serving")
        #expect(try server.get("spec/a.yaml").status == 200)
        let status = server.stop()
        #expect(status == 0, "\((try? String(contentsOf: server.folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "")")
    }

    @Test func aReferenceLinkedOutOfTheServedFolderIsNeverRead() throws {
        let scratch = try recorded()
        let secret = try RGBABitmap(width: 3, height: 3, pixels: [UInt8](repeating: 7, count: 3 * 3 * 4))
        try scratch.write("secret.png", bytes: PNGCodec.encode(secret, options: .fast))
        _ = try scratch.write("secret.layout.json", "SECRET-LAYOUT")
        for (name, target) in [("cat/a.day.png", "../secret.png"), ("cat/a.day.layout.json", "../secret.layout.json")] {
            try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(name))
            try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let page = try waitFor(server, "spec/a.yaml", "reference-problem")
        #expect(page.contains("a.day.png is listed in the manifest but is not a regular file inside the served folder"), "\(page)")
        #expect(page.contains("no layout sidecar") && !page.contains("SECRET"), "\(page)")
        let reference = try server.get("reference/a.yaml/a.day.png")
        #expect(reference.status == 404 && reference.body != Data(PNGCodec.encode(secret, options: .fast)))
        #expect(try server.get("diff/a.yaml/a.day.png").status == 404)
        #expect(server.stop() == 0)
    }
}
