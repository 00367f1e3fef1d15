import Foundation
import Listshot
import ListshotImage
import ListshotSupport

/// Which input files differ between the revision and the working tree, for the lines
/// `verify --against` starts with (docs/against.md, "Output"): the specs, components, themes and
/// brand fonts of the selected variants and the specs that could not be read, on each side, and
/// the catalog's other files (``VariantInputDigest/assetFiles(root:specFiles:)``).
extension CatalogRunner {
    /// Names a side's files alike on both sides: relative to the catalog (climbing with `../` to a
    /// `Themes/` folder above it) when inside the repository's top, otherwise by absolute path.
    struct InputNamer: Sendable {
        /// Catalog roots with the top of their repository (or of the revision's private copy), tried in order.
        var sides: [(root: String, top: String)]

        /// The working tree's namer and the revision's, which also names the working tree's files
        /// it reads (`--themes` and `--fonts` folders inside the clone) as the working tree does.
        static func pair(headRoot: String, tree: GitRevisionTree) -> (head: InputNamer, base: InputNamer) {
            let head = (root: standard(headRoot), top: top(of: standard(headRoot), like: tree))
            let base = (root: standard(tree.catalogRoot), top: standard(tree.folder))
            return (InputNamer(sides: [head]), InputNamer(sides: [base, head]))
        }

        /// The working tree's top: the catalog's folder less as many components as the catalog
        /// lies below the top of the revision's copy.
        static func top(of root: String, like tree: GitRevisionTree) -> String {
            let depth = URL(fileURLWithPath: tree.catalogRoot).standardized.pathComponents.count
                - URL(fileURLWithPath: tree.folder).standardized.pathComponents.count
            var top = URL(fileURLWithPath: root)
            for _ in 0..<max(0, depth) { top.deleteLastPathComponent() }
            return top.standardized.path
        }

        static func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }

        func name(_ path: String) -> String {
            let file = Self.standard(path)
            for side in sides where file.hasPrefix(side.top == "/" ? "/" : side.top + "/") {
                let relative = CatalogPath.relative(file, to: side.root)
                return relative.hasPrefix("/") ? CatalogPath.walk(from: side.root, to: file) : relative
            }
            return file
        }
    }

    /// Each input file of `cases` and of `problems` by ``InputNamer`` name, with the SHA-256 of its
    /// bytes (`unreadable` for one that cannot be read), and each of the catalog's other files.
    func inputFiles(_ cases: [SnapshotCase], problems: [SnapshotCatalog.Problem], assets: [String: String],
                    namer: InputNamer) -> [String: String] {
        var files: [String: String] = [:]
        var seen = Set<String>()
        func add(_ path: String, font: Bool = false) {
            guard seen.insert(path).inserted else { return }
            let digest = font ? (try? ImageDigests.shared.sha256(of: path)).map { String(decoding: $0, as: UTF8.self) }
                : (try? RegularFile.read(path, limit: VariantInputDigest.textLimit)).map(SHA256.hex)
            files[namer.name(path)] = digest ?? "unreadable"
        }
        var themes = Set<String>()
        for item in cases {
            add(item.spec.file)
            for component in item.spec.inputFiles { add(component) }
            let name = item.variant.screen.theme
            guard themes.insert(item.spec.file + "\u{0}" + name).inserted,
                  let theme = try? renderer.theme(named: name, specPath: item.spec.file) else { continue }
            // A bundled theme is part of the binary, the same on both sides.
            if !(BundledThemes.files[name] != nil && !FileManager.default.fileExists(atPath: theme.file)) { add(theme.file) }
            for font in theme.fonts { add(font.path, font: true) }
        }
        for problem in problems { add(problem.specFile) }
        for (path, digest) in assets { files[namer.name((catalog.root as NSString).appendingPathComponent(path))] = digest }
        return files
    }

    /// The input files that differ between the working tree (this runner) and `base`.
    func changedInputs(head: (cases: [SnapshotCase], problems: [SnapshotCatalog.Problem], assets: [String: String]?),
                       base: CatalogRunner, baseSide: (cases: [SnapshotCase], problems: [SnapshotCatalog.Problem], assets: [String: String]?),
                       tree: GitRevisionTree) -> [AgainstInputChange] {
        let namers = InputNamer.pair(headRoot: catalog.root, tree: tree)
        // Other files that could not be read on one side are left out on both, not listed as added or removed.
        let assets = head.assets.flatMap { now in baseSide.assets.map { (now, $0) } } ?? ([:], [:])
        let now = inputFiles(head.cases, problems: head.problems, assets: assets.0, namer: namers.head)
        let then = base.inputFiles(baseSide.cases, problems: baseSide.problems, assets: assets.1, namer: namers.base)
        return AgainstInputChange.between(head: now, base: then)
    }
}
