// Text baselines of views, for `HStack(alignment: .firstTextBaseline)` and `.lastTextBaseline`.
//
// A text's baselines are its measurer's (``TextMeasurement/firstBaseline``, measured from the top
// of its frame). A container's is the combination of its children's, each offset by where the
// child sits: the first baseline is the smallest (top-most), the last the largest (bottom-most)
// (OpenSwiftUI `FirstTextBaseline._combineExplicit` takes the minimum and `LastTextBaseline`'s the
// maximum, Sources/OpenSwiftUICore/Layout/Alignment/VerticalAlignment.swift @ aa1d8a8). Only views
// that have a baseline take part; a view with none answers nil, and the stack then uses its
// bottom edge (the guides' default value is the view's height, same file; Apple,
// developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline: "The guide aligns
// with the bottom of a view that contains no text").

extension ViewLayoutEngine {
    /// The first or last text baseline of `node` (all its modifiers) offered `proposal`, from its
    /// top edge; nil when it holds no text.
    func baseline(_ node: ViewTreeNode, _ which: TextBaseline, _ proposal: ProposedSize) throws(LayoutError) -> Double? {
        try baseline(node, layer: node.view.modifiers.count, which, proposal)
    }

    /// The baseline of `node` wrapped in its first `layer` modifiers.
    func baseline(_ node: ViewTreeNode, layer: Int, _ which: TextBaseline, _ proposal: ProposedSize) throws(LayoutError) -> Double? {
        let proposal = proposal.sanitized
        return try withTheme(of: node, layer: layer) { () throws(LayoutError) -> Double? in
            layer == 0 ? try baseBaseline(node, which, proposal) : try modifierBaseline(node, layer: layer, which, proposal)
        }
    }

    private func baseBaseline(_ node: ViewTreeNode, _ which: TextBaseline, _ proposal: ProposedSize) throws(LayoutError) -> Double? {
        switch node.view.kind {
        case .text(let text):
            // Measured as `placeText` draws it: at the chosen width and lines.
            let fitted = try fit(node, text, proposal)
            let measurement = try measure(node, text, width: fitted.width, maxLines: fitted.maxLines).1
            return which == .first ? measurement.firstBaseline : measurement.lastBaseline
        case .vstack(let children, let alignment, let spacing):
            let frame = Rect(origin: .zero, size: try size(node, layer: 0, proposal))
            let slots = try stackSlots(node, children, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, in: frame, proposal)
            return try combine(slots.map { ($0.node, $0.origin.y, $0.offer) }, which)
        case .hstack(let children, let alignment, let spacing):
            let frame = Rect(origin: .zero, size: try size(node, layer: 0, proposal))
            let slots = try stackSlots(node, children, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, in: frame, proposal)
            return try combine(slots.map { ($0.node, $0.origin.y, $0.offer) }, which)
        case .zstack(let children, let alignment):
            let frame = Rect(origin: .zero, size: try size(node, layer: 0, proposal))
            let offer = ProposedSize(frame.size)
            var placed: [(ViewTreeNode, Double, ProposedSize)] = []
            for child in stackChildren(node, children, axis: nil) {
                placed.append((child, Self.align(try size(child, offer), in: frame, alignment).y, offer))
            }
            return try combine(placed, which)
        case .button(let label):
            return try baseline(node.child(label, index: 0, axis: nil), which, proposal)
        case .image, .icon, .symbol, .shape, .spacer, .divider, .component, .cardBlock, .viewThatFits, .geometryReader, .list:
            // No text of their own here: a stack aligns them by their bottom edge.
            return nil
        }
    }

    /// The top-most (first) or bottom-most (last) of the children's baselines, each offset by the child's top.
    private func combine(_ children: [(ViewTreeNode, Double, ProposedSize)], _ which: TextBaseline) throws(LayoutError) -> Double? {
        var result: Double?
        for (child, top, offer) in children {
            guard let own = try baseline(child, which, offer) else { continue }
            let value = top + own
            result = result.map { which == .first ? min($0, value) : max($0, value) } ?? value
        }
        return result
    }

    private func modifierBaseline(_ node: ViewTreeNode, layer: Int, _ which: TextBaseline, _ proposal: ProposedSize) throws(LayoutError) -> Double? {
        let inner = layer - 1
        switch node.view.modifiers[inner] {
        case .padding(let insets):
            return try baseline(node, layer: inner, which, proposal.inset(by: insets)).map { $0 + insets.top }
        case .frame(let viewFrame):
            // The frame aligns its view in itself, which moves the view's baseline with it.
            let outer = try size(node, layer: layer, proposal)
            let offer = viewFrame.childProposal(proposal)
            let chosen = try size(node, layer: inner, offer)
            let top = Self.align(chosen, in: Rect(origin: .zero, size: outer), viewFrame.alignment).y
            return try baseline(node, layer: inner, which, offer).map { $0 + top }
        case .fixedSize(let horizontal, let vertical):
            return try baseline(node, layer: inner, which, proposal.fixing(horizontal: horizontal, vertical: vertical))
        case .alignmentGuide(let guide) where guide.guide == .vertical(which == .first ? .firstTextBaseline : .lastTextBaseline):
            return guide.position(in: try size(node, layer: layer, proposal).height)
        case .padding, .frame, .fixedSize, .alignmentGuide, .background, .overlay, .clip, .cornerRadius, .border, .opacity, .shadow,
             .layoutPriority, .offset, .id, .environment, .elementID, .aspectRatio, .relativeFrame:
            // An offset moves the drawing, not the view's frame, so its baseline for layout stays.
            return try baseline(node, layer: inner, which, proposal)
        }
    }
}
