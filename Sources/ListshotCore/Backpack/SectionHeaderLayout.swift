/// Draws a `BPKSectionHeader` (`Backpack-SwiftUI/SectionHeader/Classes/BPKSectionHeader.swift`,
/// docs/components.md §2 "Section header"): inside its padding, a heading3 title over a bodyDefault
/// description 4 apart (`VStack(alignment: .leading, spacing: .sm)`), then a `Spacer()` (8 pt at
/// least) and the optional icon-only button at the trailing edge. The current source's row is
/// `HStack(alignment: .top)`, so the button's top meets the title's top (an early version used
/// the default centre alignment). The `onDark` style draws textOnDark text and a `primaryOnDark`
/// button.
enum SectionHeaderLayout {
    static let titleGap = 4.0
    static let buttonGap = 8.0
    /// The row's `HStack(alignment:)` in `BPKSectionHeader.swift`.
    static let alignment = BPKVerticalAlignment.top

    /// Emits the header and returns its padded height.
    static func layout(_ header: BPKSectionHeader, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        let theme = context.theme
        let insets = header.padding.insets
        let buttonExtent = header.button == nil ? 0 : BPKButtonLayout.height + buttonGap
        let textWidth = width - insets.horizontal - buttonExtent
        guard textWidth >= 24 else {
            throw .invalidValue(element: id, message: "only \(textWidth) pt are left for the header text. Use a wider frame or less header padding.")
        }
        let token = header.style == .onDark ? "textOnDark" : "textPrimary"
        let color = try theme.color(token, for: "\(id).title")
        let (titleRequest, title) = try context.measureText(header.title, id: "\(id).title", style: BackpackTextStyle.heading3.style(in: theme),
                                                            width: textWidth, maxLines: 0)
        var textHeight = title.size.height
        var description: (TextRequest, TextMeasurement)?
        if let text = header.description {
            let measured = try context.measureText(text, id: "\(id).description", style: BackpackTextStyle.bodyDefault.style(in: theme),
                                                   width: textWidth, maxLines: 0)
            description = measured
            textHeight += titleGap + measured.1.size.height
        }
        let rowHeight = header.button == nil ? textHeight : max(textHeight, BPKButtonLayout.height)
        let rowTop = y + insets.top
        let textTop = rowTop + alignment.offset(slack: rowHeight - textHeight)
        let textX = x + insets.leading
        context.emitText(titleRequest, title, id: "\(id).title", at: Point(x: textX, y: textTop), color: color)
        if let (request, measured) = description {
            context.emitText(request, measured, id: "\(id).description", at: Point(x: textX, y: textTop + title.size.height + titleGap), color: color)
        }
        if let button = header.button {
            let origin = Point(x: x + width - insets.trailing - BPKButtonLayout.height,
                               y: rowTop + alignment.offset(slack: rowHeight - BPKButtonLayout.height))
            try BPKButtonLayout.emitIconButton(button, at: origin, onDark: header.style == .onDark, id: "\(id).button", context: context)
        }
        return insets.vertical + rowHeight
    }

    /// A standalone header: on `surfaceContrast` in the `onDark` style, across the whole width.
    static func standalone(_ header: BPKSectionHeader, id: String, x: Double, y: Double, width: Double,
                           context: LayoutContext) throws(LayoutError) -> Double {
        guard header.style == .onDark else { return try layout(header, id: id, x: x, y: y, width: width, context: context) }
        let backgroundIndex = context.items.count
        context.emit("\(id).background", .rect(RectPrimitive(frame: .zero, fill: try context.theme.paint("surfaceContrast", for: "\(id).background"))))
        let height = try layout(header, id: id, x: x, y: y, width: width, context: context)
        context.replace(at: backgroundIndex, with: .rect(RectPrimitive(frame: Rect(x: x, y: y, width: width, height: height),
                                                                        fill: try context.theme.paint("surfaceContrast", for: "\(id).background"))))
        return height
    }
}
