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
        let offer = ProposedSize(width: width, height: nil)
        let primary = try ViewLayout.measure(try BPKCardContentLowering.column(card.content, spacing: 0, id: "\(id).primary"),
                                             id: "\(id).primary", proposal: offer, context: context)
        let lower = try ViewLayout.measure(try BPKCardContentLowering.column(secondary, spacing: 0, id: "\(id).secondary"),
                                           id: "\(id).secondary", proposal: offer, context: context)
        let divider = BPKCard.dividerHeight
        let height = primary.size.height + divider + lower.size.height
        let natural = max(min(try primary.idealWidth(), primary.size.width), min(try lower.idealWidth(), lower.size.width))
        return Measured(height: height, naturalWidth: natural) { frame throws(LayoutError) in
            try emitChrome(card, frame: frame, id: id, context: context)
            context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame, cornerRadius: card.cornerStyle.radius)))
            try primary.emit(at: Point(x: frame.x, y: frame.y))
            let line = try context.theme.paint("line", for: "\(id).divider")
            context.emit("\(id).divider", .rect(RectPrimitive(frame: Rect(x: frame.x, y: frame.y + primary.size.height, width: frame.width, height: divider),
                                                              fill: line)))
            try lower.emit(at: Point(x: frame.x, y: frame.y + primary.size.height + divider))
            context.emit("\(id).clip", .popClip)
        }
    }
}
