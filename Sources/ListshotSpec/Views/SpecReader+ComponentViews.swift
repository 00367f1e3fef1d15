import ListshotCore
import ListshotText

/// Design-system components written where a view stands (docs/views.md, "Components as views"):
/// `{list: {cells: […]}}`, `{cardList: …}`, `{listKit: …}` in a stack, an overlay or a slot, read by
/// the same reader as a top-level content item, with the view modifiers after them.
extension ComponentKind {
    /// The kinds a view can be: every content kind but `spacer` (a view's `spacer` is SwiftUI's
    /// `Spacer()`) and `view` (a view is already one).
    static var viewKinds: [ComponentKind] { allCases.filter { $0 != .spacer && $0 != .view } }
}

extension SpecReader {
    /// The component a view mapping names, and its node, when its kind key is a content kind; nil otherwise.
    func componentKind(in entries: [(key: String, node: SpecNode)]) -> (kind: ComponentKind, node: SpecNode)? {
        for entry in entries {
            if let kind = ComponentKind(rawValue: entry.key), ComponentKind.viewKinds.contains(kind) { return (kind, entry.node) }
        }
        return nil
    }

    /// A component as a view, then its modifiers in the order written.
    func componentView(_ kind: ComponentKind, _ value: SpecNode, entries: [(key: String, node: SpecNode)],
                       node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewNode {
        if let component = scope.component {
            throw value.error("a \(kind.rawValue) cannot stand in the component '\(component.name)' yet: its texts would not take the component's parameters. Put the \(kind.rawValue) in the spec, around or beside the component.")
        }
        var chain: [(ViewModifierKey, SpecNode)] = []
        var listForm: SpecNode?
        for entry in entries where entry.key != kind.rawValue {
            if let other = ComponentKind(rawValue: entry.key), ComponentKind.viewKinds.contains(other) || ViewKindKey(rawValue: entry.key) != nil {
                throw entry.node.error("a view is one kind, and this one has \(kind.rawValue) and \(entry.key). Put them in a stack, e.g. `vstack: [{\(kind.rawValue): …}, {\(entry.key): …}]`.")
            } else if let modifier = ViewModifierKey(rawValue: entry.key) {
                chain.append((modifier, entry.node))
            } else if entry.key == ViewChainKey.modifiers {
                listForm = entry.node
            } else {
                throw entry.node.error("unknown key beside `\(kind.rawValue)`. \(Spelling.closest(to: entry.key, in: ViewModifierKey.specKeys).map { "Did you mean '\($0)'? " } ?? "")A component's own keys go inside it (`\(kind.rawValue): {…}`); beside it stand the modifiers \(ViewModifierKey.keyList).")
            }
        }
        if let listForm {
            if let first = chain.first {
                throw first.1.error("give the modifiers either as keys or in the `modifiers:` list, not both. Move `\(first.0.rawValue)` into the list at its place in the chain.")
            }
            chain = try modifierList(listForm)
        }
        try views.addView(at: node)
        var result = ViewNode(.component(try component(kind, value)))
        for (modifier, modifierNode) in chain {
            result = result.modifier(try self.modifier(modifier, modifierNode, scope: scope))
        }
        return result
    }
}

extension SpecReader {
    /// A view's `theme: NAME` (the subtree draws with that theme): a theme name, checked as the spec's own is.
    func themeName(_ node: SpecNode) throws(SpecError) -> String {
        let name = try node.string()
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) else {
            throw node.error("'\(name.shortened)' is not a theme name; names use letters, digits, - and _ (see `listshot themes list`).")
        }
        return name
    }
}
