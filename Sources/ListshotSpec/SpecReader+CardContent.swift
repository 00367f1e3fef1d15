import ListshotCore

extension SpecReader {
    static let blockKeys = ["image", "height", "title", "subtitle", "body", "badges", "price", "note", "vStack", "hStack", "spacer"]

    /// Card content blocks: `{image: FILE, height: 120}`, `{title: …}`, `{subtitle: …}`, `{body: …}`,
    /// `{badges: [{text, style}]}`, `{price: …, note: …}`, `{vStack: {spacing, content}}`,
    /// `{hStack: {spacing, content}}`, `{spacer: 8}`.
    func cardContent(_ node: SpecNode) throws(SpecError) -> [BPKCardContent] {
        try node.sequence().map { item throws(SpecError) in try block(item) }
    }

    func block(_ node: SpecNode) throws(SpecError) -> BPKCardContent {
        let keys = try node.mapping(allowed: Self.blockKeys)
        try elements.add(1, at: node)
        if let image = keys["image"] {
            guard let heightNode = keys["height"] else { throw node.error("an image block needs a `height` in points.") }
            let height = try heightNode.double()
            guard height > 0, height <= 4096 else { throw heightNode.error("a height of \(height.formatted) pt is out of range; use 1…4096.") }
            return .image(try imagePath(image), height: height)
        }
        if let n = keys["title"] { return .title(try nonEmpty(n)) }
        if let n = keys["subtitle"] { return .subtitle(try nonEmpty(n)) }
        if let n = keys["body"] { return .body(try nonEmpty(n)) }
        if let n = keys["price"] { return .price(try nonEmpty(n), note: try keys["note"].map { v throws(SpecError) in try nonEmpty(v) }) }
        if let n = keys["badges"] {
            let badges = try n.sequence().map { item throws(SpecError) -> BPKBadge in
                let k = try item.mapping(allowed: ["text", "style"])
                guard let text = k["text"] else { throw item.error("a badge needs `text`.") }
                return BPKBadge(try nonEmpty(text), style: try k["style"]?.choice(BPKBadge.Style.self) ?? .normal)
            }
            if badges.isEmpty { throw n.error("is empty. Give at least one badge, or leave the block out.") }
            return .badges(badges)
        }
        if let n = keys["spacer"] {
            let length = try n.double()
            guard length >= 0, length <= 4096 else { throw n.error("a spacer of \(length.formatted) pt is out of range (0…4096).") }
            return .spacer(length)
        }
        for key in ["vStack", "hStack"] {
            guard let n = keys[key] else { continue }
            let k = try n.mapping(allowed: ["spacing", "content"])
            let spacing = try k["spacing"]?.double() ?? 8
            guard spacing >= 0, spacing <= 4096 else { throw (k["spacing"] ?? n).error("a spacing of \(spacing.formatted) pt is out of range; use 0…4096.") }
            guard let contentNode = k["content"] else { throw n.error("a stack needs `content:` with its blocks.") }
            let blocks = try cardContent(contentNode)
            if blocks.isEmpty { throw contentNode.error("is empty. Give the stack at least one block.") }
            return key == "vStack" ? .vStack(blocks, spacing: spacing) : .hStack(blocks, spacing: spacing)
        }
        throw node.error("a content block is one of: image (with height), title, subtitle, body, badges, price, vStack, hStack, spacer.")
    }
}
