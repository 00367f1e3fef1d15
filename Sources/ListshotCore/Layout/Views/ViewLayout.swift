/// Lays out a ``ViewNode`` tree by SwiftUI's rules and emits it as display-list primitives.
///
/// The parent proposes a size (``ProposedSize``), the child chooses its own size, and the parent
/// places it: "During layout in SwiftUI, views choose their own size, but they do that in response
/// to a size proposal from their parent view" (developer.apple.com/documentation/swiftui/proposedviewsize).
/// Each kind and modifier answers in ``ViewLayoutEngine``; the lengths SwiftUI leaves to the
/// system are in ``ViewLayoutDefaults``.
///
/// Layout runs in leading-to-trailing coordinates (leading = left) like every other layout here,
/// and the finished list is mirrored for right-to-left screens (``DisplayList/mirroredHorizontally()``).
///
/// ```swift
/// let row = ViewNode.hstack(spacing: 16, [ViewNode.text("Title"), ViewNode.spacer(), ViewNode.text("Now")]).padding(16)
/// let result = try ViewLayout.layout(row, width: 393, theme: theme, measurer: FixedAdvanceTextMeasurer())
/// result.displayList.items.map(\.id)   // ["view.hstack[0].text", "view.hstack[2].text"]
/// ```
public enum ViewLayout {
    /// The most levels a view tree may nest below its root (a stack's child, or the view a
    /// background or overlay holds, is one level down); a deeper tree is a ``LayoutError``, and
    /// the spec reader refuses one where it is written.
    public static let maximumDepth = ViewTreeNode.maximumDepth
    /// The most modifiers one view may hold: the engine wraps the view in one layer per modifier, so a longer chain
    /// is refused (a ``LayoutError``, and by the spec reader where it is written) rather than recursed through.
    public static let maximumModifiers = 64

    /// Lays out `view` on its own canvas `width` points wide, offered that width and `height`
    /// (nil: the view's ideal height, which becomes the canvas's).
    ///
    /// Ids start with `id` (`view.hstack[1].text`); a view's ``ViewModifier/id(_:)`` replaces its own.
    public static func layout(_ view: ViewNode, width: Double, height: Double? = nil, theme: ResolvedTheme,
                              measurer: any TextMeasuring, direction: LayoutDirection = .leftToRight,
                              scale: Double = 3, id: String = "view") throws(LayoutError) -> LayoutResult {
        guard scale > 0, scale <= 4 else {
            throw .invalidValue(element: "\(id).scale", message: "a scale of \(scale) is out of range. Use 1, 2 or 3.")
        }
        guard width.isFinite, width >= 1, width <= maximumLength else {
            throw .invalidValue(element: "\(id).width", message: "a width of \(width) pt is out of range. Use 1…\(maximumLengthText).")
        }
        if let height, !(height.isFinite && height >= 1 && height <= maximumLength) {
            throw .invalidValue(element: "\(id).height", message: "a height of \(height) pt is out of range. Use 1…\(maximumLengthText), or none for the view's own.")
        }
        let context = LayoutContext(theme: theme, measurer: measurer, direction: direction, scale: scale)
        let size = try place(view, id: id, at: .zero, proposal: ProposedSize(width: width, height: height), context: context)
        let canvasHeight = height ?? size.height
        guard canvasHeight.isFinite else {
            throw .invalidValue(element: id, message: "the view takes all the height it is offered, and none was offered. Give it a height, or a frame with a finite maxHeight.")
        }
        try ScreenLayout.checkCanvas(width: width, height: canvasHeight, scale: scale)
        var list = DisplayList(size: Size(width: width, height: canvasHeight), scale: scale, items: context.items)
        if direction == .rightToLeft { list = list.mirroredHorizontally() }
        // Each modifier emits its push and pop together: unbalanced groups are a programmer error.
        do { try list.validateNesting() } catch { assertionFailure("the view's groups do not nest: \(error)") }
        return LayoutResult(displayList: list.snappedToPixelGrid(), warnings: context.warnings)
    }

    /// Places `view` with its top-leading corner at `origin`, offered `proposal`, emitting into
    /// `context`; returns the size it chose. The entry point for layouts that host a view tree.
    @discardableResult
    static func place(_ view: ViewNode, id: String, at origin: Point, proposal: ProposedSize,
                      context: LayoutContext) throws(LayoutError) -> Size {
        let engine = ViewLayoutEngine(context: context)
        let node = ViewTreeNode.root(view, id: id, environment: context.rootEnvironment)
        let size = try engine.size(node, proposal)
        try engine.place(node, at: origin, proposal)
        return size
    }
}
