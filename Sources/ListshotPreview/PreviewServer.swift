import FlyingFox
import FlyingSocks
import Foundation
import Listshot
import Synchronization

/// A reference for one variant, from the catalog's manifest: the semantic changes of the current
/// render against it (the reference and diff images are made on request).
public struct PreviewReference: Sendable {
    public var path: String
    public var changes: [String]
}

/// `listshot preview`: serves the index and spec pages, watches the served folder and the theme
/// and font folders, re-renders what changed and tells the open pages (docs/preview.md).
///
/// ```swift
/// let server = PreviewServer(root: root, single: nil, renderer: renderer, watched: [root], host: "127.0.0.1", port: 0)
/// try await server.run { url in print(url) }
/// ```
public final class PreviewServer: Sendable {
    /// How often the watcher compares file identities.
    public static let pollInterval: Duration = .milliseconds(50)

    let root: URL
    let single: String?
    let renderer: Renderer
    let watched: [URL]
    let host: String
    let port: UInt16
    public let events = PreviewEvents()
    let catalog: Mutex<PreviewCatalog>
    let states = Mutex<[String: PreviewSpecState]>([:])
    let http: HTTPServer

    public init(root: URL, single: String?, renderer: Renderer, watched: [URL], host: String, port: UInt16) throws(ListshotError) {
        self.root = root; self.single = single; self.renderer = renderer; self.watched = watched
        self.host = host; self.port = port
        catalog = Mutex(try PreviewCatalog(root: root, single: single))
        let address: any SocketAddress
        do { address = try sockaddr_in.inet(ip4: host, port: port) } catch {
            throw .usage("--host \(host): not an IPv4 address. Give one such as 127.0.0.1 or 0.0.0.0.")
        }
        http = HTTPServer(address: address, logger: .disabled)
    }

    /// The notice every page shows when the server listens beyond this machine.
    var notice: String? {
        host.hasPrefix("127.") ? nil : "This preview listens on \(host): other machines on the network can open it."
    }

    /// Renders every spec once, starts the watcher and serves until cancelled; `listening` gets
    /// the page's URL once the socket is bound.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        renderAll()
        await http.appendRoute("GET,HEAD *", to: PreviewHandler(server: self))
        let watcher = Task { await self.watch() }
        defer { watcher.cancel(); events.finish() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.http.run() }
            group.addTask {
                try await self.http.waitUntilListening()
                var bound = self.port
                if case .ip4(_, let port) = await self.http.listeningAddress { bound = port }
                listening("http://\(self.host):\(bound)/")
            }
            try await group.waitForAll()
        }
    }

    /// Stops serving: open event streams end, then the listening socket closes.
    public func stop() async {
        events.finish()
        await http.stop(timeout: 1)
    }

    /// Renders every spec in the catalog.
    func renderAll() {
        for name in catalog.withLock({ $0.names }) { render(name) }
    }

    /// Renders one spec and tells the pages.
    func render(_ name: String) {
        guard let file = catalog.withLock({ $0.specs[name] }) else { return }
        let previous = states.withLock { $0[name] } ?? PreviewSpecState()
        let next = PreviewRender.render(file: file, root: root, renderer: renderer, previous: previous)
        states.withLock { $0[name] = next }
        events.send(spec: name)
    }

    /// Polls file identities and re-renders: a changed spec alone; every spec when a theme,
    /// asset or font changed or a spec appeared (docs/preview.md, "Watching"). Saves made while
    /// a render runs are seen together at the next poll, so the last one wins.
    func watch() async {
        var seen = FileIdentities.scan(watched)
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.pollInterval)
            let now = FileIdentities.scan(watched)
            // Hidden files (an editor's or an atomic write's temporary copy) never decide a render.
            let changed = now.changed(since: seen).filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            seen = now
            guard !changed.isEmpty else { continue }
            react(to: changed)
        }
    }

    /// Re-renders what `changed` touches.
    func react(to changed: Set<String>) {
        let old = catalog.withLock { $0 }
        if let fresh = try? PreviewCatalog(root: root, single: single), fresh != old {
            catalog.withLock { $0 = fresh }
            states.withLock { map in map = map.filter { fresh.specs[$0.key] != nil } }
        }
        let current = catalog.withLock { $0 }
        let specFiles = Dictionary(current.specs.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        let names = changed.compactMap { specFiles[$0] }
        if names.count == changed.count, current == old {
            for name in Set(names).sorted() { render(name) }
        } else {
            renderAll()
        }
    }

    /// A snapshot of one spec's state.
    func state(_ name: String) -> PreviewSpecState? { states.withLock { $0[name] } }
}
