import ListshotCore

/// The type of a component parameter, as `parameters:` declares it (docs/views.md "Components").
///
/// ```yaml
/// parameters:
///   count: {type: number, default: 0}
///   title: text
/// ```
enum ComponentParameterType: String, CaseIterable, Sendable {
    case text, number, color, image, bool, view

    /// How a message names a value of this type.
    var described: String {
        switch self {
        case .text: return "text"
        case .number: return "a number"
        case .color: return "a colour (a theme token or #RRGGBB[AA])"
        case .image: return "an image path"
        case .bool: return "true or false"
        case .view: return "a view"
        }
    }
}

/// One declared parameter: its name, type, and default (read where it is written, in the component's file).
struct ComponentParameter {
    var name: String
    var type: ComponentParameterType
    var defaultValue: SpecNode?
}

/// A parameter's value after typed substitution: what the caller wrote, read as the declared type.
/// Nothing is evaluated; a view is a finished ``ViewNode``.
enum ParameterValue {
    case text(String)
    case number(Double)
    case color(ColorReference)
    case image(String)
    case bool(Bool)
    case view(ViewNode)

    var type: ComponentParameterType {
        switch self {
        case .text: return .text
        case .number: return .number
        case .color: return .color
        case .image: return .image
        case .bool: return .bool
        case .view: return .view
        }
    }
}

/// The parameters in force while a component's body is read, the chain of components that
/// led there (outermost first), for cycle errors and the depth limit, and how deep in the view
/// tree the next view sits.
struct ViewScope {
    var component: ComponentDefinition?
    var bindings: [String: ParameterValue]
    var chain: [String]
    /// The nesting level of the view read in this scope: 0 for a slot's own view, one more for
    /// each stack child or view a background or overlay holds (a component's body sits where it is used).
    var depth = 0

    /// The scope of a spec's own views: no parameters.
    static var spec: ViewScope { ViewScope(component: nil, bindings: [:], chain: []) }

    /// The scope of the views one level down: a stack's children, a background's or overlay's view.
    var nested: ViewScope {
        var scope = self
        scope.depth += 1
        return scope
    }
}
