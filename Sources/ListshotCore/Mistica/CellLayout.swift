/// Lays out one Mistica cell (UIKit `ListCellContentView.swift` or SwiftUI `Cell.swift`, by
/// ``CellFlavour``), docs/components.md §1.1–1.2.
///
/// Row: asset (A) | 16 | text column (B) | 16 | control (C), inside a 16 pt inner padding.
/// The asset centres when the cell has only a title; otherwise it sits at the top of the text
/// column (4 below it in UIKit). The row is at least `flavour.minimumHeight(style)` tall (outer
/// margins included). Pressed cells paint the flavour's pressed background; disabled cells draw
/// their content at alpha 0.5.
enum CellLayout {
    static let padding = 16.0
    static let sectionGap = 16.0
    static let assetOffset = 4.0

    static func layout(_ cell: Cell, style: CellStyle, flavour: CellFlavour = .uikit, showsDivider: Bool, id: String,
                       x: Double, y: Double, width: Double, context: LayoutContext) throws(LayoutError) -> Double {
        let theme = context.theme
        guard flavour.styles.contains(style) else {
            throw .invalidValue(element: id, message: "the \(flavour.rawValue) flavour has no \(style.rawValue) style (SwiftUI's Cell is fullwidth or boxed). Use flavour uikit, or another style.")
        }
        let margins = style.outerMargins
        let boxX = x + margins.leading
        let boxWidth = width - margins.horizontal
        let inner = boxWidth - 2 * padding

        if cell.title == nil && cell.subtitle == nil && cell.description == nil && cell.headline == nil {
            throw .invalidValue(element: id, message: "the cell has no title, subtitle, description or headline. Give it at least one.")
        }
        if let height = cell.height, !(height >= margins.vertical + 1 && height <= 2000) {
            throw .invalidValue(element: "\(id).height", message: "a fixed height of \(height.plainText) pt is out of range. Give \((margins.vertical + 1).plainText)–2000 pt, or leave it out to self-size.")
        }
        if flavour == .uikit, let key = cell.swiftUIModifierKeys.first {
            throw .invalidValue(element: "\(id).\(key)", message: "`\(key)` is a SwiftUI Cell modifier; UIKit's ListTableViewCell has none. Use the swiftui flavour, or leave it out.")
        }
        try CellAssetLayout.validate(cell.assetType, innerWidth: inner, id: "\(id).asset")
        let assetView = try CellAssetLayout.measureView(cell.assetType, innerWidth: inner, id: "\(id).asset", context: context)
        let assetSize = assetView?.size ?? cell.assetType.size
        let control = try CellControlLayout.measure(cell.control, innerWidth: inner, id: "\(id).control", context: context)
        let controlWidth = control?.size.width ?? 0
        let textX = boxX + padding + (assetSize.width > 0 ? assetSize.width + sectionGap : 0)
        let textWidth = inner - (assetSize.width > 0 ? assetSize.width + sectionGap : 0)
            - (controlWidth > 0 ? controlWidth + sectionGap : 0)
        guard textWidth >= 24 else {
            throw .invalidValue(element: id, message: "only \(textWidth) pt are left for the text. Use a wider frame or a smaller asset/control.")
        }

        let column = try CellTextColumn.measure(cell, style: style, flavour: flavour, id: id, width: textWidth, context: context)
        let onlyTitle = cell.subtitle == nil && cell.description == nil
            && (cell.headline == nil || !flavour.headlineTopAlignsAsset)
        let assetOffset = flavour.assetOffset
        let assetExtent = assetSize.height > 0 ? (onlyTitle ? assetSize.height : assetSize.height + assetOffset) : 0
        let contentHeight = max(column.height, assetExtent, control?.size.height ?? 0)
        // A fixed height (a table view's rowHeight) wins over self-sizing; the content stays centred.
        let boxHeight = cell.height.map { $0 - margins.vertical }
            ?? max(flavour.minimumHeight(style) - margins.vertical, contentHeight + 2 * padding)
        let box = Rect(x: boxX, y: y + margins.top, width: boxWidth, height: boxHeight)
        let contentTop = box.y + (boxHeight - contentHeight) / 2

        let row = Rect(x: x, y: y, width: width, height: margins.vertical + boxHeight)
        try emitBackground(style: style, flavour: flavour, cell: cell, box: box, row: row, id: id, context: context)
        if cell.state == .disabled { context.emit("\(id).disabled", .pushOpacity(CellState.disabledOpacity)) }

        let textTop = onlyTitle ? contentTop + (contentHeight - column.height) / 2 : contentTop
        if assetSize.width > 0 {
            let assetY = onlyTitle ? box.midY - assetSize.height / 2 : textTop + assetOffset
            let frame = Rect(x: box.x + padding, y: assetY, width: assetSize.width, height: assetSize.height)
            try CellAssetLayout.emit(cell.assetType, frame: frame, view: assetView, flavour: flavour, id: "\(id).asset", context: context)
        }
        try column.emit(x: textX, y: textTop, context: context)

        if var control {
            // The control slot: the control's width, the row's height inside its padding. A centred
            // preset's background fills it; a stretched custom control is as tall as it.
            let slot = Rect(x: box.maxX - padding - control.size.width, y: box.y + padding,
                            width: control.size.width, height: max(boxHeight - 2 * padding, 0))
            if let background = cell.control.slotBackground {
                context.emit("\(id).control.background", .rect(RectPrimitive(
                    frame: slot, fill: .solid(try theme.color(background, for: "\(id).control.background")))))
            }
            if cell.control.stretchesToRowHeight { control.size.height = slot.height }
            let centered = onlyTitle || control.isCentered || flavour == .swiftui
            let origin = Point(x: slot.x, y: centered ? box.midY - control.size.height / 2 : textTop)
            try CellControlLayout.emit(control, at: origin, style: style, flavour: flavour, id: "\(id).control", context: context)
        }
        if cell.state == .disabled { context.emit("\(id).disabled", .popOpacity) }

        if style == .fullwidth && showsDivider {
            let divider = Rect(x: box.x + padding, y: box.maxY - 1, width: boxWidth - 2 * padding, height: 1)
            context.emit("\(id).divider", .rect(RectPrimitive(frame: divider, fill: try theme.paint("divider", for: "\(id).divider"))))
        }
        return margins.vertical + boxHeight
    }

