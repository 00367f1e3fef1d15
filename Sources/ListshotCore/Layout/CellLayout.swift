/// Lays out one Mistica cell (`ListCellContentView`), docs/components.md §1.1–1.2.
///
/// Row: asset (A) | 16 | text column (B) | 16 | control (C), inside a 16 pt inner padding.
/// The asset centres when the cell has only a title; otherwise it sits 4 below the top of the
/// text column. The row is at least `style.minimumHeight` tall (72 fullwidth, 92 boxed, outer
/// margins included). Pressed cells get the pressed overlay over their background; disabled
/// cells draw their content at alpha 0.5.
enum CellLayout {
    static let padding = 16.0
    static let sectionGap = 16.0
    static let assetOffset = 4.0

    static func layout(_ cell: Cell, style: CellStyle, showsDivider: Bool, id: String, x: Double, y: Double,
                       width: Double, context: LayoutContext) throws(LayoutError) -> Double {
        let theme = context.theme
        let margins = style.outerMargins
        let boxX = x + margins.leading
        let boxWidth = width - margins.horizontal
        let inner = boxWidth - 2 * padding

        try CellAssetLayout.validate(cell.assetType, innerWidth: inner, id: "\(id).asset")
        let assetSize = cell.assetType.size
        let control = try CellControlLayout.measure(cell.control, innerWidth: inner, id: "\(id).control", context: context)
        let controlWidth = control?.size.width ?? 0
        let textX = boxX + padding + (assetSize.width > 0 ? assetSize.width + sectionGap : 0)
        let textWidth = inner - (assetSize.width > 0 ? assetSize.width + sectionGap : 0)
            - (controlWidth > 0 ? controlWidth + sectionGap : 0)
        guard textWidth >= 24 else {
            throw .invalidValue(element: id, message: "only \(textWidth) pt are left for the text. Use a wider frame or a smaller asset/control.")
        }

        let column = try CellTextColumn.measure(cell, style: style, id: id, width: textWidth, context: context)
        let onlyTitle = cell.subtitle == nil && cell.description == nil && cell.headline == nil
        let assetExtent = assetSize.height > 0 ? (onlyTitle ? assetSize.height : assetSize.height + assetOffset) : 0
        let contentHeight = max(column.height, assetExtent, control?.size.height ?? 0)
        let boxHeight = max(style.minimumHeight - margins.vertical, contentHeight + 2 * padding)
        let box = Rect(x: boxX, y: y + margins.top, width: boxWidth, height: boxHeight)
        let contentTop = box.y + (boxHeight - contentHeight) / 2

        try emitBackground(style: style, state: cell.state, box: box, id: id, context: context)
        if cell.state == .disabled { context.emit("\(id).disabled", .pushOpacity(CellState.disabledOpacity)) }

        let textTop = onlyTitle ? contentTop + (contentHeight - column.height) / 2 : contentTop
        if assetSize.width > 0 {
            let assetY = onlyTitle ? box.midY - assetSize.height / 2 : textTop + assetOffset
            let frame = Rect(x: box.x + padding, y: assetY, width: assetSize.width, height: assetSize.height)
            try CellAssetLayout.emit(cell.assetType, frame: frame, id: "\(id).asset", context: context)
        }
        try column.emit(x: textX, y: textTop, context: context)

        if let control {
            let centered = onlyTitle || control.isCentered
            let origin = Point(x: box.maxX - padding - control.size.width,
                               y: centered ? box.midY - control.size.height / 2 : textTop)
            try CellControlLayout.emit(control, at: origin, style: style, id: "\(id).control", context: context)
        }
        if cell.state == .disabled { context.emit("\(id).disabled", .popOpacity) }

        if style == .fullwidth && showsDivider {
            let divider = Rect(x: box.x + padding, y: box.maxY - 1, width: boxWidth - 2 * padding, height: 1)
            context.emit("\(id).divider", .rect(RectPrimitive(frame: divider, fill: try theme.paint("divider", for: "\(id).divider"))))
        }
        return margins.vertical + boxHeight
    }

    static func emitBackground(style: CellStyle, state: CellState, box: Rect, id: String,
                               context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let radius = style.isBoxed ? min(theme.radius("container", fallback: 8), box.height / 2) : 0
        switch style {
        case .fullwidth:
            context.emit(id, .rect(RectPrimitive(frame: box, fill: try theme.paint("backgroundContainer", for: id))))
        case .boxed:
            context.emit(id, .rect(RectPrimitive(frame: box, cornerRadius: radius,
                                                 fill: try theme.paint("backgroundContainer", for: id),
                                                 stroke: Stroke(color: try theme.color("border", for: id), width: 1))))
        case .boxedInverse:
            context.emit(id, .rect(RectPrimitive(frame: box, cornerRadius: radius,
                                                 fill: try theme.paint("backgroundContainerBrand", for: id))))
        }
        if state == .pressed {
            let token = style.isInverse ? "backgroundContainerBrandPressed" : "backgroundContainerPressed"
            context.emit("\(id).pressed", .rect(RectPrimitive(frame: box, cornerRadius: radius,
                                                              fill: try theme.paint(token, for: "\(id).pressed"))))
        }
    }
}
