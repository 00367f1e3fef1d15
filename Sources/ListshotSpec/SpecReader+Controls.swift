import ListshotCore

extension SpecReader {
    static let controlKinds = ["navigation", "switch", "checkbox", "radio", "text", "button", "icon", "centered"]

    /// A cell control:
    ///
    /// ```yaml
    /// control: navigation                       # or {navigation: {badge: 3}} / {badge: dot}
    /// control: {switch: true}                   # also checkbox: true, radio: false
    /// control: {text: "12 GB"}
    /// control: {button: Buy}                    # or {button: {text: Buy, style: secondary}}
    /// control: {icon: info}
    /// control: {centered: {switch: false}}      # VerticallyCenteredPresetView
    /// ```
    func control(_ node: SpecNode) throws(SpecError) -> CellControl {
        if case .scalar = node.node {
            let text = try node.string()
            guard text == "navigation" else {
                let hint = Spelling.closest(to: text, in: Self.controlKinds).map { "Did you mean '\($0)'? " } ?? ""
                throw node.error("'\(text)' is not a control. \(hint)Use `navigation`, or one of {\(Self.controlKinds.joined(separator: ", "))}, e.g. `{switch: true}`.")
            }
            return .navigation(badge: nil)
        }
        let keys = try node.mapping(allowed: Self.controlKinds)
        guard keys.count == 1, let (kind, value) = keys.first else {
            throw node.error("give exactly one of \(Self.controlKinds.joined(separator: ", ")).")
        }
        switch kind {
        case "switch": return .switch(isOn: try value.bool())
        case "checkbox": return .checkbox(isChecked: try value.bool())
        case "radio": return .radio(isSelected: try value.bool())
        case "icon": return .icon(try icon(value))
        case "text":
            let text = try value.string()
            if text.isEmpty { throw value.error("the text is empty. Give the value to show, or leave the control out.") }
            return .text(text)
        case "button": return try button(value)
        case "centered":
            let inner = try control(value)
            if case .verticallyCentered = inner { throw value.error("is centred twice; one `centered` is enough.") }
            return .verticallyCentered(inner)
        default: return try navigation(value)
        }
    }

    func navigation(_ node: SpecNode) throws(SpecError) -> CellControl {
        if case .scalar(let scalar) = node.node, scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" {
            return .navigation(badge: nil)
        }
        let options = try node.mapping(allowed: ["badge"])
        guard let badgeNode = options["badge"] else { return .navigation(badge: nil) }
        if case .scalar(let scalar) = badgeNode.node, scalar.string == "dot" { return .navigation(badge: .dot) }
        guard case .scalar = badgeNode.node, badgeNode.node.int != nil else {
            throw badgeNode.error("expected a badge count or `dot`, found '\(badgeNode.describe)'.")
        }
        let count = try badgeNode.int()
        guard count >= 0 else { throw badgeNode.error("a badge of \(count) is negative. Use 0 to hide it, a count, or `dot`.") }
        return .navigation(badge: .count(count))
    }

    func button(_ node: SpecNode) throws(SpecError) -> CellControl {
        if case .scalar = node.node {
            let text = try node.string()
            if text.isEmpty { throw node.error("the button title is empty.") }
            return .button(text)
        }
        let keys = try node.mapping(allowed: ["text", "style"])
        guard let textNode = keys["text"] else { throw node.error("missing key 'text'. A button needs a title.") }
        let text = try textNode.string()
        if text.isEmpty { throw textNode.error("the button title is empty.") }
        return .button(text, style: try keys["style"]?.choice(CellButtonStyle.self) ?? .primary)
    }
}
