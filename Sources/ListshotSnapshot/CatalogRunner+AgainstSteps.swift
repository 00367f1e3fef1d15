import Foundation
import Listshot
import ListshotCore
import ListshotSupport

/// The steps of ``CatalogRunner/verify(against:baseRenderer:options:progress:)``, in order: the
/// revision's runner and cases, the variants whose inputs are the same bytes on both sides, the
/// layout of both sides, the render-key comparison (unchanged, renamed, removed), the drawing of
/// what is left, and the specs the revision could not read (docs/against.md).
extension CatalogRunner {
    /// The results and counts a `verify --against` run gathers as it goes.
    struct AgainstTally {
        var summary: AgainstSummary
        /// `REV (commit)`, as messages name the revision.
        var short: String
        var results: [SnapshotResult] = []

        init(summary: AgainstSummary, short: String) { self.summary = summary; self.short = short }

        /// A variant whose spec, theme, fonts and catalog files are the same bytes on both sides.
        mutating func unchangedByInputs(_ item: SnapshotCase) {
            var result = CatalogRunner.result(for: item)
            result.message = "unchanged since \(short): same spec, theme, fonts and catalog files; not laid out or rendered"
            result.fastPath = true
            summary.unchanged += 1
            summary.notRendered += 1
            results.append(result)
        }

        /// Sorts the laid-out working-tree variants: an error, unchanged by render key, renamed (an
        /// added variant with a removed one's render key), removed; returns what must be drawn.
        mutating func compareRenderKeys(_ head: [LaidOut], old: [String: LaidOut], skipped: Set<String>, tree: GitRevisionTree,
                                        catalogRoot: String) -> [(now: LaidOut, then: LaidOut?)] {
            var toDraw: [(now: LaidOut, then: LaidOut?)] = []
            var headOnly: [LaidOut] = []
            for side in head {
                var result = CatalogRunner.result(for: side.item)
                if let problem = side.problem {
                    result.status = .error
                    result.message = problem
                    results.append(result)
                    continue
                }
                guard let then = old[side.item.key] else { headOnly.append(side); continue }
                if then.renderKey != nil, then.renderKey == side.renderKey {
                    result.message = "unchanged since \(short): same display list, images and drawing code; not rendered"
                    result.renderKeyMatched = true
                    result.fastPath = true
                    result.totalPixels = side.layout.map { CatalogRunner.pixels(of: $0.displayList) } ?? 0
                    summary.unchanged += 1
                    summary.notRendered += 1
                    results.append(result)
                } else {
                    toDraw.append((side, then))
                }
            }
            let headKeys = Set(head.map(\.item.key)).union(skipped)
            var removed = old.values.filter { !headKeys.contains($0.item.key) }.sorted { $0.item.key < $1.item.key }
            for side in headOnly {
                if let index = removed.firstIndex(where: { $0.renderKey != nil && $0.renderKey == side.renderKey }) {
                    let from = removed.remove(at: index)
                    var result = CatalogRunner.result(for: side.item)
                    result.status = .failed
                    result.message = "renamed: \(from.item.key) → \(side.item.key), pixels unchanged (same display list and images as at \(short)); not rendered"
                    result.changes = ["renamed from \(from.item.key)"]
                    summary.renamed += 1
                    summary.notRendered += 1
                    results.append(result)
                } else {
                    toDraw.append((side, nil))
                }
            }
            for side in removed {
                // Named as the working tree's specs are, a preview's Swift file outside the catalog too.
                let relative = tree.catalogName(of: side.item.spec.file, headRoot: catalogRoot)
                var result = CatalogRunner.result(for: side.item)
                result.specFile = tree.workingTreePath(of: side.item.spec.file, headRoot: catalogRoot)
                result.status = .failed
                result.message = "removed: \(short) has this variant (\(relative)); the working tree has no spec that makes it"
                summary.removed += 1
                summary.notRendered += 1
                results.append(result)
            }
            return toDraw
        }

        /// A spec the revision could not read makes its working-tree variants changed, not added;
        /// one the working tree no longer has is removed, and said so, not dropped.
        mutating func applyRevisionProblems(_ problems: [SnapshotCatalog.Problem], tree: GitRevisionTree, catalogRoot: String) {
            for problem in problems {
                let message = problem.message.replacingOccurrences(of: tree.folder + "/", with: "")
                let relative = tree.catalogName(of: problem.specFile, headRoot: catalogRoot)
                var matched = false
                for index in results.indices where results[index].key == problem.key || results[index].key.hasPrefix(problem.key + ".") {
                    matched = true
                    guard results[index].status == .new else { continue }
                    results[index].status = .failed
                    results[index].message = "changed: at \(short) the spec could not be read (\(message)); the working tree's renders"
                    summary.added -= 1
                    summary.changed += 1
                }
                guard !matched else { continue }
                let result = SnapshotResult(key: problem.key, groupKey: problem.key,
                                            specFile: tree.workingTreePath(of: problem.specFile, headRoot: catalogRoot),
                                            appearance: "", status: .failed,
                                            message: "removed: at \(short) the spec \(relative) could not be read (\(message)), and the working tree has no spec there; its variants are not known, so it counts as one removed spec")
                summary.removed += 1
                summary.notRendered += 1
                results.append(result)
            }
        }
    }

