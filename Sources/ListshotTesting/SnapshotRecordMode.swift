import Foundation
import ListshotSnapshot

/// When `assertSnapshot` writes references, from the `LISTSHOT_RECORD` environment variable,
/// read once per process:
///
/// | value | behaviour |
/// |---|---|
/// | `missing` (default) | record references that do not exist yet, verify the rest |
/// | `all` | re-record every reference (each assertion fails, telling you to re-run) |
/// | `failed` | re-record only references that no longer match |
/// | `never` | never write; a missing reference fails (use on CI) |
public enum SnapshotRecordMode: String, Sendable {
    case missing, all, failed, never

    /// The process-wide mode, read once from `LISTSHOT_RECORD`.
    public static let current: SnapshotRecordMode = {
        guard let value = ProcessInfo.processInfo.environment["LISTSHOT_RECORD"], !value.isEmpty else { return .missing }
        return SnapshotRecordMode(rawValue: value.lowercased()) ?? .missing
    }()
}
