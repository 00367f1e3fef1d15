// The leaves of a view tree: text, shapes and images, spacers and dividers.

extension ViewLayoutEngine {
    /// The width text is measured at for its ideal, single-line-per-paragraph width.
    static let unboundedTextWidth: Double = 1_000_000

    /// Text: as wide as its ideal (unwrapped) width or the width offered, whichever is less,
    /// wrapping below it and truncating (at the tail unless its truncation mode says otherwise) past its line limit, or past the lines a
    /// finite height offered holds (at least one line).
    ///
    /// Apple, `fixedSize()`: "a `Text` view placed in an explicitly sized frame wraps and
    /// truncates its string to remain within its parent's bounds"
    /// (developer.apple.com/documentation/swiftui/view/fixedsize()); offered nil (the ideal
    /// size) it does not wrap.
    func textSize(_ node: ViewTreeNode, _ text: ViewText, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let fitted = try fit(node, text, proposal)
        return Size(width: fitted.width, height: fitted.height)
    }

    /// The width, line count and height text chooses for `proposal`.
    func fit(_ node: ViewTreeNode, _ text: ViewText, _ proposal: ProposedSize) throws(LayoutError) -> (width: Double, maxLines: Int, height: Double) {
        var maxLines = node.environment.resolve(text).lineLimit ?? 0
        let ideal = try measure(node, text, width: Self.unboundedTextWidth, maxLines: maxLines).1
        var width = context.ceilToPixel(ideal.size.width)
        var measured = ideal
        var measuredAt = Self.unboundedTextWidth
        if let offered = proposal.width, offered < width {
            measured = try measure(node, text, width: offered, maxLines: maxLines).1
            measuredAt = offered
            width = min(offered, context.ceilToPixel(measured.size.width))
        }
        if let offered = proposal.height, offered.isFinite, measured.size.height > offered, measured.lineCount > 1 {
            let lineHeight = measured.size.height / Double(measured.lineCount)
            let lines = max(1, Int((offered / lineHeight + 1e-9).rounded(.down)))
            if lines < measured.lineCount {
                maxLines = lines
                measured = try measure(node, text, width: measuredAt, maxLines: lines).1
                width = min(measuredAt, context.ceilToPixel(measured.size.width))
            }
        }
        return (width, maxLines, measured.size.height)
    }

    /// Emits the text at its chosen width and lines: the drawn request is measured at exactly
    /// that width, which holds every line it was sized with.
    func placeText(_ node: ViewTreeNode, _ text: ViewText, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        let lines = try fit(node, text, proposal).maxLines
        let (request, measurement) = try measure(node, text, width: frame.width, maxLines: lines)
        context.emitText(request, measurement, id: node.id, at: frame.origin,
                         color: try context.theme.color(node.environment.resolve(text).color, for: node.id))
    }

    func measure(_ node: ViewTreeNode, _ text: ViewText, width: Double, maxLines: Int) throws(LayoutError) -> (TextRequest, TextMeasurement) {
        let resolved = node.environment.resolve(text)
        if let limit = resolved.lineLimit, limit < 1 {
            throw .invalidValue(element: node.id, message: "a line limit of \(limit) is below 1. Use 1 or more, or none for unlimited lines.")
        }
        let style = try textStyle(of: resolved.font, node)
        let string = resolved.textCase.map { $0.apply(text.string) } ?? text.string
        return try context.measureText(string, id: node.id, style: style, width: width, maxLines: maxLines,
                                       alignment: resolved.alignment, truncationMode: resolved.truncationMode)
    }

    /// The measured style of `font` in this theme, at `node`'s Dynamic Type size: what a text is
    /// drawn in, and the size a symbol beside it matches.
    func textStyle(of font: ViewFont, _ node: ViewTreeNode) throws(LayoutError) -> TextStyle {
        switch font {
        case .preset(let number, let weight):
            guard number >= 1, number <= context.theme.textPresets.count else {
                throw .invalidValue(element: node.id, message: "the theme '\(context.theme.name)' has no text preset \(number). Use 1…\(context.theme.textPresets.count).")
            }
            return context.theme.textStyle(preset: number, weight: weight)
        case .system(let size, let weight):
            try Self.check(size, element: node.id, what: "a font size", allowZero: false)
            return TextStyle(fontFamily: context.theme.fontFamily, size: size, weight: weight, lineHeight: size, rule: .natural)
        case .backpack(let backpackStyle):
            return backpackStyle.style(in: context.theme)
        case .textStyle(let textStyle, let weight):
            // Apple's size and leading at the environment's Dynamic Type size (docs/ios-values.md).
            return textStyle.textStyle(fontFamily: context.theme.fontFamily, at: node.environment.dynamicTypeSize, weight: weight)
        }
    }

