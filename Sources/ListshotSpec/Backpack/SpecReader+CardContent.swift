import ListshotCore

extension SpecReader {
    /// A content block's keys: one per ``CardBlockKind``, and the keys that qualify some of them.
    static let blockKeys = CardBlockKind.specKeys + ["height", "aspectRatio", "corner", "style", "color", "note"]

    /// Card content blocks: `{image: FILE, height: 120}` or `{image: FILE, aspectRatio: 1, corner: none}`,
    /// `{title: …, color: coreAccent}`, `{subtitle: …}`, `{body: …}`, `{text: …, style: subheading}`,
    /// `{badges: [{text, style, icon}]}`, `{price: …, note: …}`,
    /// `{vStack: {spacing, padding, content}}`, `{hStack: {spacing, alignment, padding, content}}`,
    /// `{spacer: 8}` or `{spacer: flexible}` / `{spacer: {minLength: 4}}`.
    func cardContent(_ node: SpecNode) throws(SpecError) -> [BPKCardContent] {
        try node.sequence().map { item throws(SpecError) in try block(item) }
    }

    /// The view language's spellings a block also takes (docs/backpack.md "Card content"): `vstack` is `vStack`, `hstack` is `hStack`.
    static let viewSpellings = ["vstack": "vStack", "hstack": "hStack"]