    /// The cell's background and pressed state, per flavour: UIKit `CellStyle+Toolkit.swift`
    /// (`backgroundColor`, `cornerRadius`, `borderColor`/`borderWidth`) and `ListTableViewCell.setHighlighted`
    /// (docs/mistica.md "States": `highlightedView.backgroundColor = .backgroundAlternative`, where the
    /// highlighted view is the card of a boxed cell and the whole row, `contentView`, of fullwidth and
    /// boxedInverse cells, so a boxedInverse card keeps its brand fill over a highlighted row);
    /// SwiftUI `Cell.swift` (`backgroundColor`, `pressedBackgroundColor`, `allowsPressing`,
    /// `.border(cornerRadius: 4)`), whose modifiers a cell may set (docs/mistica.md "SwiftUI Cell modifiers").
    static func emitBackground(style: CellStyle, flavour: CellFlavour, cell: Cell, box: Rect, row: Rect, id: String,
                               context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let cornerRadius = flavour == .uikit ? theme.radius("container", fallback: 8) : CellFlavour.swiftUICornerRadius
        let radius = style.isBoxed ? min(cornerRadius, box.height / 2) : 0
        let pressed = cell.state == .pressed && cell.allowsPressing != false
        var fill = try theme.paint(flavour.backgroundToken(style), for: id)
        if let background = cell.backgroundColor {
            fill = .solid(try theme.color(background, for: id))
        }
        if pressed && flavour == .uikit && style.isInverse {
            context.emit("\(id).pressed", .rect(RectPrimitive(frame: row, fill: try theme.paint("backgroundAlternative", for: "\(id).pressed"))))
        } else if pressed && flavour == .swiftui {
            if let pressedBackground = cell.pressedBackgroundColor {
                fill = .solid(try theme.color(pressedBackground, for: id))
            } else {
                fill = .solid(try theme.color("neutralLow", for: id).withOpacity(CellFlavour.swiftUIPressedOpacity))
            }
        } else if pressed {
            fill = try theme.paint("backgroundAlternative", for: id)
        }
        let stroke = flavour.hasBorder(style) ? Stroke(color: try theme.color("border", for: id), width: 1) : nil
        context.emit(id, .rect(RectPrimitive(frame: box, cornerRadius: radius, fill: fill, stroke: stroke)))
    }
}