    /// Shapes (and images of unknown size) take the whole proposal; nil (the ideal size) is
    /// ``ViewLayoutDefaults/shapeIdealLength``. Apple, `Shape.sizeThatFits(_:)`: "Returns the
    /// original proposal, with nil components replaced by a small positive value"
    /// (developer.apple.com/documentation/swiftui/shape/sizethatfits(_:)).
    static func flexibleSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A spacer: along its stack's axis, what it is offered but at least its minimum length;
    /// across it, nothing. Outside a stack, both axes. Apple, `Spacer`: "A flexible space that
    /// expands along the major axis of its containing stack layout, or on both axes if not
    /// contained in a stack" (developer.apple.com/documentation/swiftui/spacer).
    func spacerSize(_ node: ViewTreeNode, minLength: Double?, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let least = minLength ?? ViewLayoutDefaults.spacerMinLength
        try Self.check(least, element: node.id, what: "a minimum length")
        func grow(_ offered: Double?) -> Double { max(least, offered ?? least) }
        switch node.axis {
        case .horizontal?: return Size(width: grow(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: grow(proposal.height))
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    /// A divider: `thickness` (``ViewLayoutDefaults/dividerThickness(scale:contentSize:)``) along its stack's axis, and the length
    /// offered across it (0 when offered nil). Apple, `Divider`: "When contained in a stack, the
    /// divider extends across the minor axis of the stack, or horizontally when not in a stack"
    /// (developer.apple.com/documentation/swiftui/divider).
    static func dividerSize(_ axis: StackAxis?, thickness: Double, _ proposal: ProposedSize) -> Size {
        if axis == .horizontal { return Size(width: thickness, height: proposal.height.map { $0.isFinite ? $0 : 0 } ?? 0) }
        return Size(width: proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0, height: thickness)
    }

    /// A shape fills and strokes its frame: a rectangle, a rounded rectangle (the radius at most
    /// half the shorter side), a capsule, or the circle centred in the frame.
    func placeShape(_ node: ViewTreeNode, _ shape: ViewShape, fill: ColorReference?, stroke: ViewStroke?,
                    in frame: Rect) throws(LayoutError) {
        let paint: Paint? = try fill.map { reference throws(LayoutError) -> Paint in
            try context.theme.paint(reference, for: node.id)
        }
        let line: Stroke? = try stroke.map { s throws(LayoutError) -> Stroke in
            Stroke(color: try context.theme.color(s.color, for: node.id), width: s.width)
        }
        let shortest = min(frame.width, frame.height)
        switch shape {
        case .rectangle:
            context.emit(node.id, .rect(RectPrimitive(frame: frame, fill: paint, stroke: line)))
        case .roundedRectangle(let radius):
            try Self.check(radius, element: node.id, what: "a corner radius")
            context.emit(node.id, .rect(RectPrimitive(frame: frame, cornerRadius: min(radius, shortest / 2), fill: paint, stroke: line)))
        case .capsule:
            context.emit(node.id, .rect(RectPrimitive(frame: frame, cornerRadius: shortest / 2, fill: paint, stroke: line)))
        case .circle:
            let square = Rect(x: frame.midX - shortest / 2, y: frame.midY - shortest / 2, width: shortest, height: shortest)
            context.emit(node.id, .ellipse(EllipsePrimitive(frame: square, fill: paint, stroke: line)))
        case .ellipse:
            context.emit(node.id, .ellipse(EllipsePrimitive(frame: frame, fill: paint, stroke: line)))
        case .path(let path, let viewBox):
            guard viewBox.width > 0, viewBox.height > 0 else { return }
            if let paint { context.emit(node.id, .path(PathPrimitive(frame: frame, viewBox: viewBox, path: path, paint: .fill(paint.primaryColor)))) }
            if let line {
                // The stroke width is in view-box units: a point of the frame is viewBox/frame units.
                let units = frame.width > 0 ? line.width * viewBox.width / frame.width : line.width
                context.emit(node.id, .path(PathPrimitive(frame: frame, viewBox: viewBox, path: path, paint: .stroke(line.color, width: units))))
            }
        }
    }
}
