import Foundation
import Listshot
import ListshotDiff
import ListshotImage
import ListshotSnapshot
import ListshotText
import Synchronization

/// A variant's reference in the catalog's manifest, and what the current render changed against it
/// (docs/preview.md, "Reference, render and diff").
package struct PreviewReference: Sendable {
    /// The reference's key in the manifest, e.g. `mistica/boxed-cells.night`.
    package var key: String
    /// The reference PNG's path, inside the served folder.
    package var path: String
    /// The element changes against the reference's layout sidecar, as the HTML report words them.
    package var changes: [String]
    /// Why the reference cannot be shown or compared (unreadable, corrupt, another size); nil when it can.
    package var problem: String?
    /// Whether the reference image can be served.
    package var readable: Bool
    /// Whether a diff image can be made (readable, and the render's size).
    package var comparable: Bool
}

/// The references of one spec's variants, by variant stem, and the line a variant without one shows.
package struct PreviewReferenceTable: Sendable {
    package var byStem: [String: PreviewReference] = [:]
    package var absent: String
}

/// Finds each rendered variant's reference through the catalog's manifest and makes its change list
/// and, on request, its diff image with the comparator and options `verify` uses by default.
/// Only regular files inside the served folder are read, with the regression engine's size caps.
///
/// ```swift
/// let references = PreviewReferences(root: root)
/// let table = references.table(folder: "/cat", state: state)
/// table.byStem["a.day"]?.changes   // ["title text 'Old' → 'New'"]
/// ```
package final class PreviewReferences: Sendable {
    /// The most diff images kept: one per variant at most, and this many in all.
    package static let diffCacheLimit = 64
    /// The most reference checks remembered (by path and file identity).
    static let checkedLimit = 4_096

    /// A reference file's state: its pixel size, or why it cannot be used.
    enum Checked: Sendable, Equatable {
        case size(width: Int, height: Int)
        case problem(String)
    }

    /// A diff image, or why there is none.
    package enum Diff: Sendable, Equatable {
        case png([UInt8])
        case problem(String)
    }

    struct Cache {
        var manifest: (path: String, identity: RegularFile.Identity, result: Result<SnapshotManifest, ManifestProblem>)?
        var checked: [String: (identity: RegularFile.Identity, outcome: Checked)] = [:]
        var diffs: [String: (version: Int, reference: RegularFile.Identity?, diff: Diff)] = [:]
        var diffOrder: [String] = []
    }

    struct ManifestProblem: Error { var message: String }

    let root: URL
    let cache = Mutex(Cache())

    package init(root: URL) { self.root = root }

    /// The catalog holding the served folder: the folder itself or the nearest one above it with
    /// `.listshot/manifest.json`, climbing no higher than a folder that holds `.git`.
    func catalogRoot() -> String? {
        var folder = root.standardizedFileURL.path
        while true {
            var info = stat()
            if lstat((folder as NSString).appendingPathComponent(".listshot/manifest.json"), &info) == 0 { return folder }
            if lstat((folder as NSString).appendingPathComponent(".git"), &info) == 0 { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// The catalog's manifest through ``SnapshotManifest/load(for:)``, kept while the file's identity holds.
    func manifest(catalogRoot: String) -> Result<SnapshotManifest, ManifestProblem> {
        let file = (catalogRoot as NSString).appendingPathComponent(".listshot/manifest.json")
        let identity = try? RegularFile.identity(file)
        if let identity, let cached = cache.withLock({ $0.manifest }), cached.path == file, cached.identity == identity {
            return cached.result
        }
        let result: Result<SnapshotManifest, ManifestProblem>
        do {
            result = .success(try SnapshotManifest.load(for: try SnapshotCatalog(root: catalogRoot)))
        } catch {
            result = .failure(ManifestProblem(message: error.description))
        }
        if let identity { cache.withLock { $0.manifest = (file, identity, result) } }
        return result
    }

    /// The references of `state`'s variants of a spec, in `folder` (beside a spec file, or a preview's
    /// reference folder; nil: the spec left the catalog); of the variant `only` names alone when given
    /// (an image request needs no other change list).
    package func table(folder: String?, state: PreviewSpecState, only: String? = nil) -> PreviewReferenceTable {
        guard let catalogRoot = catalogRoot() else {
            return PreviewReferenceTable(absent: "No reference: the served folder is not in a catalog (no .listshot/manifest.json here or above). `listshot record` records references.")
        }
        let manifest: SnapshotManifest
        switch self.manifest(catalogRoot: catalogRoot) {
        case .success(let loaded): manifest = loaded
        case .failure(let problem): return PreviewReferenceTable(absent: "No reference: \(problem.message)")
        }
        var table = PreviewReferenceTable(absent: "No reference: the catalog's manifest lists none for this variant. `listshot record` records it.")
        guard let folder else { return table }
        for variant in state.variants where only == nil || only == variant.stem {
            guard let (key, png, sidecar) = Self.locate(stem: variant.stem, folder: folder, catalogRoot: catalogRoot),
                  manifest.references[key] != nil else { continue }
            table.byStem[variant.stem] = reference(key: key, png: png, sidecar: sidecar, variant: variant, catalogRoot: catalogRoot)
        }
        return table
    }

    /// The key, PNG and sidecar paths of a variant's reference, as the regression engine names them
    /// (``SnapshotCatalog/casesAndProblems(renderer:)``): in the spec's reference folder, keyed relative to the catalog.
    static func locate(stem: String, folder: String, catalogRoot: String) -> (key: String, png: String, sidecar: String)? {
        let png = (folder as NSString).appendingPathComponent(stem + ".png")
        let relative = CatalogPath.relative(png, to: catalogRoot)
        guard !relative.hasPrefix("/"), relative.hasSuffix(".png") else { return nil }
        let key = String(relative.dropLast(4))
        guard CatalogKey.problem(with: key) == nil else { return nil }
        return (key, png, (folder as NSString).appendingPathComponent(stem + SnapshotCatalog.sidecarSuffix))
    }

    func reference(key: String, png: String, sidecar: String, variant: PreviewVariant, catalogRoot: String) -> PreviewReference {
        var reference = PreviewReference(key: key, path: png, changes: [], problem: nil, readable: false, comparable: false)
        switch check(png) {
        case .problem(let problem):
            reference.problem = problem
        case .size(let width, let height):
            reference.readable = true
            if let render = try? PNGHeader(variant.png), render.width != width || render.height != height {
                reference.problem = "The reference \(shown(png)) is \(width)×\(height) px; this render is \(render.width)×\(render.height) px, so there is no diff image. `listshot record` records the new size once it is right."
            } else {
                reference.comparable = true
            }
        }
        // The sidecar too is read only inside the served folder.
        guard PreviewCatalog.relative(sidecar, to: root) != nil else {
            reference.changes = ["No element changes: the reference has no layout sidecar \(shown(sidecar)) inside the served folder."]
            return reference
        }
        do {
            reference.changes = try ReferenceEngine.elementChanges(sidecar: sidecar, displayList: variant.displayList, catalogRoot: catalogRoot)
                ?? ["No element changes: the reference has no layout sidecar \(shown(sidecar))."]
        } catch {
            reference.changes = ["No element changes: \(error.description)"]
        }
        return reference
    }

    /// Whether the reference PNG is a regular file inside the served folder that decodes, and its
    /// size; remembered while the file's identity holds.
    func check(_ png: String) -> Checked {
        guard PreviewCatalog.relative(png, to: root) != nil else {
            return .problem("The reference \(shown(png)) is listed in the manifest but is not a regular file inside the served folder. `listshot record` records it again.")
        }
        let identity: RegularFile.Identity
        do { identity = try RegularFile.identity(png) } catch {
            return .problem("The reference \(shown(png)) cannot be read (\(error.reason)).")
        }
        if let hit = cache.withLock({ $0.checked[png] }), hit.identity == identity { return hit.outcome }
        let outcome: Checked
        switch read(png) {
        case .problem(let problem): outcome = .problem(problem)
        case .png(let bytes):
            do {
                let header = try PNGHeader(bytes)
                try PNGCodec.validate(bytes)
                outcome = .size(width: header.width, height: header.height)
            } catch {
                outcome = .problem("The reference \(shown(png)) is not a readable PNG (\(error)). Restore it from version control or re-record it with `listshot record`.")
            }
        }
        cache.withLock { cache in
            if cache.checked.count >= Self.checkedLimit { cache.checked = [:] }
            cache.checked[png] = (identity, outcome)
        }
        return outcome
    }

    /// The reference's bytes: a regular file of at most ``RegularFile/imageLimit`` bytes.
    func read(_ png: String) -> Diff {
        do { return .png(try RegularFile.read(png, limit: RegularFile.imageLimit)) } catch {
            return .problem("The reference \(shown(png)) cannot be read (\(error.reason)).")
        }
    }

    /// The reference PNG to serve, once it checks out.
    package func image(_ reference: PreviewReference) -> Diff {
        if case .problem(let problem) = check(reference.path) { return .problem(problem) }
        return read(reference.path)
    }

    /// The diff image of `variant` against its reference, as `verify` draws it (pixelmatch
    /// semantics, ``DiffOptions/default``), encoded with the fast preset. One per variant is kept,
    /// for `version` and the reference file as it is, and ``diffCacheLimit`` in all.
    package func diff(spec: String, version: Int, variant: PreviewVariant, reference: PreviewReference) -> Diff {
        let cacheKey = spec + "\u{0}" + variant.stem
        // A reference recorded again while the spec is unchanged makes a new diff too.
        let identity = try? RegularFile.identity(reference.path)
        if let hit = cache.withLock({ $0.diffs[cacheKey] }), hit.version == version, hit.reference == identity { return hit.diff }
        let diff = Self.draw(reference: image(reference), path: reference.path, render: variant.png)
        cache.withLock { cache in
            cache.diffOrder.removeAll { $0 == cacheKey }
            cache.diffOrder.append(cacheKey)
            cache.diffs[cacheKey] = (version, identity, diff)
            while cache.diffOrder.count > Self.diffCacheLimit { cache.diffs[cache.diffOrder.removeFirst()] = nil }
        }
        return diff
    }

    static func draw(reference: Diff, path: String, render: [UInt8]) -> Diff {
        guard case .png(let bytes) = reference else { return reference }
        let expected: RGBABitmap, actual: RGBABitmap
        do {
            expected = try PNGCodec.decode(bytes)
            actual = try PNGCodec.decode(render)
        } catch {
            return .problem("The reference \(path.escapingControlCharacters) is not a readable PNG (\(error)).")
        }
        guard expected.width * expected.height <= ReferenceEngine.diffImagePixelLimit else {
            return .problem("No diff image: the screen is \(expected.width)×\(expected.height) px, over the \(ReferenceEngine.diffImagePixelLimit) px diff images are made for.")
        }
        let result = ImageComparator(options: .default).compare(expected: expected, actual: actual, diffImage: true)
        guard let image = result.diffImage else { return .problem("No diff image: \(result.message)") }
        return .png(PNGCodec.encode(image, options: .fast))
    }

    /// A path for a message: relative to the served folder when inside it, control characters escaped.
    func shown(_ path: String) -> String {
        CatalogPath.relative(path, to: root.path).escapingControlCharacters
    }
}
