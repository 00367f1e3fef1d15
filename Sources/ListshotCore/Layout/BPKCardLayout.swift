/// Draws one `BPKCard` (docs/components.md §2 "Card"; `Backpack-SwiftUI/Card/Classes/BPKCard.swift`):
/// shadow, background, content, pressed overlay.
///
/// - elevation `default`: shadow sm (blur 3, y 1, 0.15, #161616) on `surfaceDefault`;
///   `focus`: shadow lg (blur 16, y 4, 0.15) on `surfaceElevated`; `none`: `surfaceDefault`, no shadow.
/// - padding 16 (or 0); corners 8 (or 24); content blocks stacked 8 apart (`BPKSpacing.md`).
/// - An image as the first block bleeds to the card edges and takes the card's rounded top (the
///   card's clip rounds it).
/// - Pressed: `surfaceContrast` at 0.2 over the whole card.
enum BPKCardLayout {
    static let blockSpacing = 8.0

    /// A measured card: its height, natural width, and how to draw it.
    struct Measured {
        var height: Double
        var naturalWidth: Double
        var emit: (Rect) throws(LayoutError) -> Void
    }

    static func measure(_ card: BPKCard, id: String, width: Double, context: LayoutContext) throws(LayoutError) -> Measured {
        if card.content.isEmpty {
            throw .invalidValue(element: id, message: "the card has no content. Give it at least one block (title, body, image…).")
        }
        let padding = card.padding.value
        var blocks = card.content
        var leadImage: (path: String, height: Double)?
        if case .image(let path, let height) = blocks[0] {
            guard height > 0, height <= 4096 else {
                throw .invalidValue(element: "\(id).image", message: "an image height of \(height) pt is out of range; use 1…4096.")
            }
            leadImage = (path, height)
            blocks.removeFirst()
        }
        let innerWidth = max(width - 2 * padding, 1)
        let column = blocks.isEmpty ? nil
            : try BPKCardContentLayout.stack(blocks, spacing: blockSpacing, horizontal: false, id: id, width: innerWidth, context: context)
        let imageHeight = leadImage?.height ?? 0
        let bodyHeight = column.map { $0.size.height + 2 * padding } ?? 0
        let natural = max(column.map { $0.naturalWidth + 2 * padding } ?? 0, imageHeight * 1.5)
        return Measured(height: imageHeight + bodyHeight, naturalWidth: natural) { frame throws(LayoutError) in
            try emitChrome(card, frame: frame, id: id, context: context)
            let radius = card.cornerStyle.radius
            if let leadImage {
                context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame, cornerRadius: radius)))
                context.emit("\(id).image", .image(ImagePrimitive(frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: leadImage.height),
                                                                  path: leadImage.path, contentMode: .aspectFill, cornerRadius: 0)))
                context.emit("\(id).clip", .popClip)
            }
            try column?.emit(Point(x: frame.x + padding, y: frame.y + imageHeight + padding))
            if card.isPressed {
                let overlay = try context.theme.color("surfaceContrast", for: "\(id).pressed").withOpacity(BPKCard.pressedOpacity)
                context.emit("\(id).pressed", .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: .solid(overlay))))
            }
        }
    }

    static func emitChrome(_ card: BPKCard, frame: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let radius = card.cornerStyle.radius
        let shadow: BPKShadow?
        let surface: String
        switch card.elevation {
        case .default: shadow = .small; surface = "surfaceDefault"
        case .focus: shadow = .large; surface = "surfaceElevated"
        case .none: shadow = nil; surface = "surfaceDefault"
        }
        if let shadow {
            context.emit("\(id).shadow", .shadow(ShadowPrimitive(frame: frame, cornerRadius: radius,
                                                                 color: BPKShadow.color.withOpacity(shadow.opacity),
                                                                 blur: shadow.blur, offset: Point(x: 0, y: shadow.offsetY))))
        }
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: try context.theme.paint(surface, for: id))))
    }
}
