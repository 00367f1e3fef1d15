/// A view in a laid-out tree: the view, where it is (its cache key), its element id, and the
/// axis of the stack it sits in directly (spacers and dividers depend on it).
struct ViewTreeNode {
    let view: ViewNode
    /// Unique per node: the positional path, whatever ids the views give themselves.
    let path: String
    /// The element id of the view's items: its position, whose last segment is its
    /// ``ViewModifier/id(_:)`` when it has one (`view[0].vstack[2].price`), so ids stay unique when
    /// a component with an id is drawn many times.
    let id: String
    /// The main axis of the stack this view is a direct child of; nil outside stacks.
    let axis: StackAxis?
    let depth: Int
    /// `path.hashValue`, computed once: the layout's memo is asked several times per node
    /// (minimum, maximum, share, placement), and hashing the path at each question took a tenth
    /// of a 1,101-view tree's warm layout (19.4 → 17.5 ms, docs/benchmark.md).
    let pathHash: Int
    /// What the parent hands down, before this view's own environment modifiers.
    let inherited: ViewEnvironment
    /// What the bare view and its children see: ``inherited`` with every environment modifier of
    /// the chain applied, the outermost first, so the innermost (nearest) wins.
    let environment: ViewEnvironment

    init(view: ViewNode, path: String, id: String, axis: StackAxis?, depth: Int, environment: ViewEnvironment) {
        self.view = view; self.path = path; self.id = id; self.axis = axis; self.depth = depth
        pathHash = path.hashValue
        inherited = environment
        self.environment = Self.environment(environment, view.modifiers, below: 0)
        inheritedTheme = ThemeKey(environment)
        changesTheme = view.modifiers.contains { if case .environment(let value) = $0 { return value.changesTheme } else { return false } }
    }

    /// The theme the parent draws with.
    let inheritedTheme: ThemeKey
    /// Whether the chain has a modifier that names another theme, colour scheme or Dynamic Type size.
    let changesTheme: Bool

    /// The theme layer `layer` of this view draws with (0 the bare view): the parent's, unless a
    /// modifier outside that layer names another.
    func theme(layer: Int) -> ThemeKey {
        changesTheme ? ThemeKey(Self.environment(inherited, view.modifiers, below: layer)) : inheritedTheme
    }

    /// `environment` with the environment modifiers of `modifiers[layer...]` applied, outermost first:
    /// what a view wrapped by those modifiers sees.
    static func environment(_ environment: ViewEnvironment, _ modifiers: [ViewModifier], below layer: Int) -> ViewEnvironment {
        var result = environment
        var index = modifiers.count - 1
        while index >= layer {
            if case .environment(let value) = modifiers[index] { result = result.setting(value) }
            index -= 1
        }
        return result
    }

    /// The most nested views a tree may have.
    static let maximumDepth = 64

    static func root(_ view: ViewNode, id: String, environment: ViewEnvironment) -> ViewTreeNode {
        let name = view.kind.elementName
        return ViewTreeNode(view: view, path: "\(id).\(name)", id: view.fixedElementID ?? "\(id).\(view.explicitID ?? name)", axis: nil, depth: 0,
                            environment: environment)
    }

    /// An item of the screen's column (docs/screens.md): a component keeps the id its index gives it
    /// (`list[0]`, `cardList[2]`), a view is named below it (`view[1].vstack`).
    static func screenItem(_ item: Component, id: String, environment: ViewEnvironment) -> ViewTreeNode {
        if case .view(let view) = item { return root(view, id: id, environment: environment) }
        return ViewTreeNode(view: ViewNode(.component(item)), path: id, id: id, axis: nil, depth: 0, environment: environment)
    }

    /// Child `index` of this container, `view.hstack[1].text`. `pathSuffix` keeps apart, in the
    /// layout's memo, children a container rewrites per size (a geometry reader's).
    func child(_ view: ViewNode, index: Int, axis: StackAxis?, pathSuffix: String = "") -> ViewTreeNode {
        let name = view.kind.elementName
        return ViewTreeNode(view: view, path: "\(path)[\(index)]\(pathSuffix).\(name)", id: view.fixedElementID ?? "\(id)[\(index)].\(view.explicitID ?? name)",
                        axis: axis, depth: depth + 1, environment: environment)
    }

    /// The view a modifier at `layer` holds (a background or an overlay), `view.text.background.capsule`.
    func attached(_ view: ViewNode, layer: Int, name: String) -> ViewTreeNode {
        let kind = view.kind.elementName
        return ViewTreeNode(view: view, path: "\(path)#\(layer).\(kind)", id: view.fixedElementID ?? "\(id).\(name).\(view.explicitID ?? kind)",
                            axis: nil, depth: depth + 1, environment: Self.environment(inherited, self.view.modifiers, below: layer))
    }

    /// The element id of what the modifier at `layer` (1-based) draws: `view.text.clip`, and
    /// `view.text.clip[1]` for a second clip in the same chain.
    func modifierID(layer: Int) -> String {
        let modifiers = view.modifiers
        guard let name = modifiers[layer - 1].elementName else { return id }
        let earlier = modifiers[..<(layer - 1)].filter { $0.elementName == name }.count
        return earlier == 0 ? "\(id).\(name)" : "\(id).\(name)[\(earlier)]"
    }
}
