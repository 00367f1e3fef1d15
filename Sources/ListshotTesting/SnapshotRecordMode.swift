import Foundation
import ListshotCore
import ListshotSnapshot
import ListshotText

/// When `assertSnapshot` writes references: the `record:` argument of a call, else the
/// `LISTSHOT_RECORD` environment variable, else `missing`.
///
/// | value | behaviour |
/// |---|---|
/// | `missing` (default) | record references that do not exist yet, verify the rest |
/// | `all` | re-record every reference (each assertion fails, telling you to re-run) |
/// | `failed` | re-record only references that no longer match |
/// | `never` | never write; a missing reference fails (use on CI) |
///
/// ```swift
/// assertSnapshot(of: screen, record: .failed)
/// ```
public typealias SnapshotRecordMode = RecordMode

extension RecordMode {
    /// The mode `LISTSHOT_RECORD` asks for; unset or empty means `missing`, and any other value
    /// is an error naming the valid ones (a typo must not silently mean `missing`).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SnapshotConfigurationError) -> RecordMode {
        guard let value = environment["LISTSHOT_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: value.lowercased()) else {
            let valid = allCases.map(\.rawValue).joined(separator: ", ")
            throw SnapshotConfigurationError(message: "LISTSHOT_RECORD=\(value.escapingControlCharacters) is not a record mode. Use one of \(valid), or unset it.")
        }
        return mode
    }
}

/// A mistake in how snapshot tests are set up (an environment variable, a folder).
public struct SnapshotConfigurationError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
