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
        let chrome = try ScreenChrome(screen, safeArea: safeArea, style: ChromeStyle.resolve(theme))
        var y = chrome?.contentTop ?? safeArea.top

        let background = try theme.paint(theme.designSystem.backgroundToken, for: "screen")
        context.emit("background", .rect(RectPrimitive(frame: .zero, fill: background)))
        for (index, component) in screen.content.enumerated() {
            switch component {
            case .cellList(let list):
                try requireDesignSystem(.mistica, element: "list[\(index)]", what: "Mistica cells", theme: theme)
                y += try CellListLayout.layout(list, id: "list[\(index)]", x: contentX, y: y,
                                               width: contentWidth, context: context)
            case .materialList(let list):
                try requireDesignSystem(.material, element: "list[\(index)]", what: "Material stereo cells", theme: theme)
                y += try MaterialListLayout.layout(list, id: "list[\(index)]", x: contentX, y: y,
                                                   width: contentWidth, context: context)
            case .cardList(let list):
                try requireDesignSystem(.backpack, element: "cardList[\(index)]", what: "Backpack card lists", theme: theme)
                y += try CardListLayout.layout(list, id: "cardList[\(index)]", x: contentX, y: y,
                                                  width: contentWidth, context: context)
            case .listKit(let list):
                y += try ListKitLayout.layout(list, id: "listKit[\(index)]", x: contentX, y: y,
                                              width: contentWidth, context: context)
            case .spacer(let height):
                y += max(0, height)
            case .tagSheet(let sheet):
                try requireDesignSystem(.mistica, element: "tags[\(index)]", what: "Mistica tags", theme: theme)
                y += try TagSheetLayout.layout(sheet, id: "tags[\(index)]", x: contentX, y: y, width: contentWidth, context: context)
            case .badgeSheet(let sheet):
                try requireDesignSystem(.mistica, element: "badges[\(index)]", what: "Mistica badges", theme: theme)
                y += try TagSheetLayout.layout(sheet, id: "badges[\(index)]", x: contentX, y: y, width: contentWidth, context: context)
            case .sectionHeader(let header):
                try requireDesignSystem(.backpack, element: "sectionHeader[\(index)]", what: "Backpack section headers", theme: theme)
                y += try SectionHeaderLayout.standalone(header, id: "sectionHeader[\(index)]", x: contentX, y: y, width: contentWidth, context: context)
            case .backpackBadges(let sheet):
                try requireDesignSystem(.backpack, element: "backpackBadges[\(index)]", what: "Backpack badges", theme: theme)
                y += try BPKBadgeSheetLayout.layout(sheet, id: "backpackBadges[\(index)]", x: contentX, y: y, width: contentWidth, context: context)
            }
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
