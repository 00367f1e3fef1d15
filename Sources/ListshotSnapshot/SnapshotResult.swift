import Listshot
import ListshotImage

/// How one reference fared.
public enum SnapshotStatus: String, Sendable, Codable, Hashable {
    /// The render matches the reference.
    case passed
    /// The render differs beyond the tolerance.
    case failed
    /// No reference exists yet.
    case new
    /// Record mode wrote the reference.
    case recorded
    /// Record mode drew the case and left its reference alone: same pixels, or still matching.
    case unchanged
    /// Record mode did not draw the case: its reference exists and mode `missing` keeps it.
    case skipped
    /// The case could not be checked (a bad spec, theme or image); the message says why. Verify
    /// reports it and goes on with the other cases.
    case error
}

/// The outcome of verifying or recording one case, as reports and JUnit see it.
public struct SnapshotResult: Sendable, Codable, Hashable {
    public struct Artifacts: Sendable, Codable, Hashable {
        public var expected: String?
        public var actual: String?
        public var diff: String?
        public var composite: String?
    }

    public var key: String
    public var groupKey: String
    public var specFile: String
    public var appearance: String
    public var status: SnapshotStatus
    public var message: String
    public var mismatchedPixels: Int = 0
    public var totalPixels: Int = 0
    public var boundingBox: PixelRect?
    /// Semantic changes from the display-list sidecar, e.g. `list[0].cell[3] moved 2 pt down`.
    public var changes: [String] = []
    /// Elements whose frames overlap the changed pixels.
    public var changedElements: [String] = []
    public var artifacts = Artifacts()
    /// Passed by comparing the stored pixel hash, without decoding the reference.
    public var fastPath = false
    /// Passed without drawing: the display list, images and environment were those recorded.
    public var renderKeyMatched: Bool?
    public var milliseconds: Double = 0
    public var warnings: [String] = []
    /// The `--ignore` element ids this case's screen has (so an id no screen has is reported).
    public var ignoredElementsFound: [String]?
    /// For a failed or new case of a verify with `--report`: what `listshot accept` writes.
    public var acceptable: AcceptableRender?
}

extension SnapshotResult {
    /// Takes what ``ReferenceEngine`` found: status, pixel statistics, changes and artifact names.
    mutating func apply(_ outcome: ReferenceEngine.Outcome) {
        status = outcome.status
        fastPath = outcome.fastPath
        changes = outcome.changes
        changedElements = outcome.changedElements
        if let stats = outcome.diff?.statistics, outcome.status == .failed {
            mismatchedPixels = stats.mismatchedPixels
            boundingBox = stats.boundingBox
        }
        for artifact in outcome.artifacts {
            switch artifact.kind {
            case "expected": artifacts.expected = artifact.name
            case "actual": artifacts.actual = artifact.name
            case "diff": artifacts.diff = artifact.name
            case "composite": artifacts.composite = artifact.name
            default: break
            }
        }
    }
}
