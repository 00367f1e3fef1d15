import Foundation
import Listshot
import ListshotImage
import ListshotText

/// A catalog as of a git revision, copied out of git's objects (no checkout, the working tree and
/// the index untouched) into a private temporary folder the unchanged engine then reads: the
/// source seam of `listshot verify --against` (docs/against.md).
///
/// Git runs through ``Git``: the repository is named to it (``GitRepository``, found from the
/// working directory, never from the catalog), replace refs are off and no `GIT_*` variable is
/// inherited, so files committed into the catalog are only files. The
/// revision and every path git lists are treated as hostile: a revision that looks like an option,
/// holds a control character or is over 256 bytes is refused before git runs; only regular blobs
/// are copied (symlinks and submodules are skipped with a warning), paths with `..`, `.`, empty or
/// control-character components or over 4096 bytes are skipped with a warning, and one blob over
/// ``RegularFile/imageLimit`` or a total over ``totalLimit`` is refused.
///
/// ```swift
/// let repository = try GitRepository.find(from: FileManager.default.currentDirectoryPath)
/// let tree = try GitRevisionTree.materialise(revision: "main", catalog: "Snapshots", repository: repository)
/// defer { tree.remove() }
/// let base = try CatalogRunner(catalog: tree.catalogRoot)
/// ```
public struct GitRevisionTree: Sendable {
    /// The revision as the user gave it.
    public var revision: String
    /// The full commit id it resolved to.
    public var commit: String
    /// The private folder (mode 0700) everything was copied into; ``remove()`` deletes it.
    public var folder: String
    /// The catalog's folder inside ``folder``, as it was at ``commit``.
    public var catalogRoot: String
    /// Entries that were not copied, one message each.
    public var warnings: [String] = []
    /// How many files were copied.
    public var fileCount = 0

    /// The most bytes one revision's catalog may copy out.
    public static let totalLimit = 512 << 20
    /// The longest revision accepted, in bytes.
    public static let revisionLimit = 256
    /// The longest path accepted from git, in bytes.
    public static let pathLimit = 4096

