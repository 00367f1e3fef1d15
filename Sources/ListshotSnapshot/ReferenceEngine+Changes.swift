import Foundation
import Listshot
import ListshotCore

extension ReferenceEngine {
    /// The element changes of `displayList` against the layout sidecar stored beside a reference,
    /// worded as the HTML report words them; nil when there is no sidecar. A sidecar of another
    /// format version gives one "No element changes: …" line; a malformed one throws.
    ///
    /// ```swift
    /// let lines = try ReferenceEngine.elementChanges(sidecar: "cat/a.day.layout.json", displayList: list, catalogRoot: "cat")
    /// ```
    public static func elementChanges(sidecar: String, displayList: DisplayList, catalogRoot: String) throws(ListshotError) -> [String]? {
        switch try Sidecar.load(sidecar) {
        case .list(let stored):
            let fresh = Sidecar.portable(displayList, catalogRoot: catalogRoot).roundTripped()
            return DisplayListDiff(old: stored, new: fresh).changes.map(\.description)
        case .unusable(let problem):
            return ["No element changes: \(problem)"]
        case .missing:
            return nil
        }
    }
}
