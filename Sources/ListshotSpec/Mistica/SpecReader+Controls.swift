import ListshotCore
import ListshotText

extension SpecReader {
    /// A cell control:
    ///
    /// ```yaml
    /// control: navigation                       # or {navigation: {badge: 3}} / {badge: dot}
    /// control: {switch: true}                   # also checkbox: true, radio: false
    /// control: {text: "12 GB"}
    /// control: {button: Buy}                    # or {button: {text: Buy, style: secondary}}
    /// control: {icon: info}
    /// control: {centered: {switch: false}}      # VerticallyCenteredPresetView
    /// control: {centered: {switch: false}, background: backgroundAlternative}   # … filling its slot
    /// control: {badge: 3}                       # NavigationPresetView, isNavigationIconHidden
    /// control: {navigation: {badge: dot, chevronHidden: true}}   # the same
    /// control: {custom: {width: 40, height: 40, color: "#FF0000"}}   # a placeholder view
    /// control: {custom: {width: 40, height: stretch}}                  # … as tall as the row
    /// ```
    func control(_ node: SpecNode) throws(SpecError) -> CellControl {
        if case .scalar = node.node {
            let text = try node.string()
            guard ControlKind(rawValue: text) == .navigation else {
                // The right word as a bare value: say which shape it takes (docs/specs.md, "Controls").
                if let kind = ControlKind(rawValue: text) {
                    throw node.error("`\(kind.rawValue)` is a control that takes a value, so it is written as a mapping: `control: \(kind.example)`. Only `navigation` stands alone.")
                }
                if let message = ControlKind.iOSWordMessage(text) { throw node.error(message) }
                let hint = Spelling.closest(to: text, in: ControlKind.specKeys).map { "Did you mean '\($0)'? " } ?? ""
                throw node.error("'\(text.shortened)' is not a control. \(hint)Use `\(ControlKind.navigation.rawValue)`, or one of {\(ControlKind.keyList)}, e.g. `{switch: true}`.")
            }
            return .navigation(badge: nil)
        }
        if case .mapping(let pairs) = node.node {
            for (keyNode, _) in pairs {
                guard let key = keyNode.string, let message = ControlKind.iOSWordMessage(key) else { continue }
                throw SpecNode(node: keyNode, path: "\(node.path).\(key)", file: node.file).error("unknown key. \(message)")
            }
        }
        var keys = try node.mapping(allowed: ControlKind.specKeys + ["background"])
        let backgroundNode = keys.removeValue(forKey: "background")
        guard keys.count == 1, let (kind, value) = ControlKind.present(in: keys).first else {
            throw node.error("give exactly one of \(ControlKind.keyList).")
        }
        if let backgroundNode, kind != .centered {
            throw backgroundNode.error("only a `\(ControlKind.centered.rawValue)` control has a slot background. Write `{\(ControlKind.centered.rawValue): {\(kind.rawValue): …}, background: …}`, or leave `background` out.")
        }
        switch kind {
        case .navigation: return try navigation(value)
        case .switch: return .switch(isOn: try value.bool())
        case .checkbox: return .checkbox(isChecked: try value.bool())
        case .radio: return .radio(isSelected: try value.bool())
        case .icon: return .icon(try icon(value))
        case .text:
            let text = try value.string()
            if text.isEmpty { throw value.error("the text is empty. Give the value to show, or leave the control out.") }
            return .text(text)
        case .button: return try button(value)
        case .badge: return .badge(try badge(value))
        case .custom: return try custom(value)
        case .view: return .view(try view(value, scope: .spec))
        case .centered:
            let inner = try control(value)
            if case .verticallyCentered = inner { throw value.error("is centred twice; one `centered` is enough.") }
            return .verticallyCentered(inner, background: try backgroundNode.map { n throws(SpecError) in try colorReference(n) })
        }
    }

    func navigation(_ node: SpecNode) throws(SpecError) -> CellControl {
        if case .scalar(let scalar) = node.node, scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" {
            return .navigation(badge: nil)
        }
        let options = try node.mapping(allowed: ["badge", "chevronHidden"])
        let badge = try options["badge"].map { n throws(SpecError) in try self.badge(n) }
        guard try options["chevronHidden"]?.bool() == true else { return .navigation(badge: badge) }
        guard let badge else {
            throw node.error("a navigation with its chevron hidden and no badge draws nothing. Give a badge, or leave `chevronHidden` out.")
        }
        return .badge(badge)
    }

    /// A badge: a count (0 hides it) or `dot`. A count may be quoted (`"3"`), as a tab badge's
    /// may; a cell badge holds no other text, because Mistica's cell badge is numeric
    /// (`Badge` count or flag; docs/mistica.md, "Badges"), where a tab badge is UIKit's
    /// `badgeValue` string.
    func badge(_ badgeNode: SpecNode) throws(SpecError) -> Badge {
        if case .scalar(let scalar) = badgeNode.node, scalar.string == "dot" { return .dot }
        if case .scalar(let scalar) = badgeNode.node, badgeNode.node.int == nil, let count = Self.quotedCount(scalar.string) {
            return .count(count)
        }
        guard case .scalar = badgeNode.node, badgeNode.node.int != nil else {
            throw badgeNode.error("expected a badge count or `dot`, found '\(badgeNode.describe.shortened)'. A cell badge shows a number (e.g. `badge: 3`), as Mistica's does; text such as 'new' belongs in a tag (`headline: { tag: { text: new } }`) or a tab badge.")
        }
        let count = try badgeNode.int()
        guard count >= 0 else { throw badgeNode.error("a badge of \(count) is negative. Use 0 to hide it, a count, or `dot`.") }
        return .count(count)
    }

    /// `{custom: {width: 40, height: 40, color: "#FF0000"}}`: a placeholder control view;
    /// `height: stretch` makes it as tall as the row inside its padding.
    func custom(_ node: SpecNode) throws(SpecError) -> CellControl {
        let keys = try node.mapping(allowed: ["width", "height", "color"])
        guard let widthNode = keys["width"] else { throw node.error("missing key 'width'. A custom control needs a width and a height.") }
        guard let heightNode = keys["height"] else { throw node.error("missing key 'height'. A custom control needs a width and a height (a number, or `stretch`).") }
        let width = try widthNode.double()
        guard width >= 1, width <= 400 else { throw widthNode.error("a custom control is 1–400 pt wide; \(width.plainText) is out of range.") }
        let color = try keys["color"].map { n throws(SpecError) in try colorReference(n) } ?? .token("neutralMedium")
        if case .scalar(let scalar) = heightNode.node, scalar.string == "stretch" {
            return .stretchedCustom(width: width, color: color)
        }
        guard case .scalar = heightNode.node, heightNode.node.float != nil else {
            throw heightNode.error("expected a height in points or `stretch`, found '\(heightNode.describe)'.")
        }
        let height = try heightNode.double()
        guard height >= 1, height <= 400 else { throw heightNode.error("a custom control is 1–400 pt tall; \(height.plainText) is out of range.") }
        return .custom(width: width, height: height, color: color)
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

extension SpecReader {
    /// The count a quoted badge holds (`"3"`, `"042"`): ASCII digits only, at most 6 of them, so the
    /// number always fits (docs/mistica.md, "Badges").
    static func quotedCount(_ text: String) -> Int? {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= 6, scalars.allSatisfy({ $0.value >= 48 && $0.value <= 57 }) else { return nil }
        return Int(text)
    }
}
