import ListshotCore

extension SpecReader {
    static let sectionKeys = ["header", "footer", "sticky", "sizeRule", "insets", "interitemSpacing", "hasNextPage", "items"]

    /// A ListKit list:
    ///
    /// ```yaml
    /// - listKit:
    ///     height: 400
    ///     scrollOffset: 120
    ///     sections:
    ///       - header: {title: Colours}
    ///         sticky: true
    ///         sizeRule: {grid: {itemsPerRow: 3, aspectRatio: 1, horizontalPadding: 16, interitemSpacing: 8}}
    ///         items: [{swatch: coreAccent, repeat: 9}]
    /// ```
    func listKit(_ node: SpecNode) throws(SpecError) -> ListKitList {
        let keys = try node.mapping(allowed: ["height", "scrollOffset", "sections"])
        guard let sectionsNode = keys["sections"] else { throw node.error("missing key 'sections'. Give the list at least one section.") }
        let sections = try sectionsNode.sequence().map { item throws(SpecError) in try listSection(item) }
        if sections.isEmpty { throw sectionsNode.error("is empty. Give the list at least one section.") }
        var height: Double?
        if let n = keys["height"] {
            let value = try n.double()
            guard value > 0, value <= 8192 else { throw n.error("a height of \(value.plainText) pt is out of range; use 1…8192.") }
            height = value
        }
        return ListKitList(sections: sections, height: height, scrollOffset: try keys["scrollOffset"]?.double() ?? 0)
    }

    func listSection(_ node: SpecNode) throws(SpecError) -> ListSection {
        let keys = try node.mapping(allowed: Self.sectionKeys)
        guard let itemsNode = keys["items"] else { throw node.error("missing key 'items'. List the section's items.") }
        var items: [ListItem] = []
        for item in try itemsNode.sequence() {
            if let each = try forEachNode(item) {
                let expanded = try forEach(each, scope: .spec)
                try elements.add(expanded.count, at: item)
                items += expanded.map { ListItem(.view($0)) }
                continue
            }
            let before = elements.count
            let (value, times) = try listItem(item)
            try elements.add((times - 1) * (elements.count - before) + times, at: item)
            items += Array(repeating: value, count: times)
        }
        let spacing = try keys["interitemSpacing"]?.double() ?? 0
        guard spacing >= 0 else { throw (keys["interitemSpacing"] ?? node).error("\(spacing.plainText) is negative; use 0 or more.") }
        return ListSection(header: try keys["header"].map { n throws(SpecError) in try supplementary(n) },
                           footer: try keys["footer"].map { n throws(SpecError) in try supplementary(n) },
                           isHeaderSticky: try keys["sticky"]?.bool() ?? false,
                           sizeRule: try keys["sizeRule"].map { n throws(SpecError) in try sizeRule(n) } ?? .absolute(height: 44),
                           insets: try keys["insets"].map { n throws(SpecError) in try insets(n) } ?? .zero,
                           interitemSpacing: spacing, items: items, hasNextPage: try keys["hasNextPage"]?.bool() ?? false)
    }

    func sizeRule(_ node: SpecNode) throws(SpecError) -> ListSizeRule {
        let keys = try node.mapping(allowed: SizeRuleKind.specKeys)
        guard keys.count == 1, let (kind, value) = SizeRuleKind.present(in: keys).first else {
            throw node.error("give exactly one of: \(SizeRuleKind.keyList).")
        }
        switch kind {
        case .absolute:
            let k = try value.mapping(allowed: ["width", "height"])
            guard let h = k["height"] else { throw value.error("an absolute size needs a `height` (the width defaults to the list's).") }
            let height = try positive(h)
            return .absolute(width: try k["width"].map { n throws(SpecError) in try positive(n) }, height: height)
        case .relative:
            let k = try value.mapping(allowed: ["width", "height"])
            func fraction(_ key: String) throws(SpecError) -> Double {
                guard let n = k[key] else { return 1 }
                let v = try n.double()
                guard v >= 0.01, v <= 1 else { throw n.error("a fraction of \(v.plainText) is out of range; use 0.01…1.") }
                return v
            }
            return .relative(width: try fraction("width"), height: try fraction("height"))
        case .grid:
            let k = try value.mapping(allowed: ["itemsPerRow", "aspectRatio", "horizontalPadding", "additionalHeight", "interitemSpacing"])
            guard let perRow = k["itemsPerRow"] else { throw value.error("a grid needs `itemsPerRow`.") }
            let n = try perRow.int()
            guard n >= 1, n <= 100 else { throw perRow.error("\(n) items per row is out of range; use 1…100.") }
            let ratio = try k["aspectRatio"]?.double() ?? 1
            guard ratio >= 0.01, ratio <= 100 else { throw (k["aspectRatio"] ?? value).error("an aspect ratio of \(ratio.plainText) is out of range (0.01…100). Use width ÷ height, e.g. 1 for squares or 1.5 for 3:2.") }
            func nonNegative(_ key: String) throws(SpecError) -> Double {
                guard let n = k[key] else { return 0 }
                let v = try n.double()
                guard v >= 0 else { throw n.error("\(v.plainText) is negative; use 0 or more.") }
                return v
            }
            return .grid(itemsPerRow: n, aspectRatio: ratio, horizontalPadding: try nonNegative("horizontalPadding"),
                         additionalHeight: try nonNegative("additionalHeight"), interitemSpacing: try nonNegative("interitemSpacing"))
        }
    }

