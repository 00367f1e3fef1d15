import Yams

/// Bounds what a spec may expand to, so YAML anchors and aliases (a "billion laughs" spec of
/// 2 kB) or `repeat:` keys cannot make Listshot build gigabytes of nodes.
///
/// Aliases are expanded by the parser as shared references; this walk counts every node the
/// reader would visit, with aliases expanded, and stops as soon as a limit is crossed, so it runs
/// in time proportional to the limit, never to the expansion.
///
/// ```swift
/// try SpecExpansionBudget.check(root, file: "a.yaml")          // throws(SpecError)
/// ```
enum SpecExpansionBudget {
    /// Most YAML nodes (mappings, lists, scalars) a spec may expand to, aliases included.
    static let maximumNodes = 100_000
    /// Most characters of text a spec may expand to, aliases included (4 MiB).
    static let maximumTextBytes = 4 << 20
    /// Most components (cells, cards, items, blocks) after `repeat:` is applied.
    static let maximumElements = 20_000

    static func check(_ root: Node, file: String) throws(SpecError) {
        var stack: [Node] = [root]
        var nodes = 0, text = 0
        while let node = stack.popLast() {
            nodes += 1
            if nodes > maximumNodes {
                throw error(node, file: file, "the spec expands to more than \(maximumNodes) YAML nodes (anchors and aliases count each time they are used). Split it into several specs, or use fewer aliases.")
            }
            switch node {
            case .scalar(let scalar):
                text += scalar.string.utf8.count
                if text > maximumTextBytes {
                    throw error(node, file: file, "the spec expands to more than \(maximumTextBytes) bytes of text (anchors and aliases count each time they are used). Shorten the text or use fewer aliases.")
                }
            case .mapping(let mapping):
                for (key, value) in mapping { stack.append(key); stack.append(value) }
            case .sequence(let sequence):
                stack.append(contentsOf: sequence)
            case .alias:
                break
            }
        }
    }

    static func error(_ node: Node, file: String, _ message: String) -> SpecError {
        SpecError(file: file, line: node.mark?.line, column: node.mark?.column, message: message)
    }
}

/// Counts components as the reader builds them (with `repeat:` applied), shared by one parse.
final class ElementCounter {
    private(set) var count = 0

    /// Adds `n` elements built at `node`, failing once the spec's total passes the limit.
    func add(_ n: Int, at node: SpecNode) throws(SpecError) {
        count += n
        if count > SpecExpansionBudget.maximumElements {
            throw node.error("the spec builds more than \(SpecExpansionBudget.maximumElements) components (cells, cards, items and blocks, with `repeat:` applied). Split it into several specs or lower the repeat counts.")
        }
    }
}
