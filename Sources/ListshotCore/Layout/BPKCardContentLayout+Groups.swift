extension BPKCardContentLayout {
    /// Badge colours (`Backpack-SwiftUI/Badge/Classes/BPKBadge.swift`): background and text tokens.
    /// The status spots turn pastel at night, so success and critical text is `textPrimaryInverse`
    /// (white by day, #010913 by night); warning's yellow-orange spot takes `textOnLight`.
    static func badgeTokens(_ style: BPKBadge.Style) -> (background: String, text: String) {
        switch style {
        case .normal: return ("badgeBackgroundNormal", "textPrimary")
        case .strong: return ("corePrimary", "textOnDark")
        case .success: return ("statusSuccessSpot", "textPrimaryInverse")
        case .warning: return ("statusWarningSpot", "textOnLight")
        case .critical: return ("statusDangerSpot", "textPrimaryInverse")
        }
    }

    /// Badges in a row, 8 apart, wrapping onto further rows 8 apart.
    static func badges(_ badges: [BPKBadge], id: String, width: Double, context: LayoutContext) throws(LayoutError) -> Measured {
        if badges.isEmpty { throw .invalidValue(element: id, message: "the badge row is empty. Give it at least one badge, or leave it out.") }
        let theme = context.theme
        var placed: [(frame: Rect, request: TextRequest, measurement: TextMeasurement, tokens: (String, String))] = []
        var x = 0.0, y = 0.0, rowHeight = 0.0, natural = 0.0
        for (index, badge) in badges.enumerated() {
            let badgeID = "\(id)[\(index)]"
            let (request, measured) = try context.measureText(badge.text, id: "\(badgeID).label", style: BackpackTextStyle.caption.style(in: theme),
                                                              width: max(width - badgePadding.horizontal, 1), maxLines: 1)
            let (fitted, fit) = context.remeasure(request, width: max(measured.size.width, 1))
            let size = Size(width: fit.size.width + badgePadding.horizontal, height: fit.size.height + badgePadding.vertical)
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + badgeGap; rowHeight = 0 }
            placed.append((Rect(x: x, y: y, width: size.width, height: size.height), fitted, fit, badgeTokens(badge.style)))
            natural += (index > 0 ? badgeGap : 0) + size.width
            x += size.width + badgeGap
            rowHeight = max(rowHeight, size.height)
        }
        return Measured(size: Size(width: width, height: y + rowHeight), naturalWidth: natural) { origin throws(LayoutError) in
            for (index, badge) in placed.enumerated() {
                let badgeID = "\(id)[\(index)]"
                let frame = badge.frame.offsetBy(dx: origin.x, dy: origin.y)
                context.emit(badgeID, .rect(RectPrimitive(frame: frame, cornerRadius: badgeCornerRadius,
                                                          fill: try theme.paint(badge.tokens.0, for: badgeID))))
                context.emitText(badge.request, badge.measurement, id: "\(badgeID).label",
                                 at: Point(x: frame.x + badgePadding.leading, y: frame.y + badgePadding.top),
                                 color: try theme.color(badge.tokens.1, for: "\(badgeID).label"))
            }
        }
    }

    /// A vertical or horizontal stack. Horizontal stacks give spacers their length and share the
    /// rest of the width equally; children are top-aligned.
    static func stack(_ blocks: [BPKCardContent], spacing: Double, horizontal: Bool, id: String, width: Double,
                      context: LayoutContext) throws(LayoutError) -> Measured {
        guard spacing >= 0 else { throw .invalidValue(element: id, message: "a spacing of \(spacing) pt is negative.") }
        let ids = childIDs(blocks, parent: id)
        var children: [Measured] = []
        if horizontal {
            let fixed = blocks.reduce(0.0) { total, block in
                if case .spacer(let length) = block { return total + length }
                return total
            }
            let flexible = blocks.filter { if case .spacer = $0 { return false }; return true }.count
            let gaps = spacing * Double(max(blocks.count - 1, 0))
            let share = flexible > 0 ? max((width - fixed - gaps) / Double(flexible), 1) : 0
            for (index, block) in blocks.enumerated() {
                if case .spacer(let length) = block {
                    guard length >= 0 else { throw .invalidValue(element: ids[index], message: "a spacer of \(length) pt is negative.") }
                    children.append(Measured(size: Size(width: length, height: 0), naturalWidth: length) { _ throws(LayoutError) in })
                } else {
                    children.append(try measure(block, id: ids[index], width: share, context: context))
                }
            }
            let height = children.map(\.size.height).max() ?? 0
            let natural = children.map(\.naturalWidth).reduce(0, +) + gaps
            return Measured(size: Size(width: width, height: height), naturalWidth: natural) { origin throws(LayoutError) in
                var x = origin.x
                for child in children {
                    try child.emit(Point(x: x, y: origin.y))
                    x += child.size.width + spacing
                }
            }
        }
        for (index, block) in blocks.enumerated() {
            children.append(try measure(block, id: ids[index], width: width, context: context))
        }
        let height = children.map(\.size.height).reduce(0, +) + spacing * Double(max(children.count - 1, 0))
        return Measured(size: Size(width: width, height: height), naturalWidth: children.map(\.naturalWidth).max() ?? 0) { origin throws(LayoutError) in
            var y = origin.y
            for child in children {
                try child.emit(Point(x: origin.x, y: y))
                y += child.size.height + spacing
            }
        }
    }

    /// Stable ids: `title` when a kind occurs once among its siblings, `title[1]` for the second of several.
    static func childIDs(_ blocks: [BPKCardContent], parent: String) -> [String] {
        var totals: [String: Int] = [:]
        for block in blocks { totals[block.kindName, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return blocks.map { block in
            let kind = block.kindName
            let index = seen[kind, default: 0]
            seen[kind] = index + 1
            return (totals[kind] ?? 0) > 1 ? "\(parent).\(kind)[\(index)]" : "\(parent).\(kind)"
        }
    }
}
