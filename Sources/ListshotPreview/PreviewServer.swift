import Foundation
import Listshot
import Synchronization

/// `listshot preview`: serves the index and spec pages, watches the served folder and the theme
/// and font folders, re-renders what changed and tells the open pages (docs/preview.md).
///
/// ```swift
/// let server = try PreviewServer(root: root, single: nil, renderer: renderer, watched: [root], host: "127.0.0.1", port: 0)
/// try server.run { url in print(url) }   // until stop()
/// ```
package final class PreviewServer: Sendable {
    /// How often the watcher compares file identities when the kernel cannot notify it.
    static let pollSeconds: TimeInterval = 0.05
    /// How often it compares them anyway when the kernel does notify it, at the least.
    static let rescanMilliseconds: Int32 = 1_000
    /// The share of one core periodic rescans may take: a scan that took T waits T ÷ this before the next.
    static let rescanShare = 0.05

    let root: URL
    let single: String?
    let renderer: Renderer
    let watched: [URL]
    let host: String
    let port: UInt16
    let events = PreviewEvents()
    let catalog: Mutex<PreviewCatalog>
    let states = Mutex<[String: PreviewSpecState]>([:])
    /// Set when the server stops; the watcher's thread then ends.
    let stopping = Atomic<Bool>(false)
    /// The `--fonts` folders: a font file changed there (or one a theme names) asks for a restart.
    let fontFolders: [URL]
    /// The port the socket was bound to, once it is.
    let boundPort = Atomic<UInt16>(0)
    /// Set when a font file changed: fonts are read once per process, so the command starts the
    /// preview again in its place, on the same port (docs/preview.md, "Watching").
    package let restartRequested = Atomic<Bool>(false)
    /// What the watcher could not watch (past ``FileIdentities/fileLimit`` files), for the pages.
    let watchNotice = Mutex<String?>(nil)
    let log: @Sendable (String) -> Void

    /// The port the server listens on (0 until it does).
    package var listeningPort: UInt16 { boundPort.load(ordering: .relaxed) }
    let references: PreviewReferences
    let http: Mutex<HTTPServer?> = Mutex(nil)
    let allowedHosts: [String]
    /// The `--previews` sources, their previews served beside the specs (docs/preview.md, "Previews").
    let previewSources: [PreviewSwiftSource]
    /// The previews served, and the errors of the Swift files that do not build.
    let live = Mutex(PreviewLiveTable())
    /// Saves waiting for a preview build; one thread builds, in turn.
    let buildQueue = PreviewBuildQueue()
    /// Held while drawing: the watcher's thread and the build thread draw one at a time.
    let drawing = Mutex(())

    package init(root: URL, single: String?, renderer: Renderer, watched: [URL], fonts: [URL] = [], host: String, port: UInt16,
                 allowedHosts: [String] = [], previews: [PreviewSwiftSource] = [],
                 log: @escaping @Sendable (String) -> Void = { _ in }) throws(ListshotError) {
        self.root = root; self.single = single; self.renderer = renderer
        self.watched = watched + fonts + previews.flatMap(\.watchFolders)
        self.previewSources = previews
        self.fontFolders = fonts.map { URL(fileURLWithPath: PreviewDependencies.standard($0.path)) }
        self.host = host; self.port = port; self.allowedHosts = allowedHosts; self.log = log
        references = PreviewReferences(root: root)
        catalog = Mutex(try PreviewCatalog(root: root, single: single, allowEmpty: !previews.isEmpty))
        guard HTTPAddress(host) != nil else {
            throw .usage("--host \(host.escapingControlCharacters): not an IP address. Give one such as 127.0.0.1, ::1 or 0.0.0.0.")
        }
    }

    /// The notices every page shows: the server listens beyond this machine; files past the watch limit.
    var notice: String? {
        var notices: [String] = []
        if let address = HTTPAddress(host), !address.isLoopback {
            notices.append("This preview listens on \(host): other machines on the network can open it.")
        }
        if let watch = watchNotice.withLock({ $0 }) { notices.append(watch) }
        return notices.isEmpty ? nil : notices.joined(separator: " ")
    }

    /// Renders every spec once, starts the watcher, listens, calls `listening` with the page's
    /// URL and serves until ``stop()``.
    package func run(listening: @Sendable (String) -> Void) throws(ListshotError) {
        let handler = PreviewHandler(server: self)
        let server = try HTTPServer(host: host, port: port, allowedHosts: allowedHosts, log: log) { handler.answer($0) }
        // Bound before the first render, so a port in use is said at once.
        let bound = try server.start()
        http.withLock { $0 = server }
        boundPort.store(bound, ordering: .relaxed)
        if stopping.load(ordering: .relaxed) { server.stop() }
        renderAll()
        // The watcher renders on its own thread, leaving the connections' threads to the pages.
        let watcher = Thread { [self] in self.watch() }
        watcher.name = "listshot preview watcher"
        watcher.start()
        startBuilds()
        let shown = host.contains(":") ? "[\(host)]" : host
        listening("http://\(shown):\(bound)/")
        server.wait()
        stopping.store(true, ordering: .relaxed)
        buildQueue.finish()
        events.finish()
    }

    /// Stops serving: open event streams end, then the listening socket closes.
    package func stop() {
        stopping.store(true, ordering: .relaxed)
        buildQueue.finish()
        events.finish()
        http.withLock { $0 }?.stop()
    }

    /// Renders every spec in the catalog.
    func renderAll() {
        for name in catalog.withLock({ $0.names }) { render(name) }
    }

    /// Renders one spec and tells the pages.
    func render(_ name: String) {
        guard let file = catalog.withLock({ $0.specs[name] }) else { return }
        let previous = states.withLock { $0[name] } ?? PreviewSpecState()
        let next = drawing.withLock { _ in PreviewRender.render(file: file, root: root, renderer: renderer, previous: previous) }
        states.withLock { $0[name] = next }
        events.send(spec: name)
    }

    /// Watches on its own thread until ``stopping`` is set: waits for the kernel's word that a watched
    /// folder changed (or polls when it cannot say), scans the file identities and re-renders what
    /// the changes touch. Saves made while a render runs are seen together at the next scan, so
    /// rapid saves are coalesced and the last one wins (docs/preview.md, "Watching").
    func watch() {
        let notifier = PreviewNotifier()
        var (seen, cost) = timedScan()
        notifier?.watch(seen.folders)
        var lastScan = HTTPClock.now
        while !stopping.load(ordering: .relaxed) {
            // Periodic rescans take at most `rescanShare` of a core: a scan of a huge tree waits longer.
            let interval = max(Int64(Self.rescanMilliseconds), Int64(Double(cost) / Self.rescanShare))
            if let notifier {
                // With notifications a rescan now and then still catches what they cannot report
                // (a file changed through a symlinked folder); a notification scans at once.
                let woke = notifier.wait(milliseconds: Self.rescanMilliseconds)
                if !woke, HTTPClock.now - lastScan < interval { continue }
            } else {
                Thread.sleep(forTimeInterval: max(Self.pollSeconds, Double(cost) / Self.rescanShare / 1_000))
            }
            if stopping.load(ordering: .relaxed) { break }
            let now: FileIdentities
            (now, cost) = timedScan()
            lastScan = HTTPClock.now
            notifier?.watch(now.folders)
            let changed = now.changed(since: seen)
            seen = now
            guard !changed.isEmpty else { continue }
            react(to: changed)
        }
    }

    /// Scans the watched folders; returns the identities and what the scan cost in milliseconds.
    /// Past ``FileIdentities/fileLimit`` files it says so, once, in the log and on every page.
    func timedScan() -> (FileIdentities, Int64) {
        let start = HTTPClock.now
        let identities = FileIdentities.scan(watched)
        let message = identities.truncated
            ? "The served folders hold more than \(FileIdentities.fileLimit) files: the preview watches the first \(FileIdentities.fileLimit), and saves to the others are not seen. Serve a smaller folder."
            : nil
        let previous = watchNotice.withLock { notice -> String? in defer { notice = message }; return notice }
        if let message, previous == nil { log(message) }
        return (identities, HTTPClock.now - start)
    }

    /// Re-renders what `changed` touches: a spec added or saved; every spec whose dependencies
    /// (its theme, that theme's fonts, its images) include a changed file; a spec in error, which
    /// may be waiting for any file. Removed specs are forgotten.
    func react(to changed: Set<String>) {
        let old = catalog.withLock { $0 }
        var added: [String] = []
        if let fresh = try? PreviewCatalog(root: root, single: single, allowEmpty: !previewSources.isEmpty), fresh != old {
            catalog.withLock { $0 = fresh }
            let previews = live.withLock { $0.entries }
            states.withLock { map in map = map.filter { fresh.specs[$0.key] != nil || previews[$0.key] != nil } }
            added = fresh.names.filter { old.specs[$0] == nil }
        }
        let current = catalog.withLock { $0 }
        let touched = Set(changed.map(PreviewDependencies.standard))
        let snapshot = states.withLock { $0 }
        if touched.contains(where: { isFontInUse($0, states: snapshot) }) {
            restartRequested.store(true, ordering: .relaxed)
            stop()
            return
        }
        var names = Set(added)
        // A spec's own file is among its dependencies, so a saved spec is found like its theme.
        for name in current.names {
            guard let state = snapshot[name] else { names.insert(name); continue }
            if state.error != nil || state.dependencies.isTouched(by: touched) { names.insert(name) }
        }
        for name in current.names where names.contains(name) { render(name) }
        reactForPreviews(to: touched, states: snapshot)
        // A reference recorded or accepted changes no render, but the open pages' comparison:
        // they are told to fetch themselves again.
        let manifestChanged = touched.contains { $0.hasSuffix("/.listshot/manifest.json") }
        for name in current.names where !names.contains(name) {
            guard let file = current.specs[name] else { continue }
            if manifestChanged || touched.contains(where: { Self.isReference($0, of: file) }) { events.send(spec: name) }
        }
    }

    /// Whether `path` is one of the spec at `file`'s references or sidecars: `STEM….png` or
    /// `STEM….layout.json` beside it, where the spec is `STEM.yaml`.
    static func isReference(_ path: String, of file: String) -> Bool {
        let spec = PreviewDependencies.standard(file) as NSString
        let candidate = path as NSString
        guard candidate.deletingLastPathComponent == spec.deletingLastPathComponent else { return false }
        let stem = (spec.lastPathComponent as NSString).deletingPathExtension + "."
        let name = candidate.lastPathComponent
        return name.hasPrefix(stem) && (name.hasSuffix(".png") || name.hasSuffix(".layout.json"))
    }

    /// Whether `path` is a font file in a `--fonts` folder or one a rendered spec's theme names.
    func isFontInUse(_ path: String, states: [String: PreviewSpecState]) -> Bool {
        guard ["otf", "ttf", "ttc"].contains((path as NSString).pathExtension.lowercased()) else { return false }
        if fontFolders.contains(where: { path.hasPrefix($0.path + "/") }) { return true }
        return states.values.contains { $0.dependencies.files.contains(path) }
    }

    /// A snapshot of one spec's state.
    func state(_ name: String) -> PreviewSpecState? { states.withLock { $0[name] } }
}
