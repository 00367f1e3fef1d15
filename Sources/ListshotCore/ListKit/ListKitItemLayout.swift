/// Draws one ListKit item in its frame: a swatch, a label, an image, or a Mistica cell
/// (reusing ``CellLayout``, clipped to the item).
enum ListKitItemLayout {
    static let cornerRadius = 8.0
    static let captionHeight = 24.0

    /// `isLast`: the section's last item (a fullwidth cell there draws no divider, as in a cell list).
    static func emit(_ item: ListItem, frame: Rect, isLast: Bool = false, id: String, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        switch item.content {
        case .swatch(let color, let label):
            // A caption takes the bottom 24 pt (20 line + 4 gap): the grid's additionalHeight.
            let swatchHeight = label == nil ? frame.height : max(frame.height - captionHeight, 1)
            context.emit(id, .rect(RectPrimitive(frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: swatchHeight),
                                                 cornerRadius: min(cornerRadius, swatchHeight / 2), fill: .solid(try theme.color(color, for: id)))))
            if let label {
                let (request, measured) = try context.measureText(label, id: "\(id).label", style: theme.textStyle(preset: 2, weight: .regular),
                                                                  width: frame.width, maxLines: 1)
                context.emitText(request, measured, id: "\(id).label", at: Point(x: frame.x, y: frame.y + swatchHeight + 4),
                                 color: try theme.color(theme.designSystem.textTokens.secondary, for: "\(id).label"))
            }
        case .label(let text):
            let (request, measured) = try context.measureText(text, id: id, style: theme.textStyle(preset: 3, weight: .regular),
                                                              width: max(frame.width - 32, 1), maxLines: 1)
            context.emitText(request, measured, id: id, at: Point(x: frame.x + 16, y: frame.midY - measured.size.height / 2),
                             color: try theme.color(theme.designSystem.textTokens.primary, for: id))
        case .image(let path):
            context.emit(id, .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFill, cornerRadius: cornerRadius)))
        case .cell(let cell):
            try ScreenLayout.requireDesignSystem(.mistica, element: id, what: "Mistica cells in a ListKit section", theme: theme)
            context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame)))
            _ = try CellLayout.layout(cell, style: cell.style ?? .fullwidth, showsDivider: !isLast, id: id,
                                      x: frame.x, y: frame.y, width: frame.width, context: context)
            context.emit("\(id).clip", .popClip)
        case .view(let view):
            // The size rule decides the frame; the view is offered it and centred in it, clipped to it as a cell's content view is.
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: frame.width, height: frame.height), context: context)
            context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame)))
            try measured.emit(centeredIn: frame)
            context.emit("\(id).clip", .popClip)
        }
    }
}
