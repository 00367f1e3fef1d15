package import ListshotCore

/// A view SwiftUI draws itself rather than through `body`: it lowers straight to Listshot's view
/// tree (docs/swiftui.md, "How a view becomes pixels").
@MainActor
protocol PrimitiveView {
    /// The view nodes this view stands for, in order (a `TupleView` or `ForEach` stands for several).
    func lower(in context: LoweringContext) -> [ViewNode]
}

extension View {
    /// The view nodes `self` stands for: a primitive lowers itself; any other view lowers its `body`,
    /// evaluated with the context's environment, and names its nodes after its type.
    @MainActor
    package func lowered(in context: LoweringContext) -> [ViewNode] {
        if let primitive = self as? any PrimitiveView { return primitive.lower(in: context) }
        if let designSystem = self as? any DesignSystemPrimitiveView { return designSystem.lower(in: context) }
        if Body.self == Never.self {
            context.note("\(Self.self) is not drawn: Listshot's SwiftUI has no such view yet (docs/swiftui.md, \"Not yet\")")
            return []
        }
        let body = context.evaluating { self.body }
        let typeName = LoweringContext.displayName(of: Self.self)
        let nodes = body.lowered(in: context)
        return nodes.map { node in node.named(typeName) }
    }
}

/// A view of a design system's SwiftUI module (MisticaSwiftUI, Backpack_SwiftUI) that lowers itself, as
/// ``PrimitiveView`` does inside this module: to the components ListshotCore draws (docs/mistica.md,
/// docs/backpack.md, "SwiftUI API").
///
/// ```swift
/// public struct Badge: View, DesignSystemPrimitiveView {
///     public var body: Never { primitiveBody(Self.self) }
///     package func lower(in context: LoweringContext) -> [ViewNode] { [ViewNode.component(.badgeSheet(…))] }
/// }
/// ```
@MainActor
package protocol DesignSystemPrimitiveView {
    /// The view nodes this view stands for, in order.
    func lower(in context: LoweringContext) -> [ViewNode]
}

extension ViewNode {
    /// The node with its element-id segment set to a SwiftUI view type's name, keeping the list or
    /// control it is (`SettingsView.list`, `LandmarkRow`), unless a nearer view already named it.
    func named(_ typeName: String) -> ViewNode {
        if fixedElementID != nil { return self }
        let own = explicitID
        let segment: String
        if let own, own.first?.isUppercase == true {
            segment = own   // a nested view type already named it; the innermost name is the most precise
        } else if let own {
            segment = "\(typeName).\(own)"
        } else if let semantic = kind.semanticName {
            segment = "\(typeName).\(semantic)"
        } else {
            segment = typeName
        }
        return modifier(.id(segment))
    }
}

extension ViewKind {
    /// The name a SwiftUI view type's segment keeps for what it holds (`SettingsView.list`); nil for stacks and leaves.
    var semanticName: String? {
        switch self {
        case .button: return "button"
        case .component: return elementName
        default: return nil
        }
    }
}

/// The `body` of a view SwiftUI draws itself: nobody asks for it (Listshot lowers such views
/// directly), so reaching it is a bug in Listshot, reported with the view's type.
package func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) draws itself and has no body; please report this as a Listshot bug")
}
