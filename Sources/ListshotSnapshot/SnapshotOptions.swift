import Foundation
import Listshot
import ListshotDiff
import ListshotText

/// A deterministic slice of a catalog for CI matrices: shard `index` (1-based) of `count`.
///
/// Specs are dealt round-robin by their sorted path, so a spec's day and night stay together.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// The most shards a catalog is split into: more jobs than any CI matrix runs, and few enough
    /// that a planted shard report claiming `1/9223372036854775807` is refused, not counted.
    public static let maximumCount = 1000

    /// Parses `I/N`; throws a usage error that says what is expected.
    public init(parsing text: String) throws(ListshotError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw .usage("--shard '\(text.escapingControlCharacters)' is not I/N with 1 ≤ I ≤ N (for example 2/4).")
        }
        guard n <= Self.maximumCount else {
            throw .usage("--shard '\(text.escapingControlCharacters)' splits the catalog into \(n) shards; at most \(Self.maximumCount) are allowed. Use fewer shards.")
        }
        index = i
        count = n
    }

    public func includes(specIndex: Int) -> Bool { specIndex % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

/// Which references a check may write: the one record-mode type of `listshot record`/`verify`,
/// `assertSnapshot` (`record:`, `LISTSHOT_RECORD`) and the engine.
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Only references that do not exist yet.
    case missing
    /// Every reference.
    case all
    /// References whose render no longer matches.
    case failed
    /// Nothing is written: verify, and tests on CI. A missing reference is reported as new.
    case never
}

/// Settings shared by verify and record.
public struct SnapshotOptions: Sendable {
    /// Parallel render workers. They share one font session per font set, and take turns for text
    /// behind one engine lock (docs/architecture.md, "Determinism").
    public var jobs: Int = 1
    public var shard: Shard?
    /// Only cases whose key contains this text; an error when none does.
    public var filter: String?
    /// Only the cases with exactly these keys (`--only`, what accept commands use); each must exist.
    public var only: [String] = []
    public var diff: DiffOptions = .default
    /// Where failure artifacts and reports go (verify).
    public var reportDirectory: String?
    /// How record writes PNGs: smallest (the default, for committed references) or fast.
    public var compression: PNGCompression = .smallest
    /// Whether record encodes again a reference whose pixels are unchanged (`record --reencode`,
    /// after a change to the encoding); otherwise such a reference is left as it is.
    public var reencode = false
    /// Parts of every screen the comparison skips (where the element exists).
    public var ignore: [IgnoreRegion] = []
    /// Draw and hash every case even when its display list, images and environment are those
    /// the reference was recorded from (`verify --check-pixels`).
    public var checkPixels = false

    public init() {}

    /// Whether this run sees only part of the catalog (and so must never prune).
    public var isPartial: Bool { shard != nil || filter != nil || !only.isEmpty }
}
