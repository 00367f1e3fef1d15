import ListshotCore

extension SpecReader {
    /// A divided card (`BPKDividedCard`, docs/backpack.md "Divided card"):
    ///
    /// ```yaml
    /// - elevation: focus
    ///   divided:
    ///     primary: [{vStack: {padding: 16, content: [{title: Barcelona}]}}]
    ///     secondary: [{vStack: {padding: 16, content: [{body: 3 nights}]}}]
    /// ```
    func dividedCard(_ node: SpecNode, keys: [String: SpecNode]) throws(SpecError) -> BPKCard {
        // `BPKDividedCard` passes `padding: .none` and BPKCard's default corners, and has no height, pressed state or style.
        for stray in ["content", "view", "padding", "cornerStyle", "height", "pressed", "style"] {
            guard let n = keys[stray] else { continue }
            if stray == "content" {
                throw n.error("a divided card has no `content`; its blocks go in `divided: {primary: […], secondary: […]}`. Move them there.")
            }
            throw n.error("`\(stray)` is not a divided card key (`BPKDividedCard` has only an elevation). Remove it, or make this a plain card (no `divided:`).")
        }
        let parts = try node.mapping(allowed: ["primary", "secondary"])
        var content: [String: [BPKCardContent]] = [:]
        for part in ["primary", "secondary"] {
            guard let n = parts[part] else {
                throw node.error("missing key '\(part)'. A divided card has primary content above the divider and secondary content below it.")
            }
            let blocks = try cardContent(n)
            if blocks.isEmpty { throw n.error("is empty. Give the \(part) content at least one block (title, body, vStack…).") }
            content[part] = blocks
        }
        return BPKCard.divided(elevation: try keys["elevation"]?.choice(BPKCard.Elevation.self) ?? .default,
                               primary: content["primary"] ?? [], secondary: content["secondary"] ?? [])
    }
}
