import ListshotCore

extension SpecReader {
    static let snippetKeys = ["image", "accessibilityLabel", "headline", "subheading", "description", "body", "imageOrientation"]
    static let sectionHeaderKeys = ["title", "description", "style", "button", "padding"]

    /// A `BPKSnippet` card-list element:
    ///
    /// ```yaml
    /// - snippet:
    ///     image: ../assets/amsterdam.png
    ///     headline: Amsterdam                  # heading5, 16 below the image
    ///     subheading: By boat or on foot       # subheading, 4 below (`description` is the older API's name)
    ///     body: Body text                      # bodyDefault, 32 below a subheading (4 below a headline)
    ///     imageOrientation: landscape          # landscape (3:2) | square | portrait (5:7)
    /// ```
    func snippet(_ node: SpecNode) throws(SpecError) -> BPKSnippet {
        let keys = try node.mapping(allowed: Self.snippetKeys)
        guard let image = keys["image"] else { throw node.error("a snippet needs an `image` (a PNG file).") }
        if let older = keys["description"], keys["subheading"] != nil {
            throw older.error("`description` is the older name of `subheading`; give one of them.")
        }
        let text = { (key: String) throws(SpecError) -> String? in try keys[key].map { n throws(SpecError) in try self.nonEmpty(n) } }
        let subheading = try text("subheading")
        let older = try text("description")
        return BPKSnippet(image: try imagePath(image), accessibilityLabel: try text("accessibilityLabel"), headline: try text("headline"),
                          subheading: subheading ?? older, bodyText: try text("body"),
                          imageOrientation: try keys["imageOrientation"]?.choice(BPKSnippet.ImageOrientation.self) ?? .landscape)
    }

    /// A standalone `BPKSectionHeader`:
    ///
    /// ```yaml
    /// - sectionHeader:
    ///     title: Explore
    ///     description: Ideas for your next trip
    ///     style: onDark                        # default | onDark (on surfaceContrast)
    ///     button: { icon: arrow-right, accessibilityLabel: See all }
    ///     padding: { edges: [top, leading, bottom, trailing], spacing: base }
    /// ```
    func sectionHeader(_ node: SpecNode) throws(SpecError) -> BPKSectionHeader {
        let keys = try node.mapping(allowed: Self.sectionHeaderKeys)
        guard let title = keys["title"] else { throw node.error("missing key 'title'. A section header has a title.") }
        return BPKSectionHeader(title: try nonEmpty(title), description: try keys["description"].map { n throws(SpecError) in try nonEmpty(n) },
                                style: try keys["style"]?.choice(BPKSectionHeader.Style.self) ?? .default,
                                button: try keys["button"].map { n throws(SpecError) in try headerButton(n) },
                                padding: try keys["padding"].map { n throws(SpecError) in try headerPadding(n) } ?? BPKHeaderPadding())
    }

    /// A sheet of standalone Backpack badges: `{onDark: true, badges: [{text, style, icon}]}`.
    func backpackBadges(_ node: SpecNode) throws(SpecError) -> BPKBadgeSheet {
        let keys = try node.mapping(allowed: ["onDark", "badges"])
        guard let list = keys["badges"] else { throw node.error("missing key 'badges'. List the badges: [{text: Deal, style: brand}].") }
        let badges = try list.sequence().map { item throws(SpecError) in try backpackBadge(item) }
        if badges.isEmpty { throw list.error("is empty. Give at least one badge.") }
        try elements.add(badges.count, at: list)
        return BPKBadgeSheet(onDark: try keys["onDark"]?.bool() ?? false, badges: badges)
    }
}
