import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Listshot
import ListshotText

/// The git repository `verify --against` reads: the one the user runs in, found from the working
/// directory (or the folder `--repo` names), never from the catalog. A pull request can commit
/// files laid out like a repository (`HEAD`, `config`, `objects/`, `refs/`) into the catalog or
/// any folder above it; git would take such a folder for the repository if it started looking
/// there. Here git looks from the working directory, through a `.git` folder or file only, and
/// every later git call names the git folder and the work tree found (``Git``), so files in the
/// tree are only files (docs/against.md, "What it trusts").
///
/// ```swift
/// let repository = try GitRepository.find(from: FileManager.default.currentDirectoryPath)
/// let prefix = try repository.prefix(ofCatalog: "Snapshots")   // "Snapshots/"
/// ```
public struct GitRepository: Sendable, Hashable {
    /// The git folder, absolute and without symbolic links, e.g. `/work/repo/.git`.
    public var gitDirectory: String
    /// The top of the work tree, absolute and without symbolic links, e.g. `/work/repo`.
    public var workTree: String

    public init(gitDirectory: String, workTree: String) {
        self.gitDirectory = gitDirectory
        self.workTree = workTree
    }

    /// The repository whose work tree holds `folder` (the working directory, or `--repo DIR`),
    /// as git discovers it from there: through a `.git` folder or file, never a bare-repository
    /// layout, and with no `GIT_*` variable of this process. A git folder inside the work tree
    /// other than its top `.git` is refused: its files could have come from a commit.
    public static func find(from folder: String, flag: String = "the working directory") throws(ListshotError) -> GitRepository {
        guard let start = realPath(folder) else {
            throw .io(path: folder.escapingControlCharacters, message: "no such folder (\(flag)). Give the folder of your clone's working tree.")
        }
        let git = try Git(.discovery(from: start))
        let outcome = try git.outcome(["rev-parse", "--absolute-git-dir", "--show-toplevel"])
        guard outcome.succeeded else { throw refusal(outcome, start: start, flag: flag) }
        let lines = outcome.text.split(separator: "\n").map(String.init)
        guard lines.count == 2, let gitDirectory = realPath(lines[0]), let workTree = realPath(lines[1]) else {
            throw .usage("--against: \(start.escapingControlCharacters) (\(flag)) is not inside a git working tree. Run listshot from a clone of the repository that holds the catalog, or name the clone with --repo DIR.")
        }
        let repository = GitRepository(gitDirectory: gitDirectory, workTree: workTree)
        let topGit = (workTree as NSString).appendingPathComponent(".git")
        if isInside(gitDirectory, workTree), !isInside(gitDirectory, topGit) {
            throw .usage("--against: the git folder found from \(start.escapingControlCharacters) (\(flag)), \(gitDirectory.escapingControlCharacters), lies inside the work tree \(workTree.escapingControlCharacters) but is not its .git; its files could have come from a commit. Name the clone with --repo DIR.")
        }
        return repository
    }

    /// The catalog's path inside the work tree with a trailing `/` (empty for the top), the form
    /// git's paths take; throws when the catalog is not inside this work tree or lies in the git
    /// folder.
    public func prefix(ofCatalog catalog: String) throws(ListshotError) -> String {
        guard let real = Self.realPath(catalog) else {
            throw .io(path: catalog.escapingControlCharacters, message: "no such catalog folder. Give the folder that holds your spec files (default: Snapshots).")
        }
        if Self.isInside(real, gitDirectory) {
            throw .usage("--against: the catalog \(catalog.escapingControlCharacters) lies inside the git folder \(gitDirectory.escapingControlCharacters). Give a catalog folder of the working tree.")
        }
        guard Self.isInside(real, workTree) else {
            throw .usage("--against: the catalog \(catalog.escapingControlCharacters) (\(real.escapingControlCharacters)) is not inside the repository's work tree \(workTree.escapingControlCharacters), the one found from the working directory or --repo. Run listshot from the clone that holds the catalog, or name that clone with --repo DIR.")
        }
        // A `.git` between the catalog and the top is another repository (a submodule or a
        // clone inside this one) that git would not read here: say so rather than compare with
        // a catalog this repository does not hold. A commit cannot hold a `.git`, so the user made it.
        var folder = real
        while folder != workTree, folder.count > workTree.count {
            let inner = (folder as NSString).appendingPathComponent(".git")
            var info = stat()
            if lstat(inner, &info) == 0 {
                throw .usage("--against: the catalog \(catalog.escapingControlCharacters) is inside another git repository (\(inner.escapingControlCharacters)) than the one found from the working directory or --repo (\(workTree.escapingControlCharacters)). Run listshot from that repository, or name it with --repo \(folder.escapingControlCharacters).")
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return real == workTree ? "" : String(real.dropFirst(workTree.count + 1)) + "/"
    }

    /// Whether `path` is `folder` or lies below it (both absolute, without symbolic links).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` made absolute with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
