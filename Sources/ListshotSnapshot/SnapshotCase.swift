import Foundation
import Listshot
import ListshotText

/// One expected reference: a spec's variant and where its files live in the catalog.
///
/// A reference `Snapshots/mistica/boxed-cells.night.png` sits beside its spec with a compact
/// display-list sidecar `boxed-cells.night.layout.json`.
public struct SnapshotCase: Sendable {
    public var spec: ScreenSpec
    public var variant: ScreenSpec.Variant
    /// The path relative to the catalog root without extension, e.g. `mistica/boxed-cells.night`.
    public var key: String
    public var referencePath: String
    public var sidecarPath: String

    /// The key without the appearance, grouping day and night of one variant in reports.
    public var groupKey: String {
        key.replacingOccurrences(of: ".\(variant.screen.appearance.rawValue)", with: "")
    }
}

/// The specs of a catalog folder and the references they ask for.
///
/// ```swift
/// let catalog = try SnapshotCatalog(root: "Snapshots")
/// let cases = try catalog.cases(renderer: Renderer())
/// ```
public struct SnapshotCatalog: Sendable {
    public var root: String
    public var specFiles: [String]
    /// Specs made from SwiftUI previews (docs/previews.md), after the spec files; their references
    /// go in each spec's ``ScreenSpec/referenceFolder``.
    public var previewSpecs: [ScreenSpec] = []
    /// Problems found before any spec could be made (a Swift file of the previews that does not
    /// build), reported as error cases.
    public var previewProblems: [Problem] = []
    /// Reference keys no spec makes this run that are still not orphans: the previews of a file
    /// that did not build keep their last good references (folder prefixes, `previews/ShareCard/`).
    public var keptPrefixes: [String] = []
    /// What a `listshot record` command this catalog suggests needs besides the folder
    /// (`--previews SOURCES` and the preview flags).
    public var recordArguments: [String] = []

    /// Sidecar files end with this; spec discovery skips them.
    public static let sidecarSuffix = ".layout.json"

    /// The longest file name a reference or sidecar may have, in bytes (``AtomicFile/nameLimit``).
    public static let nameLimit = AtomicFile.nameLimit

    /// The catalog at `root`; with `requireSpecs` false (a run of previews) it may hold no spec files.
    public init(root: String, requireSpecs: Bool = true) throws(ListshotError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .io(path: root, message: "no such catalog folder. Give the folder that holds your spec files (default: Snapshots).")
        }
        self.root = root
        if requireSpecs {
            specFiles = try SpecFinder.find([root])
        } else {
            specFiles = (try? SpecFinder.find([root])) ?? []
        }
        // Before anything is written: names no later run could read back, and pairs of paths
        // that a macOS or Windows checkout takes for one file.
        try CatalogName.check(specFiles: specFiles, root: root)
        // Previews' references stay when a run does not name the previews (attach replaces this).
        keptPrefixes = Self.previewFolders(in: root)
    }

    /// A spec that cannot be read, reported as an error case under the key its path gives.
    public struct Problem: Sendable {
        public var specFile: String
        public var key: String
        public var message: String

        public init(specFile: String, key: String, message: String) { self.specFile = specFile; self.key = key; self.message = message }
    }

    /// Every case of every spec, in a stable order; a spec that does not parse is an error.
    public func cases(renderer: Renderer) throws(ListshotError) -> [SnapshotCase] {
        let (cases, problems) = try casesAndProblems(renderer: renderer)
        if let first = problems.first { throw .usage(first.message) }
        return cases
    }

    /// Every case of every spec, and the specs that could not be read.
    public func casesAndProblems(renderer: Renderer) throws(ListshotError) -> (cases: [SnapshotCase], problems: [Problem]) {
        var result: [SnapshotCase] = []
        var problems: [Problem] = []
        // By folded key (CatalogName.folded) in bytes: Swift's String equality would take NFC
        // and NFD spellings for one key and hide the collision's cause.
        var owners: [[UInt8]: (key: String, file: String)] = [:]
        problems.append(contentsOf: previewProblems)
        let loaded: [(file: String, spec: ScreenSpec?)] = specFiles.map { ($0, nil) } + previewSpecs.map { ($0.file, $0) }
        for (file, made) in loaded {
            let spec: ScreenSpec
            if let made { spec = made } else {
                do { spec = try renderer.spec(at: file) } catch {
                    let relative = CatalogPath.relative(file, to: root)
                    let key = (relative as NSString).deletingPathExtension
                    problems.append(Problem(specFile: file, key: key, message: error.description))
                    continue
                }
            }
            let folder = spec.referenceFolder ?? (file as NSString).deletingLastPathComponent
            // A variant whose reference files cannot be named on this file system is refused before
            // anything is drawn (the sidecar's name is the longest).
            if let long = spec.variants.first(where: { ($0.fileStem + Self.sidecarSuffix).utf8.count > Self.nameLimit }) {
                let name = long.fileStem + Self.sidecarSuffix
                let relative = CatalogPath.relative(file, to: root)
                problems.append(Problem(specFile: file, key: (relative as NSString).deletingPathExtension,
                                        message: "\(file): its reference file '\(name.escapingControlCharacters)' would be \(name.utf8.count) bytes long; file names are limited to \(Self.nameLimit) bytes. Shorten the spec's file name."))
                continue
            }
            for variant in spec.variants {
                let reference = (folder as NSString).appendingPathComponent(variant.fileStem + ".png")
                let key = String(CatalogPath.relative(reference, to: root).dropLast(4))
                let folded = Array(CatalogName.folded(key).utf8)
                if let other = owners[folded], !other.file.utf8.elementsEqual(file.utf8) {
                    if let how = CatalogName.collision(other.key, key) {
                        throw .usage("\(other.file.escapingControlCharacters) and \(file.escapingControlCharacters) make the references \(other.key.escapingControlCharacters).png and \(key.escapingControlCharacters).png, which \(how): a macOS or Windows checkout holds one file for both. Rename one of them.")
                    }
                    throw .usage("\(other.file) and \(file) both make the reference \(key).png. Rename one of them: spec names (without the extension) must be unique in a folder.")
                }
                if let problem = CatalogKey.problem(with: key) {
                    throw .io(path: file.escapingControlCharacters, message: "makes the reference key '\(key.escapingControlCharacters)', which \(problem). Rename the spec's `name:` or its folder.")
                }
                owners[folded] = (key, file)
                result.append(SnapshotCase(spec: spec, variant: variant, key: key,
                                           referencePath: reference,
                                           sidecarPath: (folder as NSString).appendingPathComponent(variant.fileStem + Self.sidecarSuffix)))
            }
        }
        return (result, problems)
    }

    /// Manifest and fingerprint live here, hidden from spec discovery.
    public var metadataFolder: String { (root as NSString).appendingPathComponent(".listshot") }
}
