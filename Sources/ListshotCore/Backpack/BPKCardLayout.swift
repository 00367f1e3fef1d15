/// Draws one `BPKCard` (docs/components.md §2 "Card"; `Backpack-SwiftUI/Card/Classes/BPKCard.swift`):
/// shadow, background, content clipped to the card's rounded shape (`CardButtonStyle`'s
/// `.clipShape(RoundedRectangle(cornerRadius:))`), pressed overlay.
///
/// - elevation `default`: shadow sm (blur 3, y 1, 0.15, #161616) on `surfaceDefault`;
///   `focus`: shadow lg (blur 16, y 4, 0.15) on `surfaceElevated`; `none`: `surfaceDefault`, no shadow.
/// - padding 16 (or 0); corners 8 (or 24); content blocks stacked 8 apart (`BPKSpacing.md`).
/// - An image as the first block bleeds to the card edges and takes the card's rounded top.
/// - A fixed `height` (`.frame(height:)`) proposes the height inside the padding to a lone block (a
///   horizontal stack's aspect-ratio image fills it) and centres the content vertically in it;
///   taller content overflows top and bottom alike and is cut by the card's clip.
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
        if let secondary = card.secondaryContent {
            return try measureDivided(card, secondary: secondary, id: id, width: width, context: context)
        }
        if card.content.isEmpty {
            throw .invalidValue(element: id, message: "the card has no content. Give it at least one block (title, body, image…).")
        }
        if let height = card.height, !(height > 0 && height <= maximumLength) {
            throw .invalidValue(element: "\(id).height", message: "a card height of \(height) pt is out of range; use 1…\(maximumLengthText), or leave it out to fit the content.")
        }
        let padding = card.padding.value
        var blocks = card.content
        var leadImage: (image: BPKCardImage, size: Size)?
        if case .image(let image) = blocks[0] {
            leadImage = (image, try BPKCardContentLayout.imageSize(image, id: "\(id).image", width: width, height: nil))
            blocks.removeFirst()
        }
        let imageHeight = leadImage?.size.height ?? 0
        let innerWidth = max(width - 2 * padding, 1)
        let proposed = card.height.map { max($0 - imageHeight - 2 * padding, 1) }
        let column: MeasuredView?
        if blocks.count == 1, let only = blocks.first {
            // A lone block is offered the height inside the card's (a horizontal stack's aspect-ratio image fills it).
            let lone = try BPKCardContentLowering.view(only, id: BPKCardContentLowering.childIDs(blocks, parent: id)[0], parent: .vertical, height: proposed)
            column = try ViewLayout.measure(lone, id: id, proposal: ProposedSize(width: innerWidth, height: proposed), context: context)
        } else {
            column = blocks.isEmpty ? nil
                : try ViewLayout.measure(try BPKCardContentLowering.column(blocks, spacing: blockSpacing, id: id), id: id,
                                         proposal: ProposedSize(width: innerWidth, height: nil), context: context)
        }
        let columnNatural = try column.map { measured throws(LayoutError) in min(try measured.idealWidth(), measured.size.width) }
        let bodyHeight = column.map { $0.size.height + 2 * padding } ?? 0
        let height = card.height ?? (imageHeight + bodyHeight)
        let natural = max(columnNatural.map { $0 + 2 * padding } ?? 0, imageHeight * 1.5)
        return Measured(height: height, naturalWidth: natural) { frame throws(LayoutError) in
            try emitChrome(card, frame: frame, id: id, context: context)
            let radius = card.cornerStyle.radius
            context.emit("\(id).clip", .pushClip(ClipPrimitive(frame: frame, cornerRadius: radius)))
            if let leadImage {
                context.emit("\(id).image", .image(ImagePrimitive(frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: leadImage.size.height),
                                                                  path: leadImage.image.path, contentMode: .aspectFill, cornerRadius: 0)))
            }
            if let column {
                // `.frame(height:)` centres the content, so taller content overflows top and bottom alike.
                let slack = card.height == nil ? 0 : (frame.height - imageHeight - bodyHeight) / 2
                try column.emit(at: Point(x: frame.x + padding, y: frame.y + imageHeight + padding + slack))
            }
            context.emit("\(id).clip", .popClip)
            if card.isPressed {
                let overlay = try context.theme.color("surfaceContrast", for: "\(id).pressed").withOpacity(BPKCard.pressedOpacity)
                context.emit("\(id).pressed", .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: .solid(overlay))))
            }
        }
    }

    static func emitChrome(_ card: BPKCard, frame: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let radius = card.cornerStyle.radius
        let shadow: BPKShadow?
        var surface: String
        switch card.elevation {
        case .default: shadow = .small; surface = "surfaceDefault"
        case .focus: shadow = .large; surface = "surfaceElevated"
        case .none: shadow = nil; surface = "surfaceDefault"
        }
        // `BPKCard.backgroundColor` (docs/backpack.md "Card style"): `.onDefault` is canvasContrast whatever the elevation.
        if card.style == .onDefault { surface = "canvasContrast" }
        if let shadow {
            context.emit("\(id).shadow", .shadow(ShadowPrimitive(frame: frame, cornerRadius: radius,
                                                                 color: BPKShadow.color.withOpacity(shadow.opacity),
                                                                 blur: shadow.blur, offset: Point(x: 0, y: shadow.offsetY))))
        }
        context.emit(id, .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: try context.theme.paint(surface, for: id))))
    }
}
