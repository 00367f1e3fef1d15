import ListshotCore

extension SpecReader {
    /// The keys of a content item: one per ``ComponentKind``, and `padding`.
    static let contentKeys = ComponentKind.specKeys + ["padding"]

    /// What a content item holds, for messages: the generated kind names.
    static let contentKinds = "exactly one of: \(ComponentKind.keyList) (and optionally `padding`)."

    /// A content item: one component, optionally with outer `padding:` (docs/screens.md "Outer padding").
    func component(_ node: SpecNode) throws(SpecError) -> Component {
        var keys = try node.mapping(allowed: Self.contentKeys, unknownKeyHelp: "Each content item has \(Self.contentKinds)")
        guard let paddingNode = keys.removeValue(forKey: "padding") else { return try bareComponent(node, keys: keys) }
        if let spacer = keys[ComponentKind.spacer.rawValue] {
            throw spacer.error("a spacer is already empty space; give it the height you want instead of `padding`.")
        }
        let insets = try outerPadding(paddingNode)
        return .padded(insets, try bareComponent(node, keys: keys))
    }

    /// `padding: 16` (every side) or `{top, leading, bottom, trailing}` (missing sides are 0).
    func outerPadding(_ node: SpecNode) throws(SpecError) -> EdgeInsets {
        func side(_ value: SpecNode) throws(SpecError) -> Double {
            let length = try value.double()
            guard length >= 0, length <= maximumLength else {
                throw value.error("a padding of \(length.plainText) pt is out of range (0…\(maximumLengthText)).")
            }
            return length
        }
        if case .scalar = node.node { return EdgeInsets(all: try side(node)) }
        let keys = try node.mapping(allowed: ["top", "leading", "bottom", "trailing"])
        if keys.isEmpty { throw node.error("is empty. Give a number for every side, or some of top, leading, bottom, trailing.") }
        return EdgeInsets(top: try keys["top"].map { n throws(SpecError) in try side(n) } ?? 0,
                          leading: try keys["leading"].map { n throws(SpecError) in try side(n) } ?? 0,
                          bottom: try keys["bottom"].map { n throws(SpecError) in try side(n) } ?? 0,
                          trailing: try keys["trailing"].map { n throws(SpecError) in try side(n) } ?? 0)
    }

    /// The one component a content item's `keys` (without `padding`) name.
    func bareComponent(_ node: SpecNode, keys: [String: SpecNode]) throws(SpecError) -> Component {
        let present = ComponentKind.present(in: keys)
        guard present.count == 1, keys.count == 1, let (kind, value) = present.first else {
            throw node.error("each content item has \(Self.contentKinds)")
        }
        return try component(kind, value)
    }

    /// The reader for each kind of content item.
    func component(_ kind: ComponentKind, _ node: SpecNode) throws(SpecError) -> Component {
        switch kind {
        case .list: return .cellList(try cellList(node))
        case .materialList: return .materialList(try materialList(node))
        case .cardList: return .cardList(try cardList(node))
        case .listKit: return .listKit(try listKit(node))
        case .spacer: return .spacer(try spacerHeight(node))
        case .tags: return .tagSheet(try tagSheet(node))
        case .badges: return .badgeSheet(try badgeSheet(node))
        case .sectionHeader: return .sectionHeader(try sectionHeader(node))
        case .backpackBadges: return .backpackBadges(try backpackBadges(node))
        case .sectionTitle: return .sectionTitle(try sectionTitle(node))
        case .view: return .view(try view(node, scope: .spec))
        }
    }

    /// `spacer: 24`: empty space of that height in points.
    func spacerHeight(_ node: SpecNode) throws(SpecError) -> Double {
        let height = try node.double()
        guard height >= 0, height <= maximumLength else { throw node.error("a spacer of \(height) pt is out of range (0…\(maximumLengthText)).") }
        return height
    }
}
