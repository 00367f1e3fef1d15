// Design-system components as nodes of the view engine (docs/views.md, "Components as views").
//
// A component answers the engine's two questions like any view: offered a width, it is that wide
// (at least ``ViewLayoutDefaults/componentMinimumWidth``) and as tall as its content laid out by its
// own design system's rules at that width; placed, it draws that content where its parent puts it.
// Heights offered are not used: a list, a card list or a tag sheet is as tall as what it holds, as
// each is inside a scroll view in the apps. Offered no width (an ideal-size question), it lays out at
// the width of the canvas's content (``LayoutContext/contentWidth``), as a screen would show it.

extension ViewLayoutEngine {
    /// The size a component chooses for `proposal`.
    func componentSize(_ node: ViewTreeNode, _ component: Component, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let laidOut = try componentLayout(node, component, width: Self.componentWidth(proposal.width, context: context))
        let width = proposal.width.map { $0.isInfinite ? $0 : laidOut.width } ?? laidOut.width
        return Size(width: width, height: laidOut.height)
    }

    /// Draws a component into `frame`: the content it laid out at the origin, moved there.
    func placeComponent(_ node: ViewTreeNode, _ component: Component, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        let laidOut = try componentLayout(node, component, width: Self.componentWidth(proposal.width, context: context))
        context.append(laidOut.items.translated(dx: frame.x, dy: frame.y))
        for warning in laidOut.warnings { context.warn(warning) }
    }

    /// The width a component lays out at when offered `offered`.
    static func componentWidth(_ offered: Double?, context: LayoutContext) -> Double {
        guard let offered, offered.isFinite else { return max(context.contentWidth, ViewLayoutDefaults.componentMinimumWidth) }
        return max(offered, ViewLayoutDefaults.componentMinimumWidth)
    }

    /// The component laid out once per width, at the origin, into a context of its own: the stack's
    /// probes and the placement reuse it, so a list of a hundred cells is laid out once.
    private func componentLayout(_ node: ViewTreeNode, _ component: Component, width: Double) throws(LayoutError) -> ComponentLayout {
        let key = ComponentLayoutKey(path: node.path, width: width)
        if let known = componentLayouts[key] { return known }
        let scratch = context.scratch()
        let height = try component.layout(id: node.id, x: 0, y: 0, width: width, context: scratch)
        let laidOut = ComponentLayout(width: width, height: height, items: scratch.items, warnings: scratch.warnings)
        componentLayouts[key] = laidOut
        return laidOut
    }
}

/// What a component laid out at the origin: its size, its items and its warnings.
struct ComponentLayout {
    let width: Double
    let height: Double
    let items: [DisplayItem]
    let warnings: [LayoutWarning]
}

/// A component node at one width.
struct ComponentLayoutKey: Hashable {
    let path: String
    let width: Double
}
