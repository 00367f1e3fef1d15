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

    init(view: ViewNode, path: String, id: String, axis: StackAxis?, depth: Int) {
        self.view = view; self.path = path; self.id = id; self.axis = axis; self.depth = depth
        pathHash = path.hashValue
    }

    /// The most nested views a tree may have.
    static let maximumDepth = 64

    static func root(_ view: ViewNode, id: String) -> ViewTreeNode {
        let name = view.kind.elementName
        return ViewTreeNode(view: view, path: "\(id).\(name)", id: "\(id).\(view.explicitID ?? name)", axis: nil, depth: 0)
    }

    /// Child `index` of this container, `view.hstack[1].text`. `pathSuffix` keeps apart, in the
    /// layout's memo, children a container rewrites per size (a geometry reader's).
    func child(_ view: ViewNode, index: Int, axis: StackAxis?, pathSuffix: String = "") -> ViewTreeNode {
        let name = view.kind.elementName
        return ViewTreeNode(view: view, path: "\(path)[\(index)]\(pathSuffix).\(name)", id: "\(id)[\(index)].\(view.explicitID ?? name)",
                        axis: axis, depth: depth + 1)
    }

    /// The view a modifier at `layer` holds (a background or an overlay), `view.text.background.capsule`.
    func attached(_ view: ViewNode, layer: Int, name: String) -> ViewTreeNode {
        let kind = view.kind.elementName
        return ViewTreeNode(view: view, path: "\(path)#\(layer).\(kind)", id: "\(id).\(name).\(view.explicitID ?? kind)",
                        axis: nil, depth: depth + 1)
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
