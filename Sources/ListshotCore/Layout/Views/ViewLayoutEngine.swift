/// One layout pass over a view tree: sizes (memoised per node, modifier layer and proposal) and
/// placement, which emits into the ``LayoutContext``.
///
/// A view with modifiers is a chain of layers: layer 0 is the bare view, layer k wraps layer k−1
/// in `modifiers[k − 1]`, and the outermost layer is what the parent sees. Every layer answers
/// the same two questions SwiftUI's `Layout` protocol asks
/// (developer.apple.com/documentation/swiftui/layout, `sizeThatFits(proposal:subviews:cache:)`
/// and `placeSubviews(in:proposal:subviews:cache:)`): what size for this proposal, and, given it,
/// where everything goes. A node is placed with the same proposal it was sized with, so sizing
/// and drawing agree; stacks probe children several times (minimum, maximum, share), and the
/// memo answers a repeated question once instead of laying the subtree out again.
final class ViewLayoutEngine {
    let context: LayoutContext
    private var sizes: [SizeKey: Size] = [:]
    /// Each component node's layout per width (`ViewLayoutEngine+Components.swift`).
    var componentLayouts: [ComponentLayoutKey: ComponentLayout] = [:]

    private struct SizeKey: Hashable {
        var path: String
        /// ``ViewTreeNode/pathHash``: the path's hash, so asking the memo does not hash the path again.
        var pathHash: Int
        var layer: Int
        var width: Double?
        var height: Double?

        func hash(into hasher: inout Hasher) {
            hasher.combine(pathHash)
            hasher.combine(layer)
            hasher.combine(width)
            hasher.combine(height)
        }
    }

    init(context: LayoutContext) { self.context = context }

    /// The size `node` (all its modifiers) chooses when offered `proposal`.
    func size(_ node: ViewTreeNode, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        try size(node, layer: node.view.modifiers.count, proposal)
    }

    /// The size of `node` wrapped in its first `layer` modifiers, offered `proposal`.
    func size(_ node: ViewTreeNode, layer: Int, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let proposal = proposal.sanitized
        let key = SizeKey(path: node.path, pathHash: node.pathHash, layer: layer, width: proposal.width, height: proposal.height)
        if let known = sizes[key] { return known }
        if node.depth > ViewTreeNode.maximumDepth {
            throw .invalidValue(element: node.id, message: "views are nested more than \(ViewTreeNode.maximumDepth) deep. Flatten the tree.")
        }
        if node.view.modifiers.count > ViewLayout.maximumModifiers {
            throw .invalidValue(element: node.id, message: "a view holds \(node.view.modifiers.count) modifiers, more than \(ViewLayout.maximumModifiers). Merge them (one padding, one frame), or wrap the view in a stack.")
        }
        let size = try withTheme(of: node, layer: layer) { () throws(LayoutError) -> Size in
            layer == 0 ? try baseSize(node, proposal) : try modifierSize(node, layer: layer, proposal)
        }
        sizes[key] = size
        return size
    }

    /// Runs `body` with the context drawing in the theme layer `layer` of `node` names (its
    /// environment's theme, colour scheme and Dynamic Type size), then the one before again.
    func withTheme<T>(of node: ViewTreeNode, layer: Int, _ body: () throws(LayoutError) -> T) throws(LayoutError) -> T {
        let wanted = node.theme(layer: layer)
        let current = context.theme
        guard wanted != ThemeKey(current) else { return try body() }
        context.theme = try context.themes.theme(wanted, element: node.id)
        defer { context.theme = current }
        return try body()
    }

    /// Places `node` (all its modifiers) with its top-leading corner at `origin`, offered `proposal`.
    func place(_ node: ViewTreeNode, at origin: Point, _ proposal: ProposedSize) throws(LayoutError) {
        try place(node, layer: node.view.modifiers.count, at: origin, proposal)
    }

    func place(_ node: ViewTreeNode, layer: Int, at origin: Point, _ proposal: ProposedSize) throws(LayoutError) {
        let proposal = proposal.sanitized
        let size = try size(node, layer: layer, proposal)   // validates, and is what the parent was told
        try withTheme(of: node, layer: layer) { () throws(LayoutError) in
            if layer == 0 {
                try placeBase(node, in: Rect(origin: origin, size: size), proposal)
            } else {
                try placeModifier(node, layer: layer, in: Rect(origin: origin, size: size), proposal)
            }
        }
    }

