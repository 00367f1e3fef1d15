/// Draws a `BPKSnippet` (`Backpack-SwiftUI/Snippet/Classes/BPKSnippet.swift`; docs/backpack.md
/// "Snippet"): the image at the snippet's width and its orientation's aspect ratio, aspect-filled
/// on `surfaceHighlight` and clipped with corner `.md` (12); then headline (heading4), description
/// (subheading, 32 below it) and body (bodyDefault), 8 apart, textPrimary.
enum BPKSnippetLayout {
    static func measure(_ snippet: BPKSnippet, id: String, width: Double, context: LayoutContext) throws(LayoutError) -> BPKCardLayout.Measured {
        let theme = context.theme
        let imageHeight = context.ceilToPixel(width / snippet.imageOrientation.aspectRatio)
        var blocks: [(id: String, block: BPKCardContentLayout.Measured, bottom: Double)] = []
        let texts: [(String?, String, BPKFontStyle, Double)] = [
            (snippet.headline, "headline", .heading4, 0),
            (snippet.description, "description", .subheading, BPKSnippet.descriptionBottomPadding),
            (snippet.bodyText, "body", .bodyDefault, 0),
        ]
        for (text, name, style, bottom) in texts {
            guard let text else { continue }
            let block = try BPKCardContentLayout.text(text, style: style, token: "textPrimary", id: "\(id).\(name)", width: width, context: context)
            blocks.append(("\(id).\(name)", block, bottom))
        }
        let textHeight = blocks.reduce(0.0) { $0 + BPKSnippet.spacing + $1.block.size.height + $1.bottom }
        let highlight = try theme.paint("surfaceHighlight", for: "\(id).image")
        return BPKCardLayout.Measured(height: imageHeight + textHeight, naturalWidth: BPKSnippet.railWidth) { frame throws(LayoutError) in
            let imageFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: imageHeight)
            context.emit("\(id).image.background", .rect(RectPrimitive(frame: imageFrame, cornerRadius: BPKSnippet.imageCornerRadius, fill: highlight)))
            context.emit("\(id).image", .image(ImagePrimitive(frame: imageFrame, path: snippet.image, contentMode: .aspectFill,
                                                              cornerRadius: BPKSnippet.imageCornerRadius)))
            var y = frame.y + imageHeight
            for entry in blocks {
                y += BPKSnippet.spacing
                try entry.block.emit(Point(x: frame.x, y: y))
                y += entry.block.size.height + entry.bottom
            }
        }
    }
}

/// Measures one card-list element, card or snippet.
enum CardListElementLayout {
    static func measure(_ element: BPKCardListElement, id: String, width: Double, context: LayoutContext) throws(LayoutError) -> BPKCardLayout.Measured {
        switch element {
        case .card(let card): return try BPKCardLayout.measure(card, id: id, width: width, context: context)
        case .snippet(let snippet): return try BPKSnippetLayout.measure(snippet, id: id, width: width, context: context)
        }
    }
}
