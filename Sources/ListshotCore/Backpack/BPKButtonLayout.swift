/// Draws Backpack buttons (`Backpack-SwiftUI/Button/Classes/BPKButton.swift`): default size,
/// 36 tall, 8 pt corners (`.clipShape(RoundedRectangle(cornerRadius: .sm))`), label2 text, a 16 pt
/// (small) icon 8 from the title (`BPKSpacing.md`). Side padding per docs/backpack.md "Figures"
/// (`CurrentStateButtonStyle.sidesPadding`): none for icon-only and link buttons, `BPKSpacing.base` (16) for the others.
enum BPKButtonLayout {
    static let height = BPKButtonSize.default.height
    static let cornerRadius = 8.0
    static let iconSize = 16.0
    static let iconGap = 8.0

    enum Style { case primary, link

        /// The padding on each side of the label: `.none` for link styles, `.base` otherwise
        /// (docs/backpack.md "Figures", button side padding).
        var sidesPadding: Double { self == .link ? BPKSpacing.none.value : BPKSpacing.base.value }
    }

    /// An icon-only button, 36×36, at `origin`: `.primary` (buttonPrimaryBackground, textOnDark), or
    /// `.primaryOnDark` (buttonPrimaryOnDarkBackground, textOnLight; `ButtonColorSets.swift`).
    static func emitIconButton(_ button: BPKSectionHeaderButton, at origin: Point, onDark: Bool = false, id: String,
                               context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        let frame = Rect(x: origin.x, y: origin.y, width: height, height: height)
        let (background, foreground) = onDark ? ("buttonPrimaryOnDarkBackground", "textOnLight") : ("buttonPrimaryBackground", "textOnDark")
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: cornerRadius, fill: try theme.paint(background, for: id))))
        let icon = Rect(x: frame.midX - iconSize / 2, y: frame.midY - iconSize / 2, width: iconSize, height: iconSize)
        context.emitIcon(button.icon, id: "\(id).icon", frame: icon, color: try theme.color(foreground, for: "\(id).icon"))
    }

    /// A full-width (stretchable) button with a title and an optional icon; returns its height.
    @discardableResult
    static func emitStretchable(title: String, icon: Icon?, iconPosition: BPKFooterButton.IconPosition, style: Style,
                                frame: Rect, id: String, context: LayoutContext) throws(LayoutError) -> Double {
        let theme = context.theme
        let foreground: RGBA
        switch style {
        case .primary:
            context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: cornerRadius,
                                                 fill: try theme.paint("buttonPrimaryBackground", for: id))))
            foreground = try theme.color("textOnDark", for: "\(id).title")
        case .link:
            foreground = try theme.color("buttonLinkForeground", for: "\(id).title")
        }
        let iconExtent = icon == nil ? 0 : iconSize + iconGap
        let maxText = max(frame.width - 2 * style.sidesPadding - iconExtent, 1)
        let (request, measured) = try context.measureText(title, id: "\(id).title", style: BackpackTextStyle.label2.style(in: theme),
                                                          width: maxText, maxLines: 1)
        let (fitted, fit) = context.remeasure(request, width: min(measured.size.width, maxText))
        let total = fit.size.width + iconExtent
        var x = frame.midX - total / 2
        let textY = frame.midY - fit.size.height / 2
        let iconFrame = { (x: Double) in Rect(x: x, y: frame.midY - iconSize / 2, width: iconSize, height: iconSize) }
        if let icon, iconPosition == .leading {
            context.emitIcon(icon, id: "\(id).icon", frame: iconFrame(x), color: foreground)
            x += iconExtent
        }
        context.emitText(fitted, fit, id: "\(id).title", at: Point(x: x, y: textY), color: foreground)
        if let icon, iconPosition == .trailing {
            context.emitIcon(icon, id: "\(id).icon", frame: iconFrame(x + fit.size.width + iconGap), color: foreground)
        }
        return frame.height
    }
}