    /// The bare view's size.
    private func baseSize(_ node: ViewTreeNode, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        switch node.view.kind {
        case .vstack(let children, let alignment, let spacing):
            return try stackSize(node, children, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, proposal)
        case .hstack(let children, let alignment, let spacing):
            return try stackSize(node, children, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, proposal)
        case .zstack(let children, _):
            return try zstackSize(node, children, proposal)
        case .text(let text):
            return try textSize(node, text, proposal)
        case .image(let image):
            return try imageSize(node, image, proposal)
        case .icon(_, let side, _):
            try Self.check(side, element: node.id, what: "an icon size", allowZero: false)
            return Size(width: side, height: side)
        case .symbol(let symbol):
            return try symbolSize(node, symbol)
        case .shape(_, _, let stroke):
            if let stroke { try Self.check(stroke.width, element: node.id, what: "a stroke width", allowZero: false) }
            return Self.flexibleSize(proposal)
        case .spacer(let minLength):
            return try spacerSize(node, minLength: minLength, proposal)
        case .divider:
            let thickness = ViewLayoutDefaults.dividerThickness(scale: context.grid.scale, contentSize: context.theme.contentSize)
            return Self.dividerSize(node.axis, thickness: thickness, proposal)
        case .component(let component):
            return try componentSize(node, component, proposal)
        case .button(let label):
            // A button is as big as its label, offered what the button is offered.
            return try size(node.child(label, index: 0, axis: nil), proposal)
        case .cardBlock(let block):
            return try BPKCardContentLayout.leaf(block, id: node.id, proposal: proposal, context: context).size
        case .viewThatFits(let children, let axes):
            return try viewThatFitsSize(node, children, axes: axes, proposal)
        case .geometryReader:
            return Self.geometryReaderSize(proposal)
        case .list(let list):
            return try listSize(node, list, proposal)
        case .grid(let grid):
            return try gridSize(node, grid, proposal)
        case .gridRow(let row):
            return try stackSize(node, row.cells, axis: .horizontal, alignment: .vertical(row.alignment ?? .center), spacing: nil, proposal)
        case .lazyGrid(let grid):
            return try lazyGridSize(node, grid, proposal)
        case .geometryVariants:
            return Self.geometryReaderSize(proposal)
        }
    }

    /// Emits the bare view into `frame`.
    private func placeBase(_ node: ViewTreeNode, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        switch node.view.kind {
        case .vstack(let children, let alignment, let spacing):
            try placeStack(node, children, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, in: frame, proposal)
        case .hstack(let children, let alignment, let spacing):
            try placeStack(node, children, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, in: frame, proposal)
        case .zstack(let children, let alignment):
            try placeZStack(node, children, alignment: alignment, in: frame)
        case .text(let text):
            try placeText(node, text, in: frame, proposal)
        case .image(let image):
            placeImage(node, image, in: frame)
        case .icon(let icon, _, let color):
            context.emitIcon(icon, id: node.id, frame: frame, color: try context.theme.color(color ?? node.environment.foregroundColor, for: node.id))
        case .symbol(let symbol):
            try placeSymbol(node, symbol, in: frame)
        case .shape(let shape, let fill, let stroke):
            try placeShape(node, shape, fill: fill, stroke: stroke, in: frame)
        case .spacer:
            break
        case .divider:
            context.emit(node.id, .rect(RectPrimitive(frame: frame, fill: .solid(ViewLayoutDefaults.dividerColor(context.theme.appearance)))))
        case .component(let component):
            try placeComponent(node, component, in: frame, proposal)
        case .button(let label):
            // An invisible rectangle with the button's id is its touch area (docs/audit.md), then the label.
            context.emit(node.id, .rect(RectPrimitive(frame: frame)))
            try place(node.child(label, index: 0, axis: nil), at: frame.origin, proposal)
        case .cardBlock(let block):
            try BPKCardContentLayout.leaf(block, id: node.id, proposal: proposal, context: context).emit(frame.origin)
        case .viewThatFits(let children, let axes):
            try placeViewThatFits(node, children, axes: axes, in: frame, proposal)
        case .geometryReader(let children):
            try placeGeometryReader(node, children, in: frame)
        case .list(let list):
            try placeList(node, list, in: frame, proposal)
        case .grid(let grid):
            try placeGrid(node, grid, in: frame, proposal)
        case .gridRow(let row):
            try placeStack(node, row.cells, axis: .horizontal, alignment: .vertical(row.alignment ?? .center), spacing: nil, in: frame, proposal)
        case .lazyGrid(let grid):
            try placeLazyGrid(node, grid, in: frame, proposal)
        case .geometryVariants(let reader):
            try placeGeometryVariants(node, reader, in: frame)
        }
    }

    /// `rect`'s origin moved so a `size` box sits in it at `alignment` (in leading-to-trailing terms).
    static func align(_ size: Size, in rect: Rect, _ alignment: Alignment) -> Point {
        Point(x: rect.x + (rect.width - size.width) * alignment.horizontal.fraction,
              y: rect.y + (rect.height - size.height) * alignment.vertical.fraction)
    }

    /// Throws unless `value` is a usable length: finite, 0 (or more than 0) up to ``maximumLength``.
    static func check(_ value: Double, element: String, what: String, allowZero: Bool = true) throws(LayoutError) {
        let low = allowZero ? value >= 0 : value > 0
        guard value.isFinite, low, value <= maximumLength else {
            throw .invalidValue(element: element, message: "\(what) of \(value) is out of range. Use \(allowZero ? "0" : "more than 0")…\(maximumLengthText) pt.")
        }
    }
}

extension ProposedSize {
    /// Negative and NaN lengths read as 0, so every proposal is a usable memo key.
    var sanitized: ProposedSize {
        func clean(_ value: Double?) -> Double? {
            guard let value else { return nil }
            return value.isNaN || value < 0 ? 0 : value
        }
        return ProposedSize(width: clean(width), height: clean(height))
    }

    /// The proposal less `insets`, never below 0; nil and infinity stay as they are.
    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { Swift.max(0, $0 - insets.horizontal) },
                     height: height.map { Swift.max(0, $0 - insets.vertical) })
    }
}
