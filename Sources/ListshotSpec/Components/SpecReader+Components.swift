import ListshotCore
import ListshotText

/// Components in use (docs/views.md "Components"): `{component: NAME, PARAM: VALUE…}` reads each
/// value as its declared type in the caller's scope, fills defaults, and reads the body with
/// those bindings. `{param: NAME}` in a body stands for a bound value of the type the place needs.
extension SpecReader {
    /// The body of component `name` with `arguments` bound; `usage` is the mapping that uses it.
    func componentUse(name nameNode: SpecNode, arguments: [(key: String, node: SpecNode)], usage: SpecNode,
                      scope: ViewScope) throws(SpecError) -> ViewNode {
        let name = try nameNode.string()
        guard let library = components else {
            throw nameNode.error("components are read from Components/ folders beside a spec file; this spec has no file. Render it from a file.")
        }
        if let start = scope.chain.firstIndex(of: name) {
            let cycle = (scope.chain[start...] + [name]).joined(separator: " → ")
            throw nameNode.error("the components \(Set(scope.chain[start...]).sorted().map { "'\($0)'" }.joined(separator: ", ")) form a cycle: \(cycle). A component cannot contain itself, directly or through others; remove one of these uses.")
        }
        if scope.chain.count >= ViewBudget.maximumCallDepth {
            throw nameNode.error("components are nested more than \(ViewBudget.maximumCallDepth) deep (\(scope.chain.suffix(4).joined(separator: " → ")) → \(name)). Flatten them.")
        }
        let definition = try library.definition(named: name, at: nameNode)
        var bindings: [String: ParameterValue] = [:]
        var environment: [ViewModifier] = []
        for (key, valueNode) in arguments {
            if definition.parameter(named: key) == nil, let modifier = ViewModifierKey(rawValue: key), ViewModifierKey.environmentKeys.contains(modifier) {
                environment.append(try self.modifier(modifier, valueNode, scope: scope))
                continue
            }
            guard let parameter = definition.parameter(named: key) else {
                let names = definition.parameters.map(\.name)
                let hint = Spelling.closest(to: key, in: names).map { "Did you mean '\($0)'? " } ?? ""
                let takes = names.isEmpty ? "takes no parameters" : "takes \(definition.parameters.map { "\($0.name) (\($0.type.rawValue))" }.joined(separator: ", "))"
                throw valueNode.error("component '\(name)' has no parameter '\(key.shortened)'. \(hint)It \(takes) (\(definition.file)), and a view's modifiers.")
            }
            bindings[key] = try argument(valueNode, parameter, of: definition, scope: scope)
        }
        let inner = ViewScope(component: definition, bindings: [:], chain: scope.chain + [name], depth: scope.depth)
        let body = reading(definition, usedAt: nameNode)
        for parameter in definition.parameters where bindings[parameter.name] == nil {
            guard let fallback = parameter.defaultValue else {
                throw nameNode.error("component '\(name)' needs the parameter '\(parameter.name)' (\(parameter.type.described)). Add `\(parameter.name): …` here, or give it a `default` in \(definition.file).")
            }
            // A default is written in the component's file: read there, without parameters.
            bindings[parameter.name] = try body.argument(fallback, parameter, of: definition, scope: inner)
        }
        var view = try body.view(definition.body, scope: ViewScope(component: definition, bindings: bindings, chain: inner.chain, depth: scope.depth))
        for modifier in environment { view = view.modifier(modifier) }
        return view
    }

    /// Reads the definition a `component:` value names, for its own errors (a parameter named like a
    /// view kind is refused in its file); a name that is not text is left to the use's own check.
    func checkDefinition(_ nameNode: SpecNode) throws(SpecError) {
        guard let library = components, let name = nameNode.node.string else { return }
        _ = try library.definition(named: name, at: nameNode)
    }

    /// A value for `parameter`, read as its declared type where it is written (`scope`).
    func argument(_ node: SpecNode, _ parameter: ComponentParameter, of definition: ComponentDefinition,
                  scope: ViewScope) throws(SpecError) -> ParameterValue {
        if let name = try parameterName(node) {
            let value = try bound(name, as: parameter.type, at: node, scope: scope)
            if case .view(let view) = value { try views.addReuse(of: view, at: node) }
            return value
        }
        do {
            switch parameter.type {
            case .text:
                let text = try node.string()
                try views.addText(text, at: node)
                return .text(text)
            case .number: return .number(try node.double())
            case .color: return .color(try colorReference(node))
            case .image: return .image(try imagePath(node))
            case .bool: return .bool(try node.bool())
            case .view: return .view(try view(node, scope: scope))
            }
        } catch where parameter.type != .view && error.file == node.file && error.keyPath == node.path {
            var typed = error
            typed.message = "the parameter '\(parameter.name)' of component '\(definition.name)' is \(parameter.type.described): \(error.message)"
            throw typed
        }
    }

