import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Listshot
import ListshotText

/// Why git found no repository from the folder `verify --against` starts in, in git's words and
/// with what to do (docs/against.md, "When git refuses the clone").
extension GitRepository {
    /// The error for a `git rev-parse` that failed: a bare-repository layout, a clone owned by
    /// another user (dubious ownership), or any other reason, passed on as git gave it.
    static func refusal(_ outcome: GitOutcome, start: String, flag: String) -> ListshotError {
        let raw = outcome.rawError
        if raw.contains("safe.bareRepository") {
            let layout = quotedPath(after: "bare repository '", in: raw) ?? start
            return .usage("--against: \(start.escapingControlCharacters) (\(flag)) is inside \(layout.escapingControlCharacters), a folder laid out like a bare git repository (HEAD, config, objects/, refs/). Listshot reads only a repository found through its .git folder, since such a layout can come from a commit. Run it from your clone's working tree, or name the clone with --repo DIR.")
        }
        if raw.contains("dubious ownership") {
            return dubiousOwnership(repository: quotedPath(after: "repository at '", in: raw) ?? start, flag: flag)
        }
        var reason = outcome.reason
        while reason.last == "." { reason.removeLast() }
        let said = reason.isEmpty ? "" : " (git: \(reason))"
        if raw.contains("not a git repository") {
            return .usage("--against: \(start.escapingControlCharacters) (\(flag)) is not inside a git working tree\(said). Run listshot from a clone of the repository that holds the catalog, or name the clone with --repo DIR (or drop --against and verify against stored references).")
        }
        return .usage("--against: git could not read the repository from \(start.escapingControlCharacters) (\(flag))\(said). Fix what git names, or name another clone with --repo DIR (or drop --against and verify against stored references).")
    }

    /// Git refuses a repository owned by another user (its `safe.directory` check), as in a
    /// container whose checkout is a bind mount: name the owner, the reason, and git's own fix for
    /// the `repository` git named, with the path quoted for the shell.
    static func dubiousOwnership(repository: String, flag: String) -> ListshotError {
        var info = stat()
        let owner = stat(repository, &info) == 0 ? "user \(info.st_uid)" : "another user"
        return .usage("--against: git refuses to read the repository at \(repository.escapingControlCharacters) (found from \(flag)): it belongs to \(owner) and listshot runs as user \(geteuid()), which git calls dubious ownership (a container's bind mount often causes it). If you trust that clone, let git read it with `git config --global --add safe.directory \(ShellQuote.word(repository).escapingControlCharacters)`, then run again; or run listshot as the clone's owner.")
    }

    /// The path git quotes after `marker` in its message (`… repository at '/src/app'`), up to
    /// the closing quote, or nil.
    static func quotedPath(after marker: String, in message: String) -> String? {
        guard let rest = message.components(separatedBy: marker).dropFirst().first,
              let path = rest.components(separatedBy: "'").first, !path.isEmpty else { return nil }
        return path
    }
}
