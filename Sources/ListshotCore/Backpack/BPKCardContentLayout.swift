/// Measures and draws the leaf blocks of a card's content (``BPKCardContent``) that keep their
/// own drawing: images, badge rows and prices. Everything else — text, stacks, spacers, views —
/// is lowered to a view tree (``BPKCardContentLowering``) and laid out by the view engine
/// (docs/backpack.md "Card content"). Text styles are Backpack's (`BPKFontStyle`, docs/components.md §2 "Typography").
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

    /// A leaf block (``ViewKind/cardBlock(_:)``: image, badges, price) offered `proposal` by the
    /// view engine: its size and how to draw it. An image takes the width offered (nil: 1.5 × a
    /// fixed height, the rail's natural width for it before); badges and a price are as wide as
    /// their natural width or the width offered, whichever is less, laid out at the width offered.
    static func leaf(_ block: BPKCardContent, id: String, proposal: ProposedSize,
                     context: LayoutContext) throws(LayoutError) -> Measured {
        let offered = proposal.width.map { min($0, ViewLayoutEngine.unboundedTextWidth) }
        switch block {
        case .image(let image):
            var size = try imageSize(image, id: id, width: offered ?? 0, height: nil)
            if offered == nil, case .height(let h) = image.sizing { size.width = h * 1.5 }
            return Measured(size: size, naturalWidth: size.width) { origin throws(LayoutError) in
                emitImage(image, id: id, frame: Rect(origin: origin, size: size), context: context)
            }
        case .badges(let badges):
            return fitted(try self.badges(badges, id: id, width: offered ?? ViewLayoutEngine.unboundedTextWidth, context: context),
                          offered: offered, context: context)
        case .price(let price, let note):
            return fitted(try self.price(price, note: note, id: id, width: offered ?? ViewLayoutEngine.unboundedTextWidth, context: context),
                          offered: offered, context: context)
        default:
            throw .invalidValue(element: id, message: "a \(block.kindName) block is a view, not a leaf. Lower it with `BPKCardContentLowering`.")
        }
    }

    /// `measured` at its natural width when that is less than the width offered.
    private static func fitted(_ measured: Measured, offered: Double?, context: LayoutContext) -> Measured {
        var copy = measured
        copy.size.width = min(offered ?? .infinity, context.ceilToPixel(measured.naturalWidth))
        return copy
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
