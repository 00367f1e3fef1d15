import ListshotText
import Yams

/// A right word in the wrong shape (docs/specs.md, "Errors"): the word is valid where it stands,
/// so no spelling suggestion could help (it would suggest the very word); the message says which
/// shape the place takes instead.
///
/// ```yaml
/// asset: largeIcon           # a key written as a value  → write `asset: { largeIcon: … }`
/// direction: { rtl: true }   # a value written as a key → write `direction: rtl`
/// ```
extension SpecNode {
    /// Where the messages send a reader for the full lists of keys and values.
    static let docs = "docs/specs.md"

    /// The key this node is the value of, for messages (`control` for `cells[0].control`).
    var keyName: String {
        let last = path.split(separator: ".").last.map(String.init) ?? ""
        // `items[2]` is an item of a list, not a key of its own.
        return last.isEmpty || last.hasSuffix("]") ? "" : last
    }

    /// `key: ` for a message's example, or nothing when the node is a list item.
    var keyPrefix: String { keyName.isEmpty ? "" : "\(keyName): " }

    /// The error for a scalar that is one of the keys of the mapping expected here (`asset: largeIcon`).
    func keyWrittenAsValue(allowed: [String]) -> SpecError? {
        guard case .scalar(let scalar) = node, allowed.contains(scalar.string) else { return nil }
        return error("'\(scalar.string)' is one of this mapping's keys, not a value of its own: write `\(keyPrefix){ \(scalar.string): … }` (keys: \(Spelling.nameList(allowed, docs: Self.docs))).")
    }

    /// The error for a mapping of one key that is one of the values expected here (`direction: { rtl: true }`).
    func valueWrittenAsKey(names: [String]) -> SpecError? {
        guard case .mapping(let pairs) = node, pairs.count == 1, let key = pairs.first?.key.string, names.contains(key) else { return nil }
        return error("'\(key)' is a value here, not a key: write it alone, `\(keyPrefix)\(key)`.")
    }
}
