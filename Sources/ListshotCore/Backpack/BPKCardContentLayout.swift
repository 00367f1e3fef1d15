/// Measures and draws the building blocks of a card's content (``BPKCardContent``).
///
/// Two passes: `measure` sizes a block at a width — and, for a horizontal stack in a card with a
/// fixed height, at a proposed height — and reports its natural (unwrapped) width, for rail cards
/// without `cardWidth`; the returned `emit` draws it at an origin. Text styles are Backpack's
/// (`BPKFontStyle`, docs/components.md §2 "Typography").
enum BPKCardContentLayout {
    /// A measured block: its size, its natural (unwrapped) width, and how to draw it.
    struct Measured {
        var size: Size
        var naturalWidth: Double
        var emit: (Point) throws(LayoutError) -> Void
    }

    static let badgeGap = 8.0
    static let badgePadding = EdgeInsets(horizontal: 8, vertical: 4)
    static let badgeCornerRadius = 4.0
    static let badgeIconSize = 16.0
    static let badgeIconGap = 4.0

    static func measure(_ block: BPKCardContent, id: String, width: Double, height: Double? = nil,
                        context: LayoutContext) throws(LayoutError) -> Measured {
        switch block {
        case .image(let image):
            let size = try imageSize(image, id: id, width: width, height: nil)
            return Measured(size: size, naturalWidth: size.height * 1.5) { origin throws(LayoutError) in
                emitImage(image, id: id, frame: Rect(origin: origin, size: size), context: context)
            }
        case .title(let text, let color):
            return try self.text(text, style: .heading5, token: color?.rawValue ?? "textPrimary", id: id, width: width, context: context)
        case .subtitle(let text, let color):
            return try self.text(text, style: .footnote, token: color?.rawValue ?? "textSecondary", id: id, width: width, context: context)
        case .body(let text, let color):
            return try self.text(text, style: .bodyDefault, token: color?.rawValue ?? "textPrimary", id: id, width: width, context: context)
        case .text(let text, let style, let color):
            return try self.text(text, style: style, token: color?.rawValue ?? "textPrimary", id: id, width: width, context: context)
        case .badges(let badges):
            return try self.badges(badges, id: id, width: width, context: context)
        case .price(let price, let note):
            return try self.price(price, note: note, id: id, width: width, context: context)
        case .vStack(let blocks, let spacing, let padding):
            return try vertical(blocks, spacing: spacing, padding: padding, id: id, width: width, context: context)
        case .hStack(let blocks, let spacing, let alignment, let padding):
            return try horizontal(blocks, spacing: spacing, alignment: alignment, padding: padding, id: id, width: width,
                                  height: height, context: context)
        case .spacer(let length):
            guard length >= 0 else { throw .invalidValue(element: id, message: "a spacer of \(length) pt is negative.") }
            return Measured(size: Size(width: 0, height: length), naturalWidth: 0) { _ throws(LayoutError) in }
        case .flexibleSpacer(let minLength):
            guard minLength >= 0 else { throw .invalidValue(element: id, message: "a spacer's minimum length of \(minLength) pt is negative.") }
            return Measured(size: Size(width: 0, height: minLength), naturalWidth: 0) { _ throws(LayoutError) in }
        case .view(let view):
            // Offered the content's width (and a fixed card's height, in a horizontal stack); its
            // natural width is its ideal one, which a rail card without `cardWidth` takes.
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: width, height: height), context: context)
            return Measured(size: measured.size, naturalWidth: try measured.idealWidth()) { origin throws(LayoutError) in
                try measured.emit(at: origin)
            }
        }
    }

    /// An image's size: a fixed height at the container's width; an aspect ratio at the proposed
    /// height when there is one (in a horizontal stack), else at the container's width.
    static func imageSize(_ image: BPKCardImage, id: String, width: Double, height: Double?) throws(LayoutError) -> Size {
        switch image.sizing {
        case .height(let h):
            guard h > 0, h <= maximumLength else {
                throw .invalidValue(element: id, message: "an image height of \(h) pt is out of range; use 1…\(maximumLengthText).")
            }
            return Size(width: width, height: h)
        case .aspectRatio(let ratio):
            guard ratio >= 0.05, ratio <= 20 else {
                throw .invalidValue(element: id, message: "an aspect ratio of \(ratio) is out of range; use 0.05…20 (width ÷ height, 1 is square).")
            }
            if let height { return Size(width: height * ratio, height: height) }
            return Size(width: width, height: width / ratio)
        }
    }

    static func emitImage(_ image: BPKCardImage, id: String, frame: Rect, context: LayoutContext) {
        context.emit(id, .image(ImagePrimitive(frame: frame, path: image.path, contentMode: .aspectFill, cornerRadius: image.corner.value)))
    }

    static func text(_ string: String, style: BackpackTextStyle, token: String, id: String, width: Double,
                     context: LayoutContext) throws(LayoutError) -> Measured {
        let (request, measured) = try context.measureText(string, id: id, style: style.style(in: context.theme), width: width, maxLines: 0)
        let color = try context.theme.color(token, for: id)
        return Measured(size: Size(width: width, height: measured.size.height), naturalWidth: measured.size.width) { origin throws(LayoutError) in
            context.emitText(request, measured, id: id, at: origin, color: color)
        }
    }

    static func price(_ price: String, note: String?, id: String, width: Double,
                      context: LayoutContext) throws(LayoutError) -> Measured {
        let theme = context.theme
        let main = try text(price, style: .heading4, token: "textPrimary", id: id, width: width, context: context)
        guard let note else { return main }
        // The note sits after the price on the same baseline row when it fits, else below it.
        let (request, measured) = try context.measureText(price, id: id, style: BackpackTextStyle.heading4.style(in: theme), width: width, maxLines: 0)
        let (fitted, fit) = context.remeasure(request, width: max(measured.size.width, 1))
        let remaining = width - fit.size.width - 4
        let noteBlock = try text(note, style: .footnote, token: "textSecondary", id: "\(id).note",
                                 width: remaining >= 48 ? remaining : width, context: context)
        let sameRow = remaining >= 48 && noteBlock.size.height <= fit.size.height
        let height = sameRow ? fit.size.height : fit.size.height + noteBlock.size.height
        let color = try theme.color("textPrimary", for: id)
        return Measured(size: Size(width: width, height: height), naturalWidth: main.naturalWidth + 4 + noteBlock.naturalWidth) { origin throws(LayoutError) in
            context.emitText(fitted, fit, id: id, at: origin, color: color)
            let noteOrigin = sameRow ? Point(x: origin.x + fit.size.width + 4, y: origin.y + fit.size.height - noteBlock.size.height)
                                     : Point(x: origin.x, y: origin.y + fit.size.height)
            try noteBlock.emit(noteOrigin)
        }
    }
}
