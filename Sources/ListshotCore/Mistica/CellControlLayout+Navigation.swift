/// The navigation preset (`NavigationPresetView`, docs/components.md §1.2) and its badge (§1.4):
/// badge, 16, a 24×24 chevron tinted `textSecondary` in UIKit (`NavigationPresetView.swift`),
/// `neutralMedium` in SwiftUI, white on boxedInverse; all vertically centred. The chevron points left in right-to-left layouts.
extension CellControlLayout {
    static let chevronSize = 24.0
    static let badgeGap = 16.0

    static func measureNavigation(_ badge: Badge?, chevron: Bool = true, id: String,
                                  context: LayoutContext) throws(LayoutError) -> Measured? {
        var size = chevron ? Size(width: chevronSize, height: chevronSize) : .zero
        var badgeSize: Size?
        if let badge {
            try validate(badge, id: id)
            badgeSize = self.badgeSize(badge, context: context)
        }
        if let badgeSize {
            size.width += badgeSize.width + (chevron ? badgeGap : 0)
            size.height = max(size.height, badgeSize.height)
        }
        if size.width == 0 { return nil }  // a hidden badge with no chevron draws nothing
        let control: CellControl = chevron ? .navigation(badge: badge) : .badge(badge ?? .count(0))
        return Measured(control: control, size: size, isCentered: true, badgeSize: badgeSize)
    }

    static func validate(_ badge: Badge, id: String) throws(LayoutError) {
        if case .count(let n) = badge, n < 0 {
            throw .invalidValue(element: "\(id).badge", message: "a badge count of \(n) is negative. Use 0 to hide the badge, or a positive count.")
        }
    }

    /// The badge's size: 8 dot, 20 circle, or a capsule of label width + 12 (at least 28) above 9.
    static func badgeSize(_ badge: Badge, context: LayoutContext) -> Size? {
        guard let base = badge.size else { return nil }
        guard let label = badge.label else { return base }
        let style = badgeStyle(context)
        let height = max(base.height, style.lineHeight + 4)
        if base.width == base.height { return Size(width: height, height: height) }
        let measured = context.measurer.measure(TextRequest(text: label, style: style, width: 200, maxLines: 1))
        return Size(width: max(base.width, context.ceilToPixel(measured.size.width) + 12), height: height)
    }

    /// Preset 1 medium; the badge caps its Dynamic Type at AX-M.
    static func badgeStyle(_ context: LayoutContext) -> TextStyle {
        context.theme.textStyle(preset: 1, weight: .medium, cappedAt: .accessibilityMedium)
    }

    static func emitNavigation(_ badge: Badge?, measured: Measured, frame: Rect, inverse: Bool,
                               flavour: CellFlavour = .uikit, chevron showsChevron: Bool = true, id: String,
                               context: LayoutContext) throws(LayoutError) {
        var cursor = frame.x
        if let badge, let size = measured.badgeSize {
            let badgeFrame = Rect(x: cursor, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            try emitBadge(badge, frame: badgeFrame, id: "\(id).badge", context: context)
            cursor += size.width + badgeGap
        }
        guard showsChevron else { return }
        let chevron = Rect(x: cursor, y: frame.midY - chevronSize / 2, width: chevronSize, height: chevronSize)
        context.emitIcon(.chevronRight, id: "\(id).chevron", frame: chevron,
                         color: try context.theme.color(flavour.chevronToken(inverse: inverse), for: "\(id).chevron"))
    }

    static func emitBadge(_ badge: Badge, frame: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: frame.height / 2,
                                             fill: try theme.paint("badge", for: id))))
        guard let label = badge.label else { return }
        let (request, measurement) = try context.measureText(label, id: "\(id).label", style: badgeStyle(context),
                                                             width: frame.width, maxLines: 1, alignment: .center,
                                                             localizable: false)
        context.emitText(request, measurement, id: "\(id).label",
                         at: Point(x: frame.x, y: frame.midY - measurement.size.height / 2),
                         color: try theme.color("textPrimaryInverse", for: id))
    }
}
