import ListshotCore

/// The `presentation` key: a device frame, background, padding, caption and store size around a
/// device screen (docs/screens.md, "Spec keys").
extension SpecReader {
    static let presentationKeys = ["deviceFrame", "background", "padding", "caption", "size"]
    static let captionKeys = ["keyword", "title", "position", "keywordColor", "titleColor"]

    /// ```yaml
    /// presentation:
    ///   deviceFrame: true                 # black; or silver, gold, blue; false for none
    ///   background: { from: "#F2F2F7", to: "#D1D1D6", angle: 180 }   # or "#F2F2F7", or { day: …, night: … }
    ///   padding: 48
    ///   caption: { keyword: Plans, title: All your lines in one place, position: above }
    ///   size: app-store-6.9               # app-store-6.5, app-store-13
    /// ```
    func presentation(_ node: SpecNode, device: Device) throws(SpecError) -> Presentation {
        let keys = try node.mapping(allowed: Self.presentationKeys)
        var presentation = Presentation()
        if let frameNode = keys["deviceFrame"] { presentation.deviceFrame = try deviceFrame(frameNode) }
        if let background = keys["background"] { (presentation.background, presentation.nightBackground) = try stage(background) }
        if let paddingNode = keys["padding"] {
            let padding = try paddingNode.double()
            guard (0...1000).contains(padding) else {
                throw paddingNode.error("a padding of \(padding.plainText) pt is out of range; use 0…1000.")
            }
            presentation.padding = padding
        }
        if let captionNode = keys["caption"] { presentation.caption = try caption(captionNode) }
        if let sizeNode = keys["size"] {
            let size = try sizeNode.choice(StoreSize.self)
            try checkStoreSize(size, device: device, node: sizeNode)
            presentation.size = size
        }
        return presentation
    }

    /// `true` (black), `false` (no frame) or a colour name.
    func deviceFrame(_ node: SpecNode) throws(SpecError) -> DeviceFrameColor? {
        if case .scalar(let scalar) = node.node, let on = SpecNode.yamlBool(scalar) { return on ? .black : nil }
        return try node.choice(DeviceFrameColor.self)
    }

    /// `"#RRGGBB"`, or `{ from: "#…", to: "#…", angle: 180 }` for a two-colour linear gradient
    /// (the angle as in CSS: 180 runs top to bottom).
    /// The stage by day and at night: one colour or gradient for both, or `{ day: …, night: … }`.
    func stage(_ node: SpecNode) throws(SpecError) -> (day: Paint, night: Paint) {
        // `light` and `dark` are iOS's words for day and night (docs/specs.md, "Words from iOS and SwiftUI").
        let names = ["day", "night", "light", "dark"]
        guard case .mapping(let pairs) = node.node, pairs.contains(where: { names.contains($0.key.string ?? "") }) else {
            let paint = try backgroundPaint(node)
            return (paint, paint)
        }
        let keys = try node.mapping(allowed: names)
        for (word, alias) in [("day", "light"), ("night", "dark")] where keys[word] != nil && keys[alias] != nil {
            throw node.error("gives both `\(word)` and `\(alias)`, which are the same appearance. Keep one.")
        }
        let dayNode = keys["day"] ?? keys["light"], nightNode = keys["night"] ?? keys["dark"]
        let day = try dayNode.map { n throws(SpecError) in try backgroundPaint(n) } ?? Presentation.defaultBackground
        let night = try nightNode.map { n throws(SpecError) in try backgroundPaint(n) } ?? Presentation.defaultNightBackground
        return (day, night)
    }

    func backgroundPaint(_ node: SpecNode) throws(SpecError) -> Paint {
        if case .scalar = node.node { return .solid(try literalColor(node)) }
        guard case .mapping = node.node else {
            throw node.error("expected a colour (\"#RRGGBB\") or a gradient ({ from: \"#…\", to: \"#…\", angle: 180 }), found \(node.kindName).")
        }
        let keys = try node.mapping(allowed: ["from", "to", "angle"])
        guard let fromNode = keys["from"], let toNode = keys["to"] else {
            throw node.error("a gradient needs both 'from' and 'to', e.g. { from: \"#F2F2F7\", to: \"#D1D1D6\" }.")
        }
        var angle = 180.0
        if let angleNode = keys["angle"] {
            angle = try angleNode.double()
            guard (0...360).contains(angle) else {
                throw angleNode.error("an angle of \(angle.plainText)° is out of range; use 0…360 (180 runs top to bottom).")
            }
        }
        return .linearGradient(LinearGradient(angle: angle, stops: [
            GradientStop(color: try literalColor(fromNode), location: 0),
            GradientStop(color: try literalColor(toNode), location: 1),
        ]))
    }

    /// A `#RRGGBB` or `#RRGGBBAA` colour (presentations sit outside the theme, so no tokens).
    func literalColor(_ node: SpecNode) throws(SpecError) -> RGBA {
        let text = try node.string()
        guard text.hasPrefix("#"), let color = RGBA(hex: text) else {
            throw node.error("'\(text.shortened)' is not a colour; use #RRGGBB or #RRGGBBAA, e.g. \"#F2F2F7\" (quote it: YAML reads # as a comment).")
        }
        return color
    }

    /// ```yaml
    /// caption: { keyword: Plans, title: All your lines in one place, position: below, keywordColor: "#0B2739" }
    /// ```
    func caption(_ node: SpecNode) throws(SpecError) -> Caption {
        let keys = try node.mapping(allowed: Self.captionKeys)
        guard let titleNode = keys["title"] else {
            throw node.error("missing key 'title'. Give the caption's text, e.g. `caption: { keyword: Plans, title: All your lines in one place }`.")
        }
        var caption = Caption(title: try chromeText(titleNode, "the caption's title"))
        if let keyword = keys["keyword"] { caption.keyword = try chromeText(keyword, "the keyword", optional: true) }
        if let position = keys["position"] { caption.position = try position.choice(Caption.Position.self) }
        if let color = keys["keywordColor"] { caption.keywordColor = try literalColor(color) }
        if let color = keys["titleColor"] { caption.titleColor = try literalColor(color) }
        return caption
    }

    /// A store size must be one the device is shot for: iPhone sizes for phones, the iPad size for iPads.
    func checkStoreSize(_ size: StoreSize, device: Device, node: SpecNode) throws(SpecError) {
        let isTablet = device.family == .tablet
        guard size.isIPad != isTablet else { return }
        let fitting = StoreSize.allCases.filter { $0.isIPad == isTablet }.map(\.rawValue)
        let (width, height) = size.pixels
        let kind = size.isIPad ? "an iPad" : "an iPhone"
        let other = isTablet ? "an iPhone preset" : "`device: ipad`"
        throw node.error("'\(size.rawValue)' is \(kind) screenshot size (\(width)×\(height) px) and \(device.name) cannot fill it. Use \(fitting.joined(separator: " or ")) for \(device.name), or \(other).")
    }
}
