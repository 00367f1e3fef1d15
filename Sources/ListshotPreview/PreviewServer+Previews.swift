import Foundation
import Listshot
import ListshotPreviews
import ListshotText

extension PreviewServer {
    /// How long the build thread waits after a save for more saves before it builds.
    static let buildSettleSeconds: TimeInterval = 0.05

    /// Starts the build thread and asks it for every preview of every source (the first build).
    func startBuilds() {
        guard !previewSources.isEmpty else { return }
        for index in previewSources.indices { buildQueue.add(source: index, paths: nil) }
        let builder = Thread { [self] in
            while let work = buildQueue.take(settle: Self.buildSettleSeconds) {
                for (index, saved) in work.sorted(by: { $0.key < $1.key }) where !stopping.load(ordering: .relaxed) {
                    build(source: index, saved: saved)
                }
            }
        }
        builder.name = "listshot preview builder"
        builder.start()
    }

    /// Builds one source (incrementally) and runs the previews `saved` can change (every one when
    /// nil), then draws them and tells the pages. Runs on the build thread only, so two builds
    /// never run at once; pages are served meanwhile from the last states.
    func build(source index: Int, saved: Set<String>?) {
        let source = previewSources[index]
        let started = Date()
        var change: PreviewLiveTable.Change
        var timing = ""
        do {
            let sources = try PreviewSources.load(source.path)
            let (failedBefore, wasReady) = live.withLock { ($0.sourceErrors[index] != nil, $0.ready.contains(index)) }
            var scope: Set<String>?
            if let saved, wasReady, !failedBefore {
                let touched = PreviewLiveScope.files(toRun: saved, in: sources)
                // Nothing a preview reads (an editor's temporary file): no build.
                if touched.isEmpty { return }
                // The files in error now are run too: a fix in another file may clear them.
                scope = touched.union(live.withLock { $0.erroredFiles(source: index) })
            }
            let loaded = try PreviewSnapshots.live(sources, catalog: root.path, settings: source.settings, only: scope) { [log] in log($0) }
            change = live.withLock { $0.apply(loaded, sources: sources, source: source, index: index, ran: scope) }
            timing = String(format: "swift build %.2f s, runner %.2f s", loaded.buildSeconds, loaded.runSeconds)
            for failure in loaded.failures { log("\(failure.summary.escapingControlCharacters)") }
        } catch {
            log("previews of \(source.path.escapingControlCharacters): \(error.description)")
            change = live.withLock { $0.fail(source: index, message: error.description) }
        }
        let rendering = Date()
        for name in change.render { renderPreview(name) }
        for name in change.errored { showError(name) }
        let known = live.withLock { $0.entries }
        let specs = catalog.withLock { $0.specs }
        states.withLock { map in map = map.filter { specs[$0.key] != nil || known[$0.key] != nil } }
        // The index: previews added or removed, the first build done, an error shown or cleared.
        events.send(spec: "")
        let renderSeconds = Date().timeIntervalSince(rendering)
        log(String(format: "previews of %@: %@, render %.2f s, total %.2f s; %d drawn, %d in error", source.label.escapingControlCharacters,
                   timing.isEmpty ? "not built" : timing, renderSeconds, Date().timeIntervalSince(started), change.render.count, change.errored.count))
    }

    /// Draws one preview from the spec its last run made, and tells the pages.
    func renderPreview(_ name: String) {
        guard let (entry, fileError) = live.withLock({ table in table.entries[name].map { ($0, table.error(for: name)) } }) else { return }
        let previous = states.withLock { $0[name] } ?? PreviewSpecState()
        var next: PreviewSpecState
        if let spec = entry.spec {
            next = drawing.withLock { _ in PreviewRender.render(preview: spec, fileError: fileError, renderer: renderer, previous: previous) }
        } else {
            next = previous
            next.version = previous.version &+ 1
            next.error = fileError
        }
        states.withLock { $0[name] = next }
        events.send(spec: name)
    }

    /// Shows a preview's error (its file does not build) above its last good images, and tells the pages.
    func showError(_ name: String) {
        let error = live.withLock { $0.error(for: name) }
        states.withLock { map in
            var state = map[name] ?? PreviewSpecState()
            state.version = state.version &+ 1
            state.error = error ?? "This preview was not drawn."
            map[name] = state
        }
        events.send(spec: name)
    }

    /// Sends what a change means for the previews: Swift files and assets saved in a source are
    /// queued for a build; a theme or image a drawn preview read draws it again from its spec; a
    /// reference recorded tells its page.
    func reactForPreviews(to touched: Set<String>, states snapshot: [String: PreviewSpecState]) {
        guard !previewSources.isEmpty else { return }
        var saved: [Int: Set<String>] = [:]
        var others = Set<String>()
        for path in touched {
            if let index = previewSources.firstIndex(where: { $0.owns(path) }) { saved[index, default: []].insert(path) } else { others.insert(path) }
        }
        for (index, paths) in saved { buildQueue.add(source: index, paths: paths) }
        let table = live.withLock { $0 }
        let manifestChanged = others.contains { $0.hasSuffix("/.listshot/manifest.json") }
        for name in table.names {
            guard let spec = table.entries[name]?.spec else { continue }
            if let state = snapshot[name], state.dependencies.isTouched(by: others) {
                renderPreview(name)
            } else if manifestChanged || others.contains(where: { Self.isPreviewReference($0, name: spec.name, folder: spec.referenceFolder) }) {
                events.send(spec: name)
            }
        }
    }

    /// Whether `path` is one of a preview's references or sidecars: `NAME.….png` or `….layout.json` in its folder.
    static func isPreviewReference(_ path: String, name: String, folder: String?) -> Bool {
        guard let folder else { return false }
        let candidate = path as NSString
        guard candidate.deletingLastPathComponent == PreviewDependencies.standard(folder) else { return false }
        let file = candidate.lastPathComponent
        return file.hasPrefix(name + ".") && (file.hasSuffix(".png") || file.hasSuffix(".layout.json"))
    }

    /// The folder a spec's or preview's references are in.
    func referenceFolder(_ name: String) -> String? {
        if let file = catalog.withLock({ $0.specs[name] }) { return (file as NSString).deletingLastPathComponent }
        return live.withLock { $0.entries[name]?.spec?.referenceFolder }
    }

    /// The previews for the index, or nil when none are served.
    func previewListing() -> PreviewPages.PreviewListing? {
        guard !previewSources.isEmpty else { return nil }
        let table = live.withLock { $0 }
        // A preview is listed once its page can be served (drawn, or its error shown).
        let shown = states.withLock { Set($0.keys) }
        var listing = PreviewPages.PreviewListing()
        for (index, source) in previewSources.enumerated() {
            if let error = table.sourceErrors[index] {
                listing.status.append("The previews of \(source.path) are not drawn: \(error)")
            } else if !table.ready.contains(index) {
                listing.status.append("Building the previews of \(source.path)… (a first build takes a few minutes; later ones a few seconds)")
            }
        }
        for name in table.names where shown.contains(name) {
            guard let entry = table.entries[name] else { continue }
            let file = entry.spec == nil ? name : (name as NSString).deletingLastPathComponent
            // The title is `FILE · DISPLAY NAME`: the file is the heading already.
            let title = entry.spec.map { spec in spec.title.range(of: " · ").map { String(spec.title[$0.upperBound...]) } ?? spec.name } ?? "not drawn"
            listing.items.append(.init(name: name, file: file, title: title, error: table.fileErrors[entry.file] != nil))
        }
        return listing
    }
}
