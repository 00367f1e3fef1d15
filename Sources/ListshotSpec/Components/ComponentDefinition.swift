import Foundation
import ListshotCore

/// A component file, `Components/NAME.yaml`: its typed parameters and its body (docs/views.md "Components").
///
/// ```yaml
/// parameters:
///   count: {type: number}
/// body:
///   text: {param: count}
///   padding: {horizontal: 8, vertical: 2}
///   background: {shape: capsule, fill: brandLow}
/// ```
struct ComponentDefinition {
    var name: String
    /// The component file's path, as errors show it.
    var file: String
    /// The folder that holds the file: relative image paths in the body start here.
    var directory: String
    /// The folder that holds the `Components/` folder: the body's images must lie inside it.
    var root: String
    /// In declaration order.
    var parameters: [ComponentParameter]
    var body: SpecNode

    static let topKeys = ["parameters", "body"]
    static let parameterKeys = ["type", "default"]

    /// Reads a component file's text (already checked for size and encoding).
    static func parse(text: String, name: String, file: String, directory: String, root: String) throws(SpecError) -> ComponentDefinition {
        let rootNode = try SpecParser.compose(text, file: file,
                                              whenEmpty: "the component file is empty. Give it a `body:` (a view), and `parameters:` if it takes any.")
        let top = SpecNode(node: rootNode, path: "", file: file)
        let keys = try top.mapping(allowed: topKeys)
        guard let body = keys["body"] else {
            throw top.error("missing key 'body'. A component's body is one view, e.g. `body: {text: {param: title}}`.")
        }
        var parameters: [ComponentParameter] = []
        if let node = keys["parameters"], case .mapping(let pairs) = node.node {
            for (keyNode, value) in pairs {
                guard let key = keyNode.string else { throw node.error("parameter names must be text.") }
                let keyed = SpecNode(node: keyNode, path: "parameters.\(key)", file: file)
                try checkName(key, at: keyed)
                let entry = node.child(value, key)
                parameters.append(try parameter(key, entry))
            }
        } else if let node = keys["parameters"] {
            throw node.error("expected a mapping of parameter names to types, e.g. `parameters: {count: {type: number, default: 0}}`; found \(node.kindName).")
        }
        return ComponentDefinition(name: name, file: file, directory: directory, root: root, parameters: parameters, body: body)
    }

    /// A parameter name must not shadow a modifier (`padding`…), a view kind (`text`, `image`…),
    /// a design-system component (`list`…) or `component`, since a use of the component writes all of
    /// them as keys beside `component:`; an environment key (`color`, `font`…) may be a parameter's
    /// name, and at a use it names that parameter (docs/views.md, "Components").
    static func checkName(_ name: String, at node: SpecNode) throws(SpecError) {
        if ViewKindKey(rawValue: name) != nil || ComponentKind.viewKinds.contains(where: { $0.rawValue == name }) {
            throw node.error("'\(name)' cannot name a parameter: it is a view kind, and a use of the component writes its parameters beside `component:`, where `\(name):` would make the view two kinds. Rename it, e.g. `\(name)Value`, here and where it is used (`{param: \(name)Value}`).")
        }
        let reserved = ViewModifierKey.allCases.filter { !ViewModifierKey.environmentKeys.contains($0) }.map(\.rawValue) + [ViewChainKey.modifiers, "param"]
        if reserved.contains(name) {
            throw node.error("'\(name)' cannot name a parameter: a use of the component writes modifiers beside its parameters. Rename it.")
        }
        guard !name.isEmpty, name.count <= 64, name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }) else {
            throw node.error("'\(name.shortened)' is not a parameter name; use up to 64 letters, digits and _.")
        }
    }

    static func parameter(_ name: String, _ node: SpecNode) throws(SpecError) -> ComponentParameter {
        if case .scalar = node.node {
            return ComponentParameter(name: name, type: try node.choice(ComponentParameterType.self), defaultValue: nil)
        }
        let keys = try node.mapping(allowed: parameterKeys)
        guard let type = keys["type"] else {
            throw node.error("missing key 'type': one of \(ComponentParameterType.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return ComponentParameter(name: name, type: try type.choice(ComponentParameterType.self), defaultValue: keys["default"])
    }

    /// The declaration of `name`, if the component has one.
    func parameter(named name: String) -> ComponentParameter? { parameters.first { $0.name == name } }
}
