/// A view sized for a slot of a component (a cell's headline, a card's content, a ListKit
/// item), drawn once the component knows where the slot is.
///
/// The slot proposes a size, the view chooses its own (``size``), and the component places it,
/// as a SwiftUI parent does (docs/views.md "Where views go"). Drawing uses the same proposal,
/// so what is drawn is what was measured.
///
/// ```swift
/// let price = try ViewLayout.measure(view, id: "list[0].cell[1].control", proposal: ProposedSize(width: 120, height: nil), context: context)
/// try price.emit(at: Point(x: slotX, y: slotY))
/// ```
struct MeasuredView {
    /// The size the view chose for the proposal.
    let size: Size
    private let engine: ViewLayoutEngine
    private let node: ViewTreeNode
    private let proposal: ProposedSize

    fileprivate init(size: Size, engine: ViewLayoutEngine, node: ViewTreeNode, proposal: ProposedSize) {
        self.size = size; self.engine = engine; self.node = node; self.proposal = proposal
    }

    /// Draws the view with its top-leading corner at `origin`.
    func emit(at origin: Point) throws(LayoutError) {
        try engine.place(node, at: origin, proposal)
    }

    /// The width the view chooses when offered its ideal width at the same height, asked of the
    /// same layout pass so its memo answers what the first measurement already worked out.
    func idealWidth() throws(LayoutError) -> Double {
        try ViewLayout.finite(engine.size(node, ProposedSize(width: nil, height: proposal.height)), node).width
    }

    /// Draws the view centred in `frame`, as a hosting view centres its root view.
    func emit(centeredIn frame: Rect) throws(LayoutError) {
        try emit(at: ViewLayoutEngine.align(size, in: frame, .center))
    }
}

extension ViewLayout {
    /// Sizes `view` for a slot offered `proposal`; its ids start with `id` (`….control.hstack[0].text`).
    static func measure(_ view: ViewNode, id: String, proposal: ProposedSize, context: LayoutContext) throws(LayoutError) -> MeasuredView {
        let engine = ViewLayoutEngine(context: context)
        let node = ViewTreeNode.root(view, id: id, environment: context.rootEnvironment)
        let size = try finite(engine.size(node, proposal), node)
        return MeasuredView(size: size, engine: engine, node: node, proposal: proposal)
    }

    /// `size` when both its sides are finite; a slot cannot hold a view that takes all of an unlimited offer.
    static func finite(_ size: Size, _ node: ViewTreeNode) throws(LayoutError) -> Size {
        guard size.width.isFinite, size.height.isFinite else {
            throw .invalidValue(element: node.id, message: "the view takes all the \(size.width.isFinite ? "height" : "width") it is offered, and this slot offers no limit. Give it a frame with a finite size.")
        }
        return size
    }
}