    func block(_ node: SpecNode) throws(SpecError) -> BPKCardContent {
        var keys = try node.mapping(allowed: Self.blockKeys + Self.viewSpellings.keys.sorted())
        for (spelling, key) in Self.viewSpellings.sorted(by: { $0.key < $1.key }) {
            guard let value = keys.removeValue(forKey: spelling) else { continue }
            if keys[key] != nil { throw value.error("`\(spelling)` and `\(key)` are the same block. Write one of them.") }
            keys[key] = value
        }
        try elements.add(1, at: node)
        let present = CardBlockKind.present(in: keys)
        if present.count > 1 {
            throw node.error("a content block is one kind of block, but this one has \(present.map(\.kind.rawValue).joined(separator: " and ")). Split it into one block each.")
        }
        try refuseStray(keys, kind: present.first?.kind)
        guard let (kind, value) = present.first else {
            throw node.error("a content block is one of: \(CardBlockKind.allCases.map(\.described).joined(separator: ", ")).")
        }
        let color = try keys["color"]?.choice(BPKTextColor.self)
        switch kind {
        case .image: return .image(try cardImage(value, keys: keys, node: node))
        case .title: return .title(try nonEmpty(value), color: color)
        case .subtitle: return .subtitle(try nonEmpty(value), color: color)
        case .body: return .body(try nonEmpty(value), color: color)
        case .text:
            guard let style = keys["style"] else {
                throw node.error("a text block needs a `style`: one of \(BPKFontStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return .text(try nonEmpty(value), style: try style.choice(BPKFontStyle.self), color: color)
        case .price: return .price(try nonEmpty(value), note: try keys["note"].map { v throws(SpecError) in try nonEmpty(v) })
        case .badges:
            let badges = try value.sequence().map { item throws(SpecError) in try backpackBadge(item) }
            if badges.isEmpty { throw value.error("is empty. Give at least one badge, or leave the block out.") }
            return .badges(badges)
        case .spacer: return try spacer(value)
        case .vStack: return try stack(value, horizontal: false)
        case .hStack: return try stack(value, horizontal: true)
        case .view: return .view(try view(value, scope: .spec))
        }
    }

    /// Keys that only mean something beside another one (`height` beside `image`…) must not stray.
    func refuseStray(_ keys: [String: SpecNode], kind: CardBlockKind?) throws(SpecError) {
        let owners: [String: [CardBlockKind]] = ["height": [.image], "aspectRatio": [.image], "corner": [.image], "note": [.price],
                                                 "style": [.text], "color": [.title, .subtitle, .body, .text]]
        for (key, allowed) in owners.sorted(by: { $0.key < $1.key }) {
            guard let n = keys[key], !allowed.contains(where: { $0 == kind }) else { continue }
            throw n.error("`\(key)` belongs to a \(allowed.map(\.rawValue).joined(separator: " or ")) block. Move it there, or remove it.")
        }
    }

    func cardImage(_ image: SpecNode, keys: [String: SpecNode], node: SpecNode) throws(SpecError) -> BPKCardImage {
        let path = try imagePath(image)
        let corner = try keys["corner"]?.choice(BPKCornerRadius.self) ?? .sm
        switch (keys["height"], keys["aspectRatio"]) {
        case (let h?, nil):
            let height = try h.double()
            guard height > 0, height <= maximumLength else { throw h.error("a height of \(height.plainText) pt is out of range; use 1…\(maximumLengthText).") }
            return BPKCardImage(path, height: height, corner: corner)
        case (nil, let r?):
            let ratio = try r.double()
            guard ratio >= 0.05, ratio <= 20 else {
                throw r.error("an aspect ratio of \(ratio.plainText) is out of range; use 0.05…20 (width ÷ height: 1 is square, 1.5 is 3:2).")
            }
            return BPKCardImage(path, aspectRatio: ratio, corner: corner)
        case (_?, _?):
            throw node.error("an image block takes `height` or `aspectRatio`, not both.")
        case (nil, nil):
            throw node.error("an image block needs a `height` in points or an `aspectRatio` (width ÷ height).")
        }
    }

    /// `spacer: 8` (fixed), `spacer: flexible` or `spacer: {minLength: 4}` (SwiftUI `Spacer()`).
    func spacer(_ n: SpecNode) throws(SpecError) -> BPKCardContent {
        if case .mapping = n.node {
            let k = try n.mapping(allowed: ["minLength"])
            let minLength = try k["minLength"]?.double() ?? 0
            guard minLength >= 0, minLength <= maximumLength else {
                throw (k["minLength"] ?? n).error("a minimum length of \(minLength.plainText) pt is out of range (0…\(maximumLengthText)).")
            }
            return .flexibleSpacer(minLength: minLength)
        }
        if case .scalar(let scalar) = n.node {
            if scalar.string == "flexible" { return .flexibleSpacer() }
            if n.node.float == nil {
                throw n.error("expected a length in points, `flexible`, or `{minLength: N}`, found '\(n.describe.shortened)'.")
            }
        }
        let length = try n.double()
        guard length >= 0, length <= maximumLength else { throw n.error("a spacer of \(length.plainText) pt is out of range (0…\(maximumLengthText)).") }
        return .spacer(length)
    }

    func stack(_ n: SpecNode, horizontal: Bool) throws(SpecError) -> BPKCardContent {
        let k = try n.mapping(allowed: horizontal ? ["spacing", "alignment", "padding", "content"] : ["spacing", "padding", "content"])
        let spacing = try k["spacing"]?.double() ?? 8
        guard spacing >= 0, spacing <= maximumLength else { throw (k["spacing"] ?? n).error("a spacing of \(spacing.plainText) pt is out of range; use 0…\(maximumLengthText).") }
        let padding = try k["padding"]?.double() ?? 0
        guard padding >= 0, padding <= 1024 else { throw (k["padding"] ?? n).error("a padding of \(padding.plainText) pt is out of range; use 0…1024.") }
        guard let contentNode = k["content"] else { throw n.error("a stack needs `content:` with its blocks.") }
        let blocks = try cardContent(contentNode)
        if blocks.isEmpty { throw contentNode.error("is empty. Give the stack at least one block.") }
        if horizontal {
            return .hStack(blocks, spacing: spacing, alignment: try k["alignment"]?.choice(BPKVerticalAlignment.self) ?? .center, padding: padding)
        }
        return .vStack(blocks, spacing: spacing, padding: padding)
    }

    /// A Backpack badge: `{text, style, icon}`.
    func backpackBadge(_ item: SpecNode) throws(SpecError) -> BPKBadge {
        let k = try item.mapping(allowed: ["text", "style", "icon"])
        guard let text = k["text"] else { throw item.error("a badge needs `text`.") }
        return BPKBadge(try nonEmpty(text), style: try k["style"]?.choice(BPKBadge.Style.self) ?? .normal,
                        icon: try k["icon"].map { n throws(SpecError) in try icon(n) })
    }
}
