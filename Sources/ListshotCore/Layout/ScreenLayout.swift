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
    public static func layout(_ screen: Screen, theme: ResolvedTheme,
                              measurer: any TextMeasuring) throws(LayoutError) -> LayoutResult {
        let frame = screen.frame
        let scale = frame.scale
        guard scale > 0, scale <= 4 else {
            throw .invalidValue(element: "screen.scale", message: "a scale of \(scale) is out of range. Use 1, 2 or 3.")
        }
        let width = frame.width
        try checkCanvas(width: width, height: frame.fixedHeight ?? 0, scale: scale)
        guard width >= 100 else {
            throw .invalidValue(element: "screen.width", message: "a width of \(width) pt is too narrow for a list; use at least 100.")
        }

        let context = LayoutContext(theme: theme, measurer: measurer, direction: screen.direction, scale: scale,
                                    pseudoLocalize: screen.pseudoLocalize)
        let safeArea = screen.safeArea ?? frame.safeArea
        if frame.fixedHeight == nil {
            context.heightLimit = Double(maximumCanvasSide) / scale - safeArea.bottom
        }
        let contentX = safeArea.leading
        let contentWidth = width - safeArea.leading - safeArea.trailing
        let chrome = try ScreenChrome(screen, safeArea: safeArea, style: ChromeStyle.resolve(theme, navigationBar: screen.navigationBar))
        var y = chrome?.contentTop ?? safeArea.top

        let background = try theme.paint(theme.designSystem.backgroundToken, for: "screen")
        context.emit("background", .rect(RectPrimitive(frame: .zero, fill: background)))
        for (index, component) in screen.content.enumerated() {
            y += try layoutComponent(component, index: index, x: contentX, y: y, width: contentWidth, context: context)
        }

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

    /// Lays out one top-level component at `(x, y)` in `width` and returns its height.
    static func layoutComponent(_ component: Component, index: Int, x: Double, y: Double, width: Double,
                                context: LayoutContext) throws(LayoutError) -> Double {
        let kind = component.kind
        let id = kind.elementID(at: index)
        // A padded component's content checks the theme itself, once its padding is known to fit.
        if case .padded = component {} else { try requireDesignSystem(of: kind, element: id, theme: context.theme) }
        switch component {
        case .cellList(let list):
            return try CellListLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .materialList(let list):
            return try MaterialListLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .cardList(let list):
            return try CardListLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .listKit(let list):
            return try ListKitLayout.layout(list, id: id, x: x, y: y, width: width, context: context)
        case .spacer(let height):
            return max(0, height)
        case .tagSheet(let sheet):
            return try TagSheetLayout.layout(sheet, id: id, x: x, y: y, width: width, context: context)
        case .badgeSheet(let sheet):
            return try TagSheetLayout.layout(sheet, id: id, x: x, y: y, width: width, context: context)
        case .sectionHeader(let header):
            return try SectionHeaderLayout.standalone(header, id: id, x: x, y: y, width: width, context: context)
        case .backpackBadges(let sheet):
            return try BPKBadgeSheetLayout.layout(sheet, id: id, x: x, y: y, width: width, context: context)
        case .sectionTitle(let title):
            return try SectionTitleLayout.layout(title, id: id, x: x, y: y, width: width, context: context)
        case .view(let view):
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: width, height: nil), context: context)
            // The screen's content is a vertical stack in a scroll view: a narrower view centres across it.
            try measured.emit(at: Point(x: x + (width - measured.size.width) / 2, y: y))
            return measured.size.height
        case .padded(let insets, let inner):
            // Outer padding, like SwiftUI's `.padding(_:)` (docs/screens.md "Outer padding"). Layout is in
            // leading-to-trailing coordinates and mirrored afterwards, so leading is the left here.
            let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
            guard sides.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= maximumLength }) else {
                throw .invalidValue(element: "content[\(index)].padding", message: "padding must be 0…\(maximumLengthText) pt on each side.")
            }
            let innerWidth = width - insets.leading - insets.trailing
            guard innerWidth >= 1 else {
                throw .invalidValue(element: "content[\(index)].padding", message: "a leading and trailing padding of \((insets.leading + insets.trailing).plainText) pt leaves no room in a \(width.plainText) pt wide screen. Use less padding or a wider frame.")
            }
            let height = try layoutComponent(inner, index: index, x: x + insets.leading, y: y + insets.top, width: innerWidth, context: context)
            return insets.top + height + insets.bottom
        }
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
