/// Lays out a divided card (docs/backpack.md "Divided card"; `Backpack-SwiftUI/Card/Classes/BPKDividedCard.swift`):
/// `BPKCard(padding: .none, elevation:) { VStack(spacing: 0) { primary; line divider 1 pt; secondary } }`.
/// The blocks of each part sit 0 apart (a view builder's views join the `VStack(spacing: 0)`); the parts
/// bring their own padding (a `vStack` block with `padding`).
extension BPKCardLayout {
    static func measureDivided(_ card: BPKCard, secondary: [BPKCardContent], id: String, width: Double,
                               context: LayoutContext) throws(LayoutError) -> Measured {
        if card.content.isEmpty || secondary.isEmpty {
            throw .invalidValue(element: id, message: "a divided card needs primary and secondary content, each with at least one block.")
        }
        if card.height != nil || card.padding != .none || card.isPressed {
            throw .invalidValue(element: id, message: "a divided card has no padding, height or pressed state of its own (`BPKDividedCard`). Build it with `BPKCard.divided(elevation:primary:secondary:)`.")
        }
        let primary = try BPKCardContentLayout.vertical(card.content, spacing: 0, padding: 0, id: "\(id).primary", width: width, context: context)
        let lower = try BPKCardContentLayout.vertical(secondary, spacing: 0, padding: 0, id: "\(id).secondary", width: width, context: context)
        let divider = BPKCard.dividerHeight
        let height = primary.size.height + divider + lower.size.height
        let natural = max(primary.naturalWidth, lower.naturalWidth)
        return Measured(height: height, naturalWidth: natural) { frame throws(LayoutError) in
            try emitChrome(card, frame: frame, id: id, context: context)
            context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame, cornerRadius: card.cornerStyle.radius)))
            try primary.emit(Point(x: frame.x, y: frame.y))
            let line = try context.theme.paint("line", for: "\(id).divider")
            context.emit("\(id).divider", .rect(RectPrimitive(frame: Rect(x: frame.x, y: frame.y + primary.size.height, width: frame.width, height: divider),
                                                              fill: line)))
            try lower.emit(Point(x: frame.x, y: frame.y + primary.size.height + divider))
            context.emit("\(id).clip", .popClip)
        }
    }
}