    func positive(_ node: SpecNode) throws(SpecError) -> Double {
        let value = try node.double()
        guard value > 0, value <= 8192 else { throw node.error("\(value.plainText) pt is out of range; use a positive size up to 8192.") }
        return value
    }

    func insets(_ node: SpecNode) throws(SpecError) -> EdgeInsets {
        let keys = try node.mapping(allowed: ["top", "leading", "bottom", "trailing"])
        func side(_ key: String) throws(SpecError) -> Double {
            guard let n = keys[key] else { return 0 }
            let v = try n.double()
            guard v >= 0 else { throw n.error("\(v.plainText) is negative; use 0 or more.") }
            return v
        }
        return EdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    func supplementary(_ node: SpecNode) throws(SpecError) -> ListSupplementaryView {
        let keys = try node.mapping(allowed: ["title", "image", "view", "height", "effect", "factor"])
        if let viewNode = keys["view"] {
            if let extra = keys["title"] ?? keys["image"] ?? keys["effect"] ?? keys["factor"] {
                throw extra.error("a view header takes only `view` and `height`; give the view its own title or image.")
            }
            return .view(try view(viewNode, scope: .spec), height: try keys["height"].map { n throws(SpecError) in try positive(n) } ?? 44)
        }
        if let title = keys["title"] {
            if let extra = keys["image"] ?? keys["effect"] ?? keys["factor"] {
                throw extra.error("a title header takes only `title` and `height`; `image`, `effect` and `factor` belong to image headers.")
            }
            return .title(try nonEmpty(title), height: try keys["height"].map { n throws(SpecError) in try positive(n) } ?? 44)
        }
        guard let image = keys["image"] else { throw node.error("a header or footer is `{title: …}`, `{image: FILE, height: …}` or `{view: VIEW, height: …}`.") }
        guard let h = keys["height"] else { throw node.error("an image header needs a `height`.") }
        let effect: ListHeaderEffect
        switch try keys["effect"]?.string() ?? "none" {
        case "none": effect = .none
        case "stretchy": effect = .stretchy
        case "parallax":
            let factor = try keys["factor"]?.double() ?? 0.5
            guard (0...1).contains(factor) else { throw (keys["factor"] ?? node).error("a factor of \(factor.plainText) is outside 0…1.") }
            effect = .parallax(factor: factor)
        case let other:
            throw (keys["effect"] ?? node).error("'\(other)' is not one of none, parallax, stretchy.")
        }
        return .image(try imagePath(image), height: try positive(h), effect: effect)
    }

    /// An item and how many times it repeats.
    func listItem(_ node: SpecNode) throws(SpecError) -> (ListItem, Int) {
        let keys = try node.mapping(allowed: ListItemKind.specKeys + ["indent", "repeat"])
        let times = try keys["repeat"]?.int() ?? 1
        guard (1...500).contains(times) else { throw (keys["repeat"] ?? node).error("repeat \(times) is out of range; use 1…500.") }
        let indent = try keys["indent"]?.int() ?? 0
        guard (0...16).contains(indent) else { throw (keys["indent"] ?? node).error("an indent of \(indent) is out of range; use 0…16.") }
        guard let (kind, value) = ListItemKind.present(in: keys).first else {
            throw node.error("an item is one of: \(ListItemKind.allCases.map(\.described).joined(separator: ", ")).")
        }
        let content: ListItemContent
        switch kind {
        case .swatch:
            content = .swatch(try colorReference(value), label: try keys[ListItemKind.label.rawValue].map { n throws(SpecError) in try nonEmpty(n) })
        case .label: content = .label(try nonEmpty(value))
        case .image: content = .image(try imagePath(value))
        case .cell: content = .cell(try cell(value))
        case .view: content = .view(try view(value, scope: .spec))
        }
        return (ListItem(content, indentLevel: indent), times)
    }
}
