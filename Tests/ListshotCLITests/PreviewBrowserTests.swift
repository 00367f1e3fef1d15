import Foundation
import Testing

/// `listshot preview` in one open headless Chromium page (docs/preview.md): the page is opened
/// once and never reloaded, and it updates itself (Server-Sent Events, then the page's script
/// swaps in the new state) when the spec or a theme token it uses is saved; a broken spec's or
/// theme's error shows with its line beside the greyed last good render and clears once fixed.
@Suite("listshot preview in a browser", .serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"),
                                                   "chromium is not installed; `make test` installs it (Debian package chromium)"))
struct PreviewBrowserTests {
    static let spec = "device: iphone15\ntheme: movistar\nappearances: [day, night]\ncontent:\n  - list:\n      cells:\n        - title: TITLE\n"
    /// The cell title's colour in the day appearance (`textPrimary`), as the theme file spells it.
    static let token = "\"textPrimary\": {\n      \"day\": \"#0B2739\","

    /// A catalog with one spec and the theme it uses in the catalog's own Themes folder.
    func catalog() throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.write("cat/screen.yaml", Self.spec.replacingOccurrences(of: "TITLE", with: "Hello"))
        let theme = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
        _ = try scratch.write("cat/Themes/movistar.json", theme)
        return scratch
    }

    @Test func oneOpenPageUpdatesItselfOnSavesAndShowsErrorsUntilFixed() throws {
        let scratch = try catalog()
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        var exitStatus: Int32?
        defer { if exitStatus == nil { _ = server.stop() } }
        let events = try EventListener(url: server.url + "events")
        defer { events.stop() }
        let chrome = try HeadlessChromium(profile: scratch.url.appendingPathComponent("chrome"),
                                          log: scratch.url.appendingPathComponent("chrome.log"))
        defer { chrome.close() }
        let page = PreviewPage(chrome: chrome, tab: try chrome.open(server.url + "spec/screen.yaml", width: 1280, height: 900,
                                                                    first: PreviewPage.watchEventSources))

        // The first render with the page's event stream open (a save before would go unseen),
        // then a marker that a reload or navigation would lose.
        var state = try page.wait("the first render", timeout: 30) { $0.loaded && $0.error == nil && $0.listening }
        #expect(state.stems == ["screen.day", "screen.night"], "every variant side by side")
        try page.mark()
        var image = try fetch(server, state)
        try screenshot(page, "LISTSHOT_PREVIEW_SCREENSHOT")

        // The title: the same page shows a new image.
        state = try page.save(scratch, "cat/screen.yaml", Self.spec.replacingOccurrences(of: "TITLE", with: "Goodbye"),
                              after: state, "the new title's render") { $0.loaded && $0.error == nil }
        var next = try fetch(server, state)
        #expect(next != image, "the new title's image differs")
        image = next

        // A broken spec: its error with file:line:column and key path, the last good render greyed beside it.
        state = try page.save(scratch, "cat/screen.yaml", Self.spec.replacingOccurrences(of: "title: TITLE", with: "titel: x"),
                              after: state, "the spec's error") { $0.loaded && ($0.error ?? "").contains("screen.yaml:7:11") }
        #expect(state.error?.contains("screen.yaml:7:11: content[0].list.cells[0].titel") == true, "\(state.dom)")
        #expect(state.stale && state.greyed, "the last good render is greyed")
        #expect(try fetch(server, state) == image, "the last good render is kept")
        try screenshot(page, "LISTSHOT_PREVIEW_ERROR_SCREENSHOT")

        // Fixed: the error clears and the new render shows.
        state = try page.save(scratch, "cat/screen.yaml", Self.spec.replacingOccurrences(of: "TITLE", with: "Fixed"),
                              after: state, "the spec's error cleared") { $0.loaded && $0.error == nil }
        #expect(!state.stale && !state.greyed, "the render is no longer greyed")
        next = try fetch(server, state)
        #expect(next != image, "the fixed spec's image")
        image = next

        // A theme token the cell uses (its title's colour): a new image.
        let theme = try String(contentsOf: scratch.url.appendingPathComponent("cat/Themes/movistar.json"), encoding: .utf8)
        let tokenRange = try #require(theme.range(of: Self.token))
        let tokenLine = theme[..<tokenRange.lowerBound].filter { $0 == "\n" }.count + 2  // the "day" line
        let red = theme.replacingOccurrences(of: Self.token, with: "\"textPrimary\": {\n      \"day\": \"#E00000\",")
        state = try page.save(scratch, "cat/Themes/movistar.json", red, after: state, "the new colour's render") { $0.loaded && $0.error == nil }
        next = try fetch(server, state)
        #expect(next != image, "the new title colour's image differs")
        image = next

        // A broken theme (a comma left out after the token): its error names the file and line; fixed, it clears.
        let broken = red.replacingOccurrences(of: "\"day\": \"#E00000\",", with: "\"day\": \"#E00000\"")
        state = try page.save(scratch, "cat/Themes/movistar.json", broken, after: state, "the theme's error") {
            $0.loaded && ($0.error ?? "").contains("Themes/movistar.json")
        }
        let lines = [tokenLine, tokenLine + 1].map { "movistar.json:\($0):" }
        #expect(lines.contains { state.error?.contains($0) == true }, "the theme's error names a line near the missing comma: \(state.error ?? "")")
        #expect(state.stale && state.greyed, "the last good render is greyed")
        #expect(try fetch(server, state) == image, "the last good render is kept")
        state = try page.save(scratch, "cat/Themes/movistar.json", theme, after: state, "the theme's error cleared") { $0.loaded && $0.error == nil }
        #expect(!state.stale && !state.greyed, "the render is no longer greyed")
        #expect(try fetch(server, state) != image, "the original colour's image")

        // One navigation (the first), no script errors, and the page's marker still there.
        #expect(try page.state().marked, "the page was never reloaded")
        #expect(chrome.navigations.count == 1, "the page was navigated again: \(chrome.navigations)")
        #expect(chrome.exceptions.isEmpty, "\(chrome.exceptions)")
        // The open pages were told of each render.
        #expect(events.received().components(separatedBy: "data: \"screen.yaml\"").count - 1 >= 6, "\(events.received())")
        exitStatus = server.stop()
        #expect(exitStatus == 0, "Ctrl-C stops the server cleanly: \((try? String(contentsOf: server.folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "")")
    }

    /// The bytes of the day image `state` shows, fetched from the server.
    func fetch(_ server: PreviewServerProcess, _ state: PreviewPage.State) throws -> Data {
        let source = try #require(state.source, "\(state.dom)")
        let image = try server.get(String(source.drop(while: { $0 == "/" })))
        #expect(image.status == 200 && (try? Run.decodePNG(image.body)) == true, "\(source): \(image.status)")
        return image.body
    }

    /// The open page as Chromium draws it (1280×900, scale 1), kept at `$variable`'s path when set
    /// (docs/preview.md shows these).
    func screenshot(_ page: PreviewPage, _ variable: String) throws {
        let shot = try page.tab.screenshot()
        let bytes = [UInt8](shot)
        #expect(try Run.decodePNG(shot))
        let size = [16, 20].map { at in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(size == [1280, 900], "the screenshot's size: \(size)")
        if let keep = ProcessInfo.processInfo.environment[variable], !keep.isEmpty {
            try shot.write(to: URL(fileURLWithPath: keep))
        }
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
        // The stream's first line, a comment, says the server has registered this listener.
        let deadline = Date().addingTimeInterval(10)
        while !received().contains(": listshot preview"), Date() < deadline { usleep(20_000) }
    }

    func received() -> String { (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }

    func stop() {
        kill(pid, SIGTERM)
        try? FileManager.default.removeItem(at: folder)
    }
}
