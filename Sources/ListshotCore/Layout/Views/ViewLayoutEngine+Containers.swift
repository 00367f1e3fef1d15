// The containers that choose or measure: ViewThatFits and GeometryReader.

extension ViewLayoutEngine {
    /// The index of the child a ViewThatFits shows for `proposal`: the first whose ideal size
    /// fits the proposal along `axes` (an axis offered nil, or infinity, holds anything), else
    /// the last.
    ///
    /// Apple, `ViewThatFits`: "ViewThatFits evaluates its child views in the order you provide
    /// them to the initializer. It selects the first child whose ideal size on the constrained
    /// axes fits within the proposed size. … If none of the child views fit, the view selects
    /// the last child" (developer.apple.com/documentation/swiftui/viewthatfits).
    func fittingChild(_ node: ViewTreeNode, _ children: [ViewNode], axes: ViewAxes, _ proposal: ProposedSize) throws(LayoutError) -> Int? {
        guard !children.isEmpty else { return nil }
        for index in children.indices.dropLast() {
            let ideal = try size(node.child(children[index], index: index, axis: nil), .unspecified)
            func fits(_ side: Double, _ offered: Double?, _ axis: ViewAxes) -> Bool {
                guard axes.contains(axis), let offered else { return true }
                return side <= offered + 1e-9
            }
            if fits(ideal.width, proposal.width, .horizontal), fits(ideal.height, proposal.height, .vertical) { return index }
        }
        return children.count - 1
    }

    func viewThatFitsSize(_ node: ViewTreeNode, _ children: [ViewNode], axes: ViewAxes, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        guard let index = try fittingChild(node, children, axes: axes, proposal) else { return .zero }
        return try size(node.child(children[index], index: index, axis: nil), proposal)
    }

    /// Draws only the chosen child, offered the ViewThatFits' own proposal.
    func placeViewThatFits(_ node: ViewTreeNode, _ children: [ViewNode], axes: ViewAxes, in frame: Rect,
                           _ proposal: ProposedSize) throws(LayoutError) {
        guard let index = try fittingChild(node, children, axes: axes, proposal) else { return }
        try place(node.child(children[index], index: index, axis: nil), at: frame.origin, proposal)
    }

    /// A GeometryReader takes the proposal, 0 along an axis offered nil.
    ///
    /// OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift` @ 069dd80
    /// (`GeometryReaderLayout.sizeThatFits`: `proposal.replacingUnspecifiedDimensions(by: .zero)`),
    /// checked against SwiftUI by `Example/OpenSwiftUIUITests/Layout/Geometry/GeometryReaderUITests.swift`.
    /// Apple, `GeometryReader`: "This view returns a flexible preferred size to its parent layout"
    /// (developer.apple.com/documentation/swiftui/geometryreader).
    static func geometryReaderSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// Each child is offered the reader's size and placed at its top-leading corner (the same
    /// OpenSwiftUI file, `placeSubviews`: anchor `.topLeading` at the bounds' origin), with its
    /// relative frames resolved against that size.
    func placeGeometryReader(_ node: ViewTreeNode, _ children: [ViewNode], in frame: Rect) throws(LayoutError) {
        guard frame.width.isFinite, frame.height.isFinite else {
            throw .invalidValue(element: node.id, message: "a geometryReader takes all the space it is offered, and this one was offered no limit. Give it a frame with a finite size.")
        }
        let offer = ProposedSize(frame.size)
        for (index, child) in children.enumerated() {
            let resolved = child.resolvingRelativeFrames(in: frame.size)
            let childNode = node.child(resolved, index: index, axis: nil, pathSuffix: "@\(frame.width)x\(frame.height)")
            _ = try size(childNode, offer)
            try place(childNode, at: frame.origin, offer)
        }
    }
}

extension ViewNode {
    /// The view with every ``ViewModifier/relativeFrame(width:height:alignment:)`` of its tree
    /// made a plain frame of `size`'s fractions; a nested geometry reader keeps its own.
    func resolvingRelativeFrames(in size: Size) -> ViewNode {
        var copy = self
        copy.modifiers = modifiers.map { modifier in
            switch modifier {
            case .relativeFrame(let width, let height, let alignment):
                return .frame(ViewFrame(width: width.map { $0 * size.width }, height: height.map { $0 * size.height }, alignment: alignment))
            case .background(.view(let view, let alignment)):
                return .background(.view(view.resolvingRelativeFrames(in: size), alignment: alignment))
            case .overlay(let view, let alignment):
                return .overlay(view.resolvingRelativeFrames(in: size), alignment: alignment)
            default:
                return modifier
            }
        }
        switch kind {
        case .vstack(let children, let alignment, let spacing):
            copy.kind = .vstack(children: children.map { $0.resolvingRelativeFrames(in: size) }, alignment: alignment, spacing: spacing)
        case .hstack(let children, let alignment, let spacing):
            copy.kind = .hstack(children: children.map { $0.resolvingRelativeFrames(in: size) }, alignment: alignment, spacing: spacing)
        case .zstack(let children, let alignment):
            copy.kind = .zstack(children: children.map { $0.resolvingRelativeFrames(in: size) }, alignment: alignment)
        case .viewThatFits(let children, let axes):
            copy.kind = .viewThatFits(children: children.map { $0.resolvingRelativeFrames(in: size) }, axes: axes)
        case .button(let label):
            copy.kind = .button(label: label.resolvingRelativeFrames(in: size))
        case .geometryReader, .text, .image, .icon, .symbol, .shape, .spacer, .divider, .component, .cardBlock, .list:
            break
        }
        return copy
    }
}