    /// The runner for the revision's side: the catalog as at the revision, drawn by `renderer`
    /// (a renderer of its own, so a brand font that changed is never registered beside its other
    /// version). A catalog with no specs at the revision (it is new since) has no cases.
    func revisionSide(_ tree: GitRevisionTree, renderer baseRenderer: Renderer) throws(ListshotError) -> CatalogRunner {
        var base = self
        base.renderer = baseRenderer
        if let revisionCatalog {
            base.catalog = revisionCatalog
            return base
        }
        base.catalog.root = tree.catalogRoot
        base.catalog.specFiles = []
        base.catalog.previewSpecs = []
        base.catalog.previewProblems = []
        base.catalog.keptPrefixes = []
        if Self.holdsSpecs(tree.catalogRoot) {
            do { base.catalog = try SnapshotCatalog(root: tree.catalogRoot) } catch {
                throw .usage("at \(tree.revision.escapingControlCharacters) (\(tree.commit.prefix(12))): \(error.description.replacingOccurrences(of: tree.folder + "/", with: ""))")
            }
        }
        return base
    }

    /// This runner's cases that `--filter` and `--only` select, and the specs it could not read.
    func selectedCases(options: SnapshotOptions) throws(ListshotError) -> ([SnapshotCase], [SnapshotCatalog.Problem]) {
        let (all, problems) = try catalog.casesAndProblems(renderer: renderer)
        let only = Set(options.only)
        let selected = all.filter { item in
            (options.filter.map { item.key.contains($0) } ?? true) && (only.isEmpty || only.contains(item.key))
        }
        return (selected, problems)
    }

    /// The working tree's variants split by their inputs: those whose spec, theme, fonts and
    /// catalog files are the same bytes at the revision (unchanged without a layout) and the rest.
    /// `assets` are each side's ``VariantInputDigest/assetFiles(root:specFiles:)``.
    func partitionByInputs(_ headCases: [SnapshotCase], _ baseCases: [SnapshotCase], base: CatalogRunner,
                           assets: (head: [String: String]?, base: [String: String]?))
        -> (unchanged: [SnapshotCase], toLay: [SnapshotCase], skipped: Set<String>) {
        var baseByKey: [String: SnapshotCase] = [:]
        for item in baseCases where baseByKey[item.key] == nil { baseByKey[item.key] = item }
        guard let headAssets = assets.head.map(VariantInputDigest.assets(of:)),
              let baseAssets = assets.base.map(VariantInputDigest.assets(of:)) else {
            return ([], headCases, [])
        }
        var unchanged: [SnapshotCase] = [], toLay: [SnapshotCase] = [], skipped = Set<String>()
        var headCache: [String: String?] = [:]
        var baseCache: [String: String?] = [:]
        for item in headCases {
            if let then = baseByKey[item.key],
               let now = VariantInputDigest.of(item, root: catalog.root, renderer: renderer, assets: headAssets, cache: &headCache),
               now == VariantInputDigest.of(then, root: base.catalog.root, renderer: base.renderer, assets: baseAssets, cache: &baseCache) {
                unchanged.append(item)
                skipped.insert(item.key)
            } else {
                toLay.append(item)
            }
        }
        return (unchanged, toLay, skipped)
    }

    /// Lays out both sides in parallel: the working tree's variants, then the revision's (the
    /// first of each key kept).
    func layOutBothSides(_ headToLay: [SnapshotCase], _ baseToLay: [SnapshotCase], base: CatalogRunner, options: SnapshotOptions,
                         progress: @escaping @Sendable (Int, Int) -> Void) -> (head: [LaidOut], old: [String: LaidOut]) {
        let sides = [(self, headToLay), (base, baseToLay)]
        let jobs = sides.flatMap { runner, cases in cases.map { (runner, $0) } }
        let total = jobs.count
        let laidOut = ParallelWork.queue(count: jobs.count, workers: options.jobs, progress: { progress($0, total) }) { index in
            Self.layOut(jobs[index].1, with: jobs[index].0)
        }
        var old: [String: LaidOut] = [:]
        for side in laidOut.dropFirst(headToLay.count) where old[side.item.key] == nil { old[side.item.key] = side }
        return (Array(laidOut.prefix(headToLay.count)), old)
    }

    /// Draws each variant whose render key differs (or that only the working tree has) on both
    /// sides in parallel and counts it changed, added or unchanged by its pixels.
    func drawChanged(_ toDraw: [(now: LaidOut, then: LaidOut?)], base: CatalogRunner, scratch: String, options: SnapshotOptions,
                     tally: inout AgainstTally) {
        let engine = self
        let short = tally.short
        let drawn = ParallelWork.queue(count: toDraw.count, workers: options.jobs, progress: { _ in }) { index in
            Result { () throws(ListshotError) -> (SnapshotResult, Int) in
                try engine.draw(toDraw[index].now, against: toDraw[index].then, base: base, scratch: scratch,
                                index: index, revision: short, options: options)
            }
        }
        for (index, outcome) in drawn.enumerated() {
            switch outcome {
            case .success(let (result, screens)):
                tally.summary.drawn += screens
                switch result.status {
                case .new: tally.summary.added += 1
                case .passed: tally.summary.unchanged += 1
                case .failed: tally.summary.changed += 1
                default: break
                }
                tally.results.append(result)
            case .failure(let error):
                var result = Self.result(for: toDraw[index].now.item)
                result.status = .error
                result.message = error.description
                tally.results.append(result)
            }
        }
    }
}
