/// The result of laying out a screen: the display list and any warnings.
public struct LayoutResult: Sendable, Hashable {
    public var displayList: DisplayList
    public var warnings: [LayoutWarning]
}

/// Turns a ``Screen`` into a ``DisplayList``.
///
/// Components stack vertically below the safe area. Layout runs in logical coordinates and the
/// result is mirrored for right-to-left screens, then snapped to the device pixel grid.
///
/// ```swift
/// let result = try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer())
/// ```
public enum ScreenLayout {
    /// `themes` resolves the themes views name for their subtrees (`theme:` modifiers); without it
    /// a view that names another theme is an error.
    public static func layout(_ screen: Screen, theme: ResolvedTheme, measurer: any TextMeasuring,
                              themes: (any ThemeResolving)? = nil) throws(LayoutError) -> LayoutResult {
        let frame = screen.frame
        let scale = frame.scale
        guard scale > 0, scale <= 4 else {
            throw .invalidValue(element: "screen.scale", message: "a scale of \(scale) is out of range. Use 1, 2 or 3.")
        }
        var width = frame.width
        try checkCanvas(width: width, height: frame.fixedHeight ?? 0, scale: scale)
        // The 100-pt minimum is a list's: a screen of views alone (an icon, a 40 × 40 badge) may be
        // narrower, and a component inside a view takes its own 100 (docs/views.md, "Components as views").
        guard width >= 100 || screen.content.allSatisfy(\.isViewOnly) else {
            throw .invalidValue(element: "screen.width", message: "a width of \(width) pt is too narrow for a list; use at least 100.")
        }

        let context = LayoutContext(theme: theme, measurer: measurer, direction: screen.direction, scale: scale,
                                    pseudoLocalize: screen.pseudoLocalize, themes: ThemeCache(resolver: themes, root: theme))
        let safeArea = screen.safeArea ?? frame.safeArea
        if case .sizeThatFits(let maxWidth, _) = frame {
            width = try idealWidth(screen.content, maxWidth: maxWidth, insets: safeArea.leading + safeArea.trailing, context: context)
        }
        if frame.fixedHeight == nil {
            context.heightLimit = Double(maximumCanvasSide) / scale - safeArea.bottom
        }
        let contentX = safeArea.leading
        let contentWidth = width - safeArea.leading - safeArea.trailing
        let chrome = try ScreenChrome(screen, safeArea: safeArea, style: ChromeStyle.resolve(theme, navigationBar: screen.navigationBar))
        var y = chrome?.contentTop ?? safeArea.top

        let background: Paint
        if let reference = screen.background {
            background = .solid(try theme.color(reference, for: "screen"))
        } else {
            background = try theme.paint(theme.designSystem.backgroundToken, for: "screen")
        }
        context.emit("background", .rect(RectPrimitive(frame: .zero, fill: background)))
        context.contentWidth = contentWidth
        y = try layoutColumn(screen.content, x: contentX, y: y, width: contentWidth, context: context)

        let height = frame.fixedHeight ?? (y + safeArea.bottom)
        try checkCanvas(width: width, height: height, scale: scale)
        try chrome?.emit(contentBottom: y, screenBackground: background, context: context)
        var items = context.items
        if case .rect(var background) = items[0].primitive {
            background.frame = Rect(x: 0, y: 0, width: width, height: height)
            items[0].primitive = .rect(background)
        }
        var list = DisplayList(size: Size(width: width, height: height), scale: scale, items: items)
        if screen.direction == .rightToLeft { list = list.mirroredHorizontally() }
        // Each layout emits its push and pop together: unbalanced groups are a programmer error (docs/display-list.md, "Groups").
        do { try list.validateNesting() } catch { assertionFailure("the layout's groups do not nest: \(error)") }
        let result = LayoutResult(displayList: list.snappedToPixelGrid(), warnings: context.warnings)
        // Presentation is a last, separate stage around the finished screen (docs/presentation.md).
        guard let presentation = screen.presentation else { return result }
        let presented = try PresentationLayout.present(result.displayList, frame: frame, presentation: presentation, theme: theme,
                                                       measurer: measurer, direction: screen.direction)
        return LayoutResult(displayList: presented.displayList, warnings: result.warnings + presented.warnings)
    }