    /// `NAME` when `node` is `{param: NAME}`.
    func parameterName(_ node: SpecNode) throws(SpecError) -> String? {
        guard case .mapping(let pairs) = node.node, pairs.contains(where: { $0.key.string == "param" }) else { return nil }
        let keys = try node.mapping(allowed: ["param"])
        return try keys["param"]?.string()
    }

    /// The value bound to parameter `name` in `scope`, which must suit `type` (a number or a bool
    /// may stand where text is expected, as SwiftUI's `Text("\(count)")` shows one).
    func bound(_ name: String, as type: ComponentParameterType, at node: SpecNode, scope: ViewScope) throws(SpecError) -> ParameterValue {
        guard let definition = scope.component else {
            throw node.error("`param:` names a parameter of a component, and this is not inside a component's body. Write the value itself here.")
        }
        guard let parameter = definition.parameter(named: name), let value = scope.bindings[name] else {
            let names = definition.parameters.map(\.name)
            let hint = Spelling.closest(to: name, in: names).map { "Did you mean '\($0)'? " } ?? ""
            throw node.error("component '\(definition.name)' has no parameter '\(name.shortened)'. \(hint)Declare it under `parameters:` in \(definition.file).")
        }
        let fits = value.type == type || (type == .text && (value.type == .number || value.type == .bool))
        guard fits else {
            throw node.error("the parameter '\(name)' is \(parameter.type.described), and this place needs \(type.described). Declare it as `type: \(type.rawValue)`, or use another parameter.")
        }
        return value
    }

    /// Text, or a text (number, bool) parameter.
    func textValue(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> String {
        guard let name = try parameterName(node) else { return try node.string() }
        switch try bound(name, as: .text, at: node, scope: scope) {
        case .text(let text): return text
        case .number(let number): return number.plainText
        case .bool(let value): return value ? "true" : "false"
        default: throw node.error("the parameter '\(name)' is not text.")
        }
    }

    /// A built-in icon's name, or a text parameter holding one.
    func iconValue(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> Icon {
        guard try parameterName(node) != nil else { return try icon(node) }
        let name = try textValue(node, scope: scope)
        guard let icon = Icon(rawValue: name) ?? Icon.aliases[name] else {
            throw node.error("the parameter holds '\(name.shortened)', which is not an icon. \(Icon.help(for: name))")
        }
        return icon
    }

    /// A number, or a number parameter.
    func number(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> Double {
        guard let name = try parameterName(node) else { return try node.double() }
        guard case .number(let value) = try bound(name, as: .number, at: node, scope: scope) else {
            throw node.error("the parameter '\(name)' is not a number.")
        }
        return value
    }

    /// A length of 0 or more (a number or a number parameter); `what` names it in messages.
    func length(_ node: SpecNode, scope: ViewScope, what: String) throws(SpecError) -> Double {
        let value = try number(node, scope: scope)
        guard value >= 0 else { throw node.error("\(what) of \(value.plainText) is negative. Use 0 or more.") }
        return value
    }

    /// A colour (theme token or `#RRGGBB[AA]`), or a colour parameter.
    func colorValue(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ColorReference {
        guard let name = try parameterName(node) else { return try colorReference(node) }
        guard case .color(let color) = try bound(name, as: .color, at: node, scope: scope) else {
            throw node.error("the parameter '\(name)' is not a colour.")
        }
        return color
    }

    /// A bool, or a bool parameter.
    func boolValue(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> Bool {
        guard let name = try parameterName(node) else { return try node.bool() }
        guard case .bool(let value) = try bound(name, as: .bool, at: node, scope: scope) else {
            throw node.error("the parameter '\(name)' is not true or false.")
        }
        return value
    }

    /// An image path relative to the file it is written in, or an image parameter (already resolved).
    func imageValue(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> String {
        guard let name = try parameterName(node) else { return try imagePath(node) }
        guard case .image(let path) = try bound(name, as: .image, at: node, scope: scope) else {
            throw node.error("the parameter '\(name)' is not an image.")
        }
        return path
    }
}