    /// Deletes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Why `revision` is refused before git sees it, or nil.
    public static func problem(withRevision revision: String) -> String? {
        if revision.isEmpty { return "is empty" }
        if revision.utf8.count > revisionLimit { return "is \(revision.utf8.count) bytes long; revisions are limited to \(revisionLimit) bytes" }
        if revision.hasPrefix("-") { return "starts with '-', so git would read it as an option" }
        if revision.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "holds a control character"
        }
        return nil
    }

    /// Throws the usage error for a revision ``problem(withRevision:)`` refuses.
    public static func check(revision: String) throws(ListshotError) {
        if let problem = problem(withRevision: revision) {
            throw .usage("--against \(revision.escapingControlCharacters.prefix(80)): the revision \(problem). Give a branch, tag or commit, e.g. --against main or --against HEAD~1.")
        }
    }

    /// Resolves `revision` in `repository` (found from the working directory or `--repo`, see
    /// ``GitRepository``) and copies the catalog (and the `Themes/` folders above it inside the
    /// repository) as of that commit into a new private folder: `folder` when given (so a caller
    /// can register it for removal before anything is in it), otherwise one made here.
    public static func materialise(revision: String, catalog: String, repository: GitRepository,
                                   folder chosen: String? = nil) throws(ListshotError) -> GitRevisionTree {
        try check(revision: revision)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .io(path: catalog.escapingControlCharacters, message: "no such catalog folder. Give the folder that holds your spec files (default: Snapshots).")
        }
        let prefix = try repository.prefix(ofCatalog: catalog)
        let git = try Git(.repository(repository))
        guard let commit = try? git.text(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]),
              commit.utf8.count >= 40, commit.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) else {
            let shallow = (try? git.text(["rev-parse", "--is-shallow-repository"])) == "true"
            let hint = shallow
                ? " This clone is shallow: fetch more history, e.g. `git fetch --depth=100 origin <branch>` or `git fetch --unshallow` (in GitHub Actions set `fetch-depth: 0` on actions/checkout), then run again."
                : " Check the spelling, or fetch it first (`git fetch origin <branch>`)."
            throw .usage("--against \(revision.escapingControlCharacters): no such commit in the repository at \(repository.workTree.escapingControlCharacters).\(hint)")
        }
        let folder = try makePrivateFolder(chosen)
        var tree = GitRevisionTree(revision: revision, commit: commit, folder: folder,
                                   catalogRoot: prefix.isEmpty ? folder : (folder as NSString).appendingPathComponent(String(prefix.dropLast())))
        do {
            try tree.copy(from: git, prefix: prefix, catalog: catalog)
        } catch {
            tree.remove()
            throw error
        }
        return tree
    }

    /// One entry of `git ls-tree -r -l -z`.
    struct Entry {
        var mode: String
        var object: String
        var size: Int
        var path: String
    }

    /// Lists the catalog's subtree and the `Themes/` and `Components/` folders of the folders above it, checks every
    /// entry and copies the regular blobs in one `git cat-file --batch`.
    mutating func copy(from git: Git, prefix: String, catalog: String) throws(ListshotError) {
        var pathspecs = [prefix.isEmpty ? "." : String(prefix.dropLast())]
        var above = prefix.split(separator: "/").map(String.init).dropLast()
        while true {
            let folder = above.joined(separator: "/")
            for name in [SpecFinder.themeFolderName, SpecFinder.componentFolderName] {
                pathspecs.append(folder.isEmpty ? name : folder + "/" + name)
            }
            if above.isEmpty { break }
            above = above.dropLast()
        }
        let listing = try git.run(["ls-tree", "-r", "-l", "-z", "--full-tree", commit, "--"] + pathspecs.map { ":(literal)" + $0 })
        var wanted: [Entry] = []
        // By bytes: Swift's String equality takes NFC and NFD spellings for one path, and both
        // files must reach the catalog check that refuses such twins, as in the working tree.
        var seen = Set<[UInt8]>()
        var total = 0
        let catalogPath = Array(prefix.utf8.dropLast())
        let records = listing.split(separator: 0)
        // A reference image has its sidecar beside it: neither is an input of a render.
        let sidecarSuffix = Array(SnapshotCatalog.sidecarSuffix.utf8)
        let references = Set(records.compactMap { record -> [UInt8]? in
            guard let tab = record.firstIndex(of: 0x09) else { return nil }
            let path = Array(record[record.index(after: tab)...])
            guard path.count > sidecarSuffix.count, path.suffix(sidecarSuffix.count).elementsEqual(sidecarSuffix) else { return nil }
            return Array(path.dropLast(sidecarSuffix.count)) + Array(".png".utf8)
        })
        for record in records {
            guard let tab = record.firstIndex(of: 0x09) else { continue }
            let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
            let pathBytes = Array(record[record.index(after: tab)...])
            guard fields.count == 4 else { continue }
            let shown = String(decoding: pathBytes, as: UTF8.self).escapingControlCharacters
            guard let path = String(validating: pathBytes, as: UTF8.self) else {
                warnings.append("\(shown) at \(commit.prefix(12)): skipped, its name is not UTF-8.")
                continue
            }
            if let problem = Self.pathProblem(path) {
                warnings.append("\(shown) at \(commit.prefix(12)): skipped, its path \(problem).")
                continue
            }
            let mode = String(fields[0])
            if !catalogPath.isEmpty, pathBytes == catalogPath {
                let what = mode == "120000" ? "a symlink" : mode == "160000" ? "a submodule" : "a file"
                throw .usage("--against \(revision.escapingControlCharacters): the catalog \(catalog.escapingControlCharacters) is \(what) at \(commit.prefix(12)), not a folder, so there is no catalog to compare with. Give a revision where \(shown) is the catalog's folder.")
            }
            guard mode == "100644" || mode == "100755", fields[1] == "blob" else {
                let what = mode == "120000" ? "a symlink" : mode == "160000" ? "a submodule" : "not a regular file (mode \(mode))"
                warnings.append("\(shown) at \(commit.prefix(12)): skipped, it is \(what); --against reads regular files only.")
                continue
            }
            // Reference images, sidecars and the manifest are not inputs of a render.
            if path.hasSuffix(SnapshotCatalog.sidecarSuffix) || references.contains(pathBytes)
                || path.split(separator: "/").contains(".listshot") { continue }
            guard let size = Int(fields[3]), size >= 0 else { continue }
            if size > RegularFile.imageLimit {
                throw .io(path: path.escapingControlCharacters, message: "at \(commit.prefix(12)) is \(size) bytes, over the \(RegularFile.imageLimit) bytes Listshot reads from one file. Make it smaller (or keep it out of the catalog) in that revision.")
            }
            total += size
            if total > Self.totalLimit {
                throw .usage("--against \(revision.escapingControlCharacters): the catalog at \(commit.prefix(12)) holds over \(Self.totalLimit) bytes of files; --against copies at most that much. Check for large files in the catalog.")
            }
            guard seen.insert(pathBytes).inserted else { continue }
            wanted.append(Entry(mode: mode, object: String(fields[2]), size: size, path: path))
        }
        guard !wanted.isEmpty else { try makeFolder(catalogRoot); return }
        let input = wanted.map(\.object).joined(separator: "\n") + "\n"
        let output = try git.run(["cat-file", "--batch"], input: Array(input.utf8))
        var offset = 0
        for entry in wanted {
            guard let newline = output[offset...].firstIndex(of: 0x0A) else {
                throw .io(path: entry.path.escapingControlCharacters, message: "git cat-file stopped early; the repository may be damaged (`git fsck`).")
            }
            let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[0] == entry.object, header[1] == "blob", Int(header[2]) == entry.size,
                  newline + 1 + entry.size < output.count else {
                throw .io(path: entry.path.escapingControlCharacters, message: "git cat-file did not return the blob \(entry.object); the repository may be damaged (`git fsck`).")
            }
            let bytes = Array(output[(newline + 1)..<(newline + 1 + entry.size)])
            offset = newline + 1 + entry.size + 1
            let target = (folder as NSString).appendingPathComponent(entry.path)
            try makeFolder((target as NSString).deletingLastPathComponent)
            try AtomicFile.write(bytes, to: target)
            fileCount += 1
        }
        try makeFolder(catalogRoot)
    }

    /// Why a path git listed is not copied, or nil.
    static func pathProblem(_ path: String) -> String? {
        if path.utf8.count > pathLimit { return "is over \(pathLimit) bytes" }
        if path.hasPrefix("/") { return "is absolute" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return "holds a control character" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "has an empty component" }
            if component == "." || component == ".." { return "has a '\(component)' component" }
            if component.utf8.count > AtomicFile.nameLimit { return "has a component over \(AtomicFile.nameLimit) bytes" }
        }
        return nil
    }

    /// Makes `path` and the folders above it inside ``folder``, each mode 0700. ``folder`` itself
    /// is never made again: once a stop signal's cleanup has removed it, every later write of the
    /// run fails instead of bringing it back (a SIGTERM during the copy once left the private
    /// folder with the files written after the removal; docs/against.md, "Stopping").
    func makeFolder(_ path: String) throws(ListshotError) {
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .io(path: folder, message: "is gone (removed while the run was still copying, as a stop signal does). Run again.")
        }
        guard path == folder || path.hasPrefix(folder + "/") else {
            throw .io(path: path, message: "is outside the private copy \(folder). Listshot writes only inside it.")
        }
        var current = folder
        for component in path.dropFirst(folder.count).split(separator: "/") {
            current += "/" + component
            guard mkdir(current, 0o700) == 0 || errno == EEXIST else {
                throw .io(path: current, message: "cannot be made (\(String(cString: strerror(errno)))). Check the temporary folder (TMPDIR).")
            }
        }
    }

    /// A new private folder's path in the temporary folder, not yet made: a caller registers it
    /// for removal on a stop signal, then hands it to ``materialise(revision:catalog:repository:folder:)``.
    public static func newFolderPath() -> String {
        let base = FileManager.default.temporaryDirectory.path
        return (base as NSString).appendingPathComponent("listshot-against-\(UUID().uuidString)")
    }

    static func makePrivateFolder(_ chosen: String? = nil) throws(ListshotError) -> String {
        let path = chosen ?? newFolderPath()
        guard mkdir(path, 0o700) == 0 else {
            throw .io(path: path, message: "cannot be made (\(String(cString: strerror(errno)))). Check the temporary folder (TMPDIR).")
        }
        return path
    }
}
