/// Draws a `BPKSnippet` (`Backpack-SwiftUI/Snippet/Classes/BPKSnippet.swift`; docs/backpack.md
/// "Snippet"): the image at the snippet's width and its orientation's aspect ratio, aspect-filled
/// on `surfaceHighlight` and clipped with corner `.md` (12); then headline (heading5), subheading
/// (subheading) and body (bodyDefault), textPrimary, each below its own top padding.
enum BPKSnippetLayout {
    static func measure(_ snippet: BPKSnippet, id: String, width: Double, context: LayoutContext) throws(LayoutError) -> BPKCardLayout.Measured {
        let theme = context.theme
        let imageHeight = context.ceilToPixel(width / snippet.imageOrientation.aspectRatio)
        var blocks: [(block: BPKCardContentLayout.Measured, top: Double)] = []
        let texts: [(String?, String, BPKFontStyle, Double)] = [
            (snippet.headline, "headline", .heading5, snippet.headlineTopPadding),
            (snippet.subheading, "subheading", .subheading, snippet.subheadingTopPadding),
            (snippet.bodyText, "body", .bodyDefault, snippet.bodyTopPadding),
        ]
        for (text, name, style, top) in texts {
            guard let text else { continue }
            blocks.append((try BPKCardContentLayout.text(text, style: style, token: "textPrimary", id: "\(id).\(name)", width: width, context: context), top))
        }
        let textHeight = blocks.reduce(0.0) { $0 + $1.top + $1.block.size.height }
        let highlight = try theme.paint("surfaceHighlight", for: "\(id).image")
        return BPKCardLayout.Measured(height: imageHeight + textHeight, naturalWidth: BPKSnippet.railWidth) { frame throws(LayoutError) in
            let imageFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: imageHeight)
            context.emit("\(id).image.background", .rect(RectPrimitive(frame: imageFrame, cornerRadius: BPKSnippet.imageCornerRadius, fill: highlight)))
            context.emit("\(id).image", .image(ImagePrimitive(frame: imageFrame, path: snippet.image, contentMode: .aspectFill,
                                                              cornerRadius: BPKSnippet.imageCornerRadius)))
            var y = frame.y + imageHeight
            for entry in blocks {
                y += entry.top
                try entry.block.emit(Point(x: frame.x, y: y))
                y += entry.block.size.height
            }
        }
    }
}

/// Measures one card-list element: a card, a snippet or a bare view.
enum CardListElementLayout {
    static func measure(_ element: BPKCardListElement, id: String, width: Double, context: LayoutContext) throws(LayoutError) -> BPKCardLayout.Measured {
        switch element {
        case .card(let card): return try BPKCardLayout.measure(card, id: id, width: width, context: context)
        case .snippet(let snippet): return try BPKSnippetLayout.measure(snippet, id: id, width: width, context: context)
        case .view(let view):
            let measured = try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: width, height: nil), context: context)
            let natural = try measured.idealWidth()
            return BPKCardLayout.Measured(height: measured.size.height, naturalWidth: natural) { (frame: Rect) throws(LayoutError) in
                // Placed at the element's leading edge, as an HStack/VStack child the size it chose.
                try measured.emit(at: Point(x: frame.x, y: frame.y))
            }
        }
    }
}
