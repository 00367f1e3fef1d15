import ListshotCore

/// Bounds what the views of one spec may expand to, components and `forEach` included, so a
/// component used inside itself many times over, or a 10⁶-node tree, ends in a located error
/// after work proportional to the limits, never to the expansion (docs/views.md "Errors").
///
/// ```swift
/// let budget = ViewBudget()
/// try budget.addView(at: node)          // throws(SpecError) past maximumViews
/// ```
final class ViewBudget {
    /// Most views (each kind and each view a modifier holds) one spec may build.
    static let maximumViews = 20_000
    /// Most characters of text the views may hold in all, each use of a parameter counted again (1 MiB).
    static let maximumTextBytes = 1 << 20
    /// Most components nested inside each other.
    static let maximumCallDepth = 24
    /// Most levels of views below a slot's own view: the layout's limit, checked where the
    /// views are written.
    static let maximumDepth = ViewLayout.maximumDepth

    private(set) var views = 0
    private(set) var textBytes = 0

    func addView(at node: SpecNode) throws(SpecError) {
        views += 1
        if views > Self.maximumViews {
            throw node.error("the spec's views expand to more than \(Self.maximumViews) views (every use of a component and every forEach item counts). Use fewer items, or split the screen into several specs.")
        }
    }

    /// Counts a finished view again where a parameter places it a further time.
    func addReuse(of view: ViewNode, at node: SpecNode) throws(SpecError) {
        var stack = [view]
        while let next = stack.popLast() {
            try addView(at: node)
            if case .text(let text) = next.kind { try addText(text.string, at: node) }
            stack.append(contentsOf: next.kind.children)
            for modifier in next.modifiers {
                switch modifier {
                case .background(.view(let inner, _)), .overlay(let inner, _): stack.append(inner)
                default: break
                }
            }
        }
    }

    /// Fails when a view placed at `depth` (with `levels` more below it, for a finished view a
    /// parameter places) nests deeper than the layout allows.
    func checkDepth(_ depth: Int, levels: Int = 0, at node: SpecNode, chain: [String]) throws(SpecError) {
        guard depth + levels > Self.maximumDepth else { return }
        let through = chain.isEmpty ? "" : " (through the components \(chain.suffix(6).joined(separator: " → ")))"
        let what = levels > 0 ? "the view this parameter holds reaches \(depth + levels) levels here" : "this view is \(depth) levels deep"
        throw node.error("views nest at most \(Self.maximumDepth) levels (each stack child, background view and overlay view is one level down), and \(what)\(through). Flatten the tree: fewer stacks inside stacks.")
    }

    /// How many levels a finished view reaches below itself: 0 for a leaf without attached views.
    static func levels(of view: ViewNode) -> Int {
        var deepest = 0
        var stack = [(view, 0)]
        while let (next, level) = stack.popLast() {
            deepest = max(deepest, level)
            for child in next.kind.children { stack.append((child, level + 1)) }
            for modifier in next.modifiers {
                switch modifier {
                case .background(.view(let inner, _)), .overlay(let inner, _): stack.append((inner, level + 1))
                default: break
                }
            }
        }
        return deepest
    }

    func addText(_ text: String, at node: SpecNode) throws(SpecError) {
        textBytes += text.utf8.count
        if textBytes > Self.maximumTextBytes {
            throw node.error("the spec's views hold more than \(Self.maximumTextBytes) bytes of text (each use of a text parameter counts). Shorten the text.")
        }
    }
}

extension ViewKind {
    /// The views a container holds directly; none for a leaf.
    var children: [ViewNode] {
        switch self {
        case .vstack(let children, _, _), .hstack(let children, _, _), .zstack(let children, _),
             .viewThatFits(let children, _), .geometryReader(let children): return children
        case .button(let label): return [label]
        case .list(let list):
            return list.sections.flatMap { section in
                [section.header, section.footer].compactMap { $0 } + section.rows.map(\.content)
            }
        // A component's slot views are checked where its reader reads them.
        case .text, .image, .icon, .symbol, .shape, .spacer, .divider, .component, .cardBlock: return []
        }
    }
}
