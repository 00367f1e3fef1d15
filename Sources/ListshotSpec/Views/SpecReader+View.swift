import ListshotCore
import ListshotText
import Yams

/// Views in specs (docs/views.md): a mapping with one kind key (``ViewKindKey``), the kind's own
/// keys, and modifiers (``ViewModifierKey``) applied in the order they are written, as a SwiftUI
/// modifier chain; or `modifiers:`, a list that keeps its order through any YAML or JSON tool.
extension SpecReader {
    /// One view, read in `scope` (a component's parameters, or none at the spec's level).
    ///
    /// ```yaml
    /// hstack: [{image: avatar.png, frame: {width: 40, height: 40}, clip: circle}, {text: Ana}]
    /// spacing: 16
    /// padding: 16
    /// ```
    func view(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewNode {
        if let name = try parameterName(node) {
            guard case .view(let view) = try bound(name, as: .view, at: node, scope: scope) else {
                throw node.error("the parameter '\(name)' does not hold a view.")
            }
            try views.addReuse(of: view, at: node)
            try views.checkDepth(scope.depth, levels: ViewBudget.levels(of: view), at: node, chain: scope.chain)
            return view
        }
        try views.checkDepth(scope.depth, at: node, chain: scope.chain)
        let entries = try orderedEntries(node, expecting: "a view: a mapping with one of \(ViewKindKey.keyList), e.g. `{text: Hello}`")
        let kinds = entries.compactMap { entry in ViewKindKey(rawValue: entry.key).map { (kind: $0, node: entry.node) } }
        if kinds.isEmpty, let (component, value) = componentKind(in: entries) {
            return try componentView(component, value, entries: entries, node: node, scope: scope)
        }
        guard let (kind, value) = kinds.first else { throw unknownKind(node, entries) }
        if kinds.count > 1 || componentKind(in: entries) != nil, let use = kinds.first(where: { $0.kind == .component }) {
            // A component whose file names a parameter like a kind is refused there, not here.
            try checkDefinition(use.node)
        }
        if let (component, componentNode) = componentKind(in: entries) {
            throw componentNode.error("a view is one kind, and this one has \(kind.rawValue) and \(component.rawValue). Put them in a stack, e.g. `vstack: [{\(kind.rawValue): …}, {\(component.rawValue): …}]`.")
        }
        if kinds.count > 1 {
            throw kinds[1].node.error("a view is one kind, and this one has \(kinds.map(\.kind.rawValue).joined(separator: " and ")). Put them in a stack, e.g. `vstack: [{\(kinds[0].kind.rawValue): …}, {\(kinds[1].kind.rawValue): …}]`.")
        }
        var own: [String: SpecNode] = [:]
        var chain: [(ViewModifierKey, SpecNode)] = []
        var listForm: SpecNode?
        var arguments: [(key: String, node: SpecNode)] = []
        for entry in entries where entry.key != kind.rawValue {
            if kind.ownKeys.contains(entry.key) {
                own[entry.key] = entry.node
            } else if kind == .component, let key = ViewModifierKey(rawValue: entry.key), ViewModifierKey.environmentKeys.contains(key) {
                arguments.append(entry)   // the component's parameter of that name, else the environment modifier
            } else if let modifier = ViewModifierKey(rawValue: entry.key) {
                chain.append((modifier, entry.node))
            } else if entry.key == ViewChainKey.modifiers {
                listForm = entry.node
            } else if kind == .component {
                arguments.append(entry)
            } else {
                throw unknownKey(entry.node, key: entry.key, kind: kind)
            }
        }
        if let listForm {
            if let first = chain.first {
                throw first.1.error("give the modifiers either as keys or in the `modifiers:` list, not both. Move `\(first.0.rawValue)` into the list at its place in the chain.")
            }
            chain = try modifierList(listForm)
        }
        var result: ViewNode
        if kind == .component {
            result = try componentUse(name: value, arguments: arguments, usage: node, scope: scope)
        } else {
            try views.addView(at: node)
            result = ViewNode(try viewKind(kind, value, own: own, node: node, scope: scope))
        }
        for (modifier, modifierNode) in chain {
            result = result.modifier(try self.modifier(modifier, modifierNode, scope: scope))
        }
        return result
    }

    /// A list of views: each item a view, or `{forEach: {component, items}}` giving one view per item.
    func viewList(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> [ViewNode] {
        var result: [ViewNode] = []
        for item in try node.sequence() {
            if let each = try forEachNode(item) {
                result += try forEach(each, scope: scope)
            } else {
                result.append(try view(item, scope: scope))
            }
        }
        return result
    }

    /// The value of `forEach:` when `node` is `{forEach: …}`, nil for any other node.
    func forEachNode(_ node: SpecNode, allowing others: [String] = []) throws(SpecError) -> SpecNode? {
        guard case .mapping(let pairs) = node.node, pairs.contains(where: { $0.key.string == "forEach" }) else { return nil }
        let keys = try node.mapping(allowed: ["forEach"] + others)
        return keys["forEach"]
    }

    /// `forEach: {component: NAME, items: [{PARAM: VALUE…}, …]}`: the component once per item, as
    /// SwiftUI's `ForEach` and BPKCardList's element closure draw one view per element.
    func forEach(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> [ViewNode] {
        let keys = try node.mapping(allowed: ["component", "items"])
        guard let name = keys["component"] else {
            throw node.error("missing key 'component': the component drawn for each item, e.g. `forEach: {component: ProfileRow, items: [{name: Ana}]}`.")
        }
        guard let items = keys["items"] else {
            throw node.error("missing key 'items': a list of parameter mappings, one per view, e.g. `items: [{name: Ana}, {name: Luis}]`.")
        }
        var result: [ViewNode] = []
        for item in try items.sequence() {
            let entries = try orderedEntries(item, expecting: "an item: a mapping of the component's parameters, e.g. `{name: Ana}`")
            result.append(try componentUse(name: name, arguments: entries, usage: item, scope: scope))
        }
        return result
    }

    /// A mapping's entries in the order written (the modifier chain depends on it).
    /// `expecting` is built only for the error: a view's names every kind.
    func orderedEntries(_ node: SpecNode, expecting: @autoclosure () -> String) throws(SpecError) -> [(key: String, node: SpecNode)] {
        guard case .mapping(let pairs) = node.node else { throw node.error("expected \(expecting()); found \(node.kindName).") }
        var entries: [(key: String, node: SpecNode)] = []
        for (keyNode, value) in pairs {
            guard let key = keyNode.string else { throw SpecNode(node: keyNode, path: node.path, file: node.file).error("keys must be text.") }
            entries.append((key, node.child(value, key)))
        }
        return entries
    }

    /// A mapping without a kind key: name the nearest kind for the first key that is not a modifier.
    func unknownKind(_ node: SpecNode, _ entries: [(key: String, node: SpecNode)]) -> SpecError {
        let forms = ViewKindKey.allCases.map(\.example).joined(separator: ", ")
        let modifierKeys = ViewModifierKey.specKeys + [ViewChainKey.modifiers]
        guard let stray = entries.first(where: { !modifierKeys.contains($0.key) }) else {
            return node.error("a view needs a kind: one of \(forms).")
        }
        let keyNode = SpecNode(node: keyNode(of: stray.key, in: node) ?? stray.node.node, path: stray.node.path, file: node.file)
        if let word = SwiftUIWords.viewKinds[stray.key] { return keyNode.error("unknown view kind '\(stray.key)': \(word)") }
        let hint = Spelling.closest(to: stray.key, in: ViewKindKey.specKeys + ComponentKind.viewKinds.map(\.rawValue)).map { "Did you mean '\($0)'? " } ?? ""
        return keyNode.error("unknown view kind '\(stray.key.shortened)'. \(hint)A view is one of: \(ViewKindKey.keyList), or a component: \(ComponentKind.viewKinds.map(\.rawValue).joined(separator: ", ")).")
    }

    /// A key beside a kind that is neither its own key nor a modifier.
    func unknownKey(_ node: SpecNode, key: String, kind: ViewKindKey) -> SpecError {
        let allowed = kind.ownKeys + ViewModifierKey.specKeys + [ViewChainKey.modifiers]
        if let word = SwiftUIWords.modifiers[key] { return node.error("unknown key beside `\(kind.rawValue)`: \(word)") }
        let hint = Spelling.closest(to: key, in: allowed).map { "Did you mean '\($0)'? " } ?? ""
        let own = kind.ownKeys.isEmpty ? "no keys of its own" : "its own keys \(kind.ownKeys.joined(separator: ", "))"
        return node.error("unknown key beside `\(kind.rawValue)`. \(hint)A \(kind.rawValue) takes \(own) and the modifiers \(ViewModifierKey.keyList).")
    }

    /// The YAML node of `key` in the mapping `node`, for locating key errors.
    func keyNode(of key: String, in node: SpecNode) -> Node? {
        guard case .mapping(let pairs) = node.node else { return nil }
        return pairs.first { $0.key.string == key }?.key
    }
}