    /// The screen's content as a column of views, as `ScrollView { VStack(spacing: 0) { … } }`: each
    /// item (a component or the app's own view) is offered the content's width and no height, is
    /// centred across it, and starts where the one before it ends. Returns where the last one ends.
    ///
    /// Components keep the ids their index gives them (`list[0]`); views are named below theirs (`view[1].vstack`).
    static func layoutColumn(_ content: [Component], x: Double, y: Double, width: Double,
                             context: LayoutContext) throws(LayoutError) -> Double {
        let engine = ViewLayoutEngine(context: context)
        let environment = context.rootEnvironment
        let proposal = ProposedSize(width: width, height: nil)
        var y = y
        for (index, component) in content.enumerated() {
            let node = ViewTreeNode.screenItem(component, id: component.kind.elementID(at: index), environment: environment)
            let size = try ViewLayout.finite(engine.size(node, proposal), node)
            try engine.place(node, at: Point(x: x + (width - size.width) / 2, y: y), proposal)
            y += size.height
            try context.checkHeight(y, element: node.id)
        }
        return y
    }

    /// The canvas width of a ``ScreenFrame/sizeThatFits(maxWidth:scale:)`` frame: the widest item's
    /// ideal width (its size for an unspecified proposal, as SwiftUI's `sizeThatFits` reports it)
    /// plus the side insets, rounded up to the pixel grid, at least a pixel and at most `maxWidth`.
    /// An item with no finite ideal width (a flexible list or shape) takes `maxWidth`.
    static func idealWidth(_ content: [Component], maxWidth: Double, insets: Double,
                           context: LayoutContext) throws(LayoutError) -> Double {
        context.contentWidth = maxWidth - insets
        let engine = ViewLayoutEngine(context: context)
        var widest = 0.0
        for (index, component) in content.enumerated() {
            let node = ViewTreeNode.screenItem(component, id: component.kind.elementID(at: index), environment: context.rootEnvironment)
            let width = try engine.size(node, .unspecified).width
            guard width.isFinite else { return maxWidth }
            widest = max(widest, width)
        }
        let scale = context.grid.scale
        let snapped = ((widest + insets) * scale).rounded(.up) / scale
        return min(max(snapped, 1 / scale), maxWidth)
    }

    /// A kind that draws with one design system's tokens needs a theme of that system (``ComponentKind/requiredDesignSystem``).
    static func requireDesignSystem(of kind: ComponentKind, element: String, theme: ResolvedTheme) throws(LayoutError) {
        guard let required = kind.requiredDesignSystem else { return }
        try requireDesignSystem(required.system, element: element, what: required.what, theme: theme)
    }

    /// Components draw with their own design system's tokens; a mismatch is bad input, said plainly.
    static func requireDesignSystem(_ system: DesignSystem, element: String, what: String,
                                    theme: ResolvedTheme) throws(LayoutError) {
        guard theme.designSystem != system else { return }
        let example: String
        switch system {
        case .material: example = "material"
        case .backpack: example = "backpack"
        case .mistica: example = "movistar"
        case .ios: example = "ios"
        }
        throw .invalidValue(element: element, message: "\(what) need a \(system.displayName) theme, but '\(theme.name)' is a \(theme.designSystem.displayName) theme. Use a \(system.displayName) theme (e.g. theme: \(example)), or put the two lists in separate specs.")
    }

    static func checkCanvas(width: Double, height: Double, scale: Double) throws(LayoutError) {
        guard width.isFinite, height.isFinite, (width * scale).magnitude < 1e9, (height * scale).magnitude < 1e9 else {
            throw .canvasTooLarge(width: Int.max, height: Int.max)
        }
        let w = Int((width * scale).rounded()), h = Int((height * scale).rounded())
        if w > maximumCanvasSide || h > maximumCanvasSide || width < 0 || height < 0 {
            throw .canvasTooLarge(width: w, height: h)
        }
    }
}
