import Foundation
import Testing

/// `listshot preview` driven by headless Chromium (docs/preview.md): a spec's page shows the new
/// image after the spec or a theme token it uses is saved, shows a broken spec's or theme's error
/// with its line beside the last good render, and clears it once fixed; the open pages are told
/// over Server-Sent Events.
@Suite("listshot preview in a browser", .serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
                                                   "chromium is not installed; `make test` installs it (Debian package chromium)"))
struct PreviewBrowserTests {
    static let spec = "device: iphone15\ntheme: movistar\nappearances: [day, night]\ncontent:\n  - list:\n      cells:\n        - title: TITLE\n"

    /// A catalog with one spec and the theme it uses in the catalog's own Themes folder.
    func catalog() throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.write("cat/screen.yaml", Self.spec.replacingOccurrences(of: "TITLE", with: "Hello"))
        let theme = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
        _ = try scratch.write("cat/Themes/movistar.json", theme)
        return scratch
    }

    /// The page's DOM as Chromium built it.
    func dom(_ server: PreviewServerProcess, _ path: String, in scratch: Scratch) throws -> String {
        try Run.process("/usr/bin/chromium", ["--headless=new", "--no-sandbox", "--disable-gpu",
                                              "--user-data-dir=" + scratch.url.appendingPathComponent("chrome").path,
                                              "--dump-dom", server.url + path]).stdout
    }

    /// Polls the page until `condition` holds (10 s at most) and returns the DOM.
    func waitForPage(_ server: PreviewServerProcess, in scratch: Scratch, _ what: String,
                     _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var page = ""
        repeat {
            page = try dom(server, "spec/screen.yaml", in: scratch)
            if condition(page) { return page }
            usleep(100_000)
        } while Date() < deadline
        throw PreviewTestError("\(what): never seen; DOM: \(page.prefix(2000))")
    }

    /// The day variant's image URL in `page`.
    func imageURL(_ page: String) throws -> String {
        let start = try #require(page.range(of: "src=\"/image/screen.yaml/screen.day.png?v="))
        let end = try #require(page[start.upperBound...].firstIndex(of: "\""))
        return String(page[page.index(start.lowerBound, offsetBy: 5)..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }

    func version(_ page: String) -> Int? {
        guard let start = page.range(of: "data-version=\""), let end = page[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return Int(page[start.upperBound..<end])
    }

    /// Saves `name`, waits for a newer render and returns its page and day image.
    func save(_ scratch: Scratch, _ name: String, _ text: String, server: PreviewServerProcess, after page: String,
              until condition: @escaping (String) -> Bool) throws -> (page: String, image: Data) {
        let before = version(page) ?? 0
        _ = try scratch.write(name, text)
        let next = try waitForPage(server, in: scratch, "a render after saving \(name)") { (version($0) ?? 0) > before && condition($0) }
        let image = try server.get(String(try imageURL(next).dropFirst()))
        #expect(image.status == 200)
        return (next, image.body)
    }

    @Test func savingTheSpecOrItsThemeShowsTheNewImageAndErrorsComeAndGo() throws {
        let scratch = try catalog()
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        let events = try EventListener(url: server.url + "events")
        defer { events.stop() }

        var page = try waitForPage(server, in: scratch, "the first render") { $0.contains("<figure") }
        #expect(page.contains("data-stem=\"screen.day\"") && page.contains("data-stem=\"screen.night\""), "every variant side by side")
        var image = try server.get(String(try imageURL(page).dropFirst())).body
        #expect(try Run.decodePNG(image))

        // The title: a new image.
        var next = try save(scratch, "cat/screen.yaml", Self.spec.replacingOccurrences(of: "TITLE", with: "Goodbye"),
                            server: server, after: page) { !$0.contains("class=\"error\"") }
        #expect(next.image != image, "the new title's image")
        #expect(try imageURL(next.page) != imageURL(page), "the image URL's version changes")
        (page, image) = next

        // A broken spec: its error with file:line:column and key path, the last good render greyed beside it.
        next = try save(scratch, "cat/screen.yaml", Self.spec.replacingOccurrences(of: "title: TITLE", with: "titel: x"),
                        server: server, after: page) { $0.contains("class=\"error\"") }
        #expect(next.page.contains("screen.yaml:7:11: content[0].list.cells[0].titel"), "\(next.page)")
        #expect(next.page.contains("class=\"variant stale\""))
        #expect(next.image == image, "the last good render is kept")
        page = next.page

        // Fixed: the error clears.
        next = try save(scratch, "cat/screen.yaml", Self.spec.replacingOccurrences(of: "TITLE", with: "Fixed"),
                        server: server, after: page) { !$0.contains("class=\"error\"") }
        #expect(!next.page.contains("stale"))
        #expect(next.image != image)
        (page, image) = next

        // A theme token the spec uses: a new image.
        let theme = try String(contentsOf: scratch.url.appendingPathComponent("cat/Themes/movistar.json"), encoding: .utf8)
        let token = "\"background\": {\n      \"day\": \"#FFFFFF\""
        try #require(theme.contains(token))
        next = try save(scratch, "cat/Themes/movistar.json", theme.replacingOccurrences(of: token, with: "\"background\": {\n      \"day\": \"#FFE0E0\""),
                        server: server, after: page) { !$0.contains("class=\"error\"") }
        #expect(next.image != image, "the new background's image")
        (page, image) = next

        // A broken theme: its error with its line; fixed, it clears.
        next = try save(scratch, "cat/Themes/movistar.json", theme.replacingOccurrences(of: token, with: "\"background\": {\n      \"day\": \"#GGGGGG\""),
                        server: server, after: page) { $0.contains("class=\"error\"") }
        #expect(next.page.contains("movistar.json:"), "\(next.page)")
        #expect(next.page.contains("background"), "the key path")
        page = next.page
        next = try save(scratch, "cat/Themes/movistar.json", theme, server: server, after: page) { !$0.contains("class=\"error\"") }
        #expect(next.image != image)

        // The open pages were told of each render.
        #expect(events.received().components(separatedBy: "data: \"screen.yaml\"").count - 1 >= 6, "\(events.received())")

        // The page as Chromium draws it (docs/preview.md shows this screenshot).
        let shot = scratch.url.appendingPathComponent("preview.png")
        _ = try Run.process("/usr/bin/chromium", ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                  "--user-data-dir=" + scratch.url.appendingPathComponent("chrome").path,
                                                  "--window-size=1100,1000", "--screenshot=" + shot.path, server.url + "spec/screen.yaml"])
        #expect(try Run.decodePNG(Data(contentsOf: shot)))
        if let keep = ProcessInfo.processInfo.environment["LISTSHOT_PREVIEW_SCREENSHOT"] {
            try Data(contentsOf: shot).write(to: URL(fileURLWithPath: keep))
        }
        #expect(server.stop() == 0, "Ctrl-C stops the server cleanly")
    }
}

/// Reads a Server-Sent Events stream with curl in the background.
final class EventListener {
    let folder: URL
    let pid: Int32

    init(url: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        pid = try Background.start("/usr/bin/curl", ["-sN", url], in: folder, output: folder)
        usleep(300_000)
    }

    func received() -> String { (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }

    func stop() {
        kill(pid, SIGTERM)
        try? FileManager.default.removeItem(at: folder)
    }
}
