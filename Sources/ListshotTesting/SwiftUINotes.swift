import Foundation
import ListshotText

/// The notes of a SwiftUI snapshot (APIs a still image ignores, names with no stand-in), written to
/// standard error so a passing test is not a silent surprise (docs/swiftui.md, "What a snapshot ignores").
enum SwiftUINotes {
    /// One block for `notes` of the snapshot `stem` called at `location`; nothing when there are none.
    static func print(_ notes: [String], for stem: String, at location: SnapshotLocation) {
        guard !notes.isEmpty else { return }
        // Each line's control characters escaped: a note may quote an asset or symbol name from the app.
        var block = "listshot: notes for \(stem.escapingControlCharacters) (\(location.fileID):\(location.line)):\n"
        for note in notes { block += "  \(note.escapingControlCharacters)\n" }
        FileHandle.standardError.write(Data(block.utf8))
    }
}
