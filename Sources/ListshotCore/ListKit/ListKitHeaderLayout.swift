/// Section headers and footers of a ListKit list: title rows and image headers with their
/// scroll effects (docs/components.md §4 "Features at a scroll offset").
enum ListKitHeaderLayout {
    static func validate(_ view: ListSupplementaryView, id: String) throws(LayoutError) {
        guard view.height > 0, view.height <= maximumLength else {
            throw .invalidValue(element: id, message: "a height of \(view.height) pt is out of range; use 1…\(maximumLengthText).")
        }
        if case .image(_, _, .parallax(let factor)) = view, !(0...1).contains(factor) {
            throw .invalidValue(element: "\(id).parallax", message: "a factor of \(factor) is outside 0…1 (0.5 moves the image half as fast as the content).")
        }
    }

    /// Emits a non-sticky header at the scroll offset. `natural` is in content coordinates.
    ///
    /// - stretchy: when pulled down (offset < 0) a header at the top of the content stays at the
    ///   viewport top and grows by the pull, the image aspect-filling the taller frame;
    /// - parallax: the header scrolls with the content, but its image moves at `factor` × the
    ///   offset inside it (the image is `2 − factor` times the header's height, centred at rest).
    static func emitScrolled(_ view: ListSupplementaryView, natural: Rect, origin: Point, offset: Double,
                             id: String, context: LayoutContext) throws(LayoutError) {
        var frame = natural.offsetBy(dx: origin.x, dy: origin.y - offset)
        switch view {
        case .image(let path, let height, .stretchy) where offset < 0 && natural.minY == 0:
            frame = Rect(x: frame.x, y: origin.y, width: frame.width, height: height - offset)
            emitImage(path, frame: frame, imageFrame: frame, id: id, context: context)
        case .image(let path, let height, .parallax(let factor)):
            let imageHeight = height * (2 - factor)
            let imageY = origin.y + natural.minY - (1 - factor) * height / 2 - factor * offset
            emitImage(path, frame: frame, imageFrame: Rect(x: frame.x, y: imageY, width: frame.width, height: imageHeight),
                      id: id, context: context)
        default:
            try emit(view, frame: frame, id: id, context: context)
        }
    }

    /// Emits a header or footer in `frame`: a title row on the list background (title in preset 2
    /// semibold, primary text colour, 16 from the leading edge, centred vertically, on
    /// ``DesignSystem/sectionHeaderToken``), an image aspect-filling the frame, or the app's view.
    static func emit(_ view: ListSupplementaryView, frame: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        switch view {
        case .title(let title, _):
            let background = try theme.paint(theme.designSystem.backgroundToken, for: id)
            let fill = theme.colors[theme.designSystem.sectionHeaderToken] ?? background
            context.emit(id, .rect(RectPrimitive(frame: frame, fill: fill)))
            let (request, measured) = try context.measureText(title, id: "\(id).title", style: theme.textStyle(preset: 2, weight: .semibold),
                                                              width: max(frame.width - 32, 1), maxLines: 1)
            context.emitText(request, measured, id: "\(id).title", at: Point(x: frame.x + 16, y: frame.midY - measured.size.height / 2),
                             color: try theme.color(theme.designSystem.textTokens.primary, for: "\(id).title"))
        case .image(let path, _, _):
            emitImage(path, frame: frame, imageFrame: frame, id: id, context: context)
        case .view(let view, _):
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(frame.size), context: context)
            context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame)))
            try measured.emit(centeredIn: frame)
            context.emit("\(id).clip", .popClip)
        }
    }

    static func emitImage(_ path: String, frame: Rect, imageFrame: Rect, id: String, context: LayoutContext) {
        context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame)))
        context.emit(id, .image(ImagePrimitive(frame: imageFrame, path: path, contentMode: .aspectFill, cornerRadius: 0)))
        context.emit("\(id).clip", .popClip)
    }
}
