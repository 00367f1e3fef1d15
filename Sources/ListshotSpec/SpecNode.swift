import ListshotCore
import Yams

/// A YAML node with its key path and file, giving typed values or errors that point at it.
struct SpecNode {
    let node: Node
    let path: String
    let file: String

    func error(_ message: String) -> SpecError {
        SpecError(file: file, line: node.mark?.line, column: node.mark?.column, keyPath: path, message: message)
    }

    func child(_ node: Node, _ component: String) -> SpecNode {
        SpecNode(node: node, path: path.isEmpty ? component : "\(path).\(component)", file: file)
    }

    var kindName: String {
        switch node {
        case .scalar: return "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// The entries of a mapping, rejecting keys outside `allowed` with a suggestion.
    func mapping(allowed: [String]) throws(SpecError) -> [String: SpecNode] {
        guard case .mapping(let mapping) = node else {
            throw error("expected a mapping with keys \(allowed.joined(separator: ", ")), found \(kindName).")
        }
        var result: [String: SpecNode] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else {
                throw SpecNode(node: keyNode, path: path, file: file).error("keys must be strings.")
            }
            let keyed = SpecNode(node: keyNode, path: path.isEmpty ? key : "\(path).\(key)", file: file)
            guard allowed.contains(key) else {
                let hint = Spelling.closest(to: key, in: allowed).map { "Did you mean '\($0)'?" }
                    ?? "Known keys: \(allowed.joined(separator: ", "))."
                throw keyed.error("unknown key. \(hint)")
            }
            result[key] = child(value, key)
        }
        return result
    }

    /// The items of a sequence.
    func sequence() throws(SpecError) -> [SpecNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, found \(kindName).") }
        return sequence.enumerated().map { index, item in
            SpecNode(node: item, path: "\(path)[\(index)]", file: file)
        }
    }

    func string() throws(SpecError) -> String {
        guard case .scalar(let scalar) = node else { throw error("expected text, found \(kindName).") }
        return scalar.string
    }

    func int() throws(SpecError) -> Int {
        guard case .scalar = node, let value = node.int else { throw error("expected a whole number, found '\(describe)'.") }
        return value
    }

    func double() throws(SpecError) -> Double {
        guard case .scalar = node, let value = node.float, value.isFinite else { throw error("expected a number, found '\(describe)'.") }
        return value
    }

    func bool() throws(SpecError) -> Bool {
        guard case .scalar = node, let value = node.bool else { throw error("expected true or false, found '\(describe)'.") }
        return value
    }

    /// A value of a string-backed enum, listing the choices on error.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(SpecError) -> T where T.RawValue == String {
        let text = try string()
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = Spelling.closest(to: text, in: names).map { "Did you mean '\($0)'? " } ?? ""
        throw error("'\(text)' is not one of \(names.joined(separator: ", ")). \(hint)".trimmingTrailingSpace)
    }

    /// The scalar text, or the node kind, for messages.
    var describe: String {
        if case .scalar(let scalar) = node { return scalar.string }
        return kindName
    }
}

extension String {
    var trimmingTrailingSpace: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
