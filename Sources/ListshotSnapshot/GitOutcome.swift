import Foundation
import ListshotText

/// How one git run ended: its standard output, its standard error and whether it exited 0.
/// Kept apart so a message can quote git's own reason without parsing it back out of another
/// message (whose folder name could hold anything).
///
/// ```swift
/// let outcome = try git.outcome(["rev-parse", "--show-toplevel"])
/// if !outcome.succeeded { print(outcome.reason) }   // "fatal: not a git repository …"
/// ```
struct GitOutcome: Sendable {
    var output: [UInt8]
    var errorOutput: [UInt8]
    var succeeded: Bool

    /// Git's standard error, trimmed, at most 400 bytes, as one line safe for a terminal: every
    /// line break and control character escaped by Unicode scalar (git quotes the folder names
    /// it prints, and a hostile name can hold escapes; docs/against.md, "What it trusts").
    var reason: String {
        String(decoding: errorOutput.prefix(400), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).escapingControlCharacters
    }

    /// Standard output as text, its trailing line breaks dropped.
    var text: String { Self.text(output) }

    /// `bytes` as text without trailing line breaks, as git's one-value outputs are read.
    static func text(_ bytes: [UInt8]) -> String {
        var bytes = bytes
        while bytes.last == 0x0A { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Git's standard error as it is, for recognising a refusal (never shown unescaped).
    var rawError: String { String(decoding: errorOutput, as: UTF8.self) }
}
