internal import ListshotCore

/// Appends Listshot view modifiers to each node of the content (padding, frame, clip…).
struct NodeModifier: ViewModifier, PrimitiveModifier {
    let make: @MainActor (LoweringContext) -> [ListshotCore.ViewModifier]
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        let modifiers = make(context)
        return content().map { node in modifiers.reduce(node) { $0.modifier($1) } }
    }
}

/// Changes the environment for the content, and optionally tells Listshot's layout too (a colour
/// scheme or Dynamic Type size that a subtree sets changes its theme).
struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
    let change: @MainActor (inout EnvironmentValues) -> Void
    var layout: @MainActor (EnvironmentValues) -> ListshotCore.ViewModifier? = { _ in nil }
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        context.with(change) {
            let nodes = content()
            guard let modifier = layout(context.environment) else { return nodes }
            return nodes.map { $0.modifier(modifier) }
        }
    }
}

/// A modifier that draws nothing in a still image: accepted, and listed as a note.
struct NoEffectModifier: ViewModifier, PrimitiveModifier {
    let api: String
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        context.noteNoEffect(api)
        return content()
    }
}

/// A modifier Listshot does not draw yet: the content is drawn without it, and a note says so.
struct NotYetModifier: ViewModifier, PrimitiveModifier {
    let api: String
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        context.note("\(api) is not drawn yet; the view is drawn without it (docs/swiftui.md, \"Not yet\")")
        return content()
    }
}

/// Lowers the content, then rewrites its nodes.
struct NodesTransform: ViewModifier, PrimitiveModifier {
    let transform: @MainActor ([ViewNode], LoweringContext) -> [ViewNode]
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] { transform(content(), context) }
}

extension View {
    func nodeModifier(_ make: @escaping @MainActor (LoweringContext) -> [ListshotCore.ViewModifier]) -> ModifiedContent<Self, NodeModifier> {
        modifier(NodeModifier(make: make))
    }

    func nodeModifier(_ modifier: ListshotCore.ViewModifier) -> ModifiedContent<Self, NodeModifier> {
        self.modifier(NodeModifier(make: { _ in [modifier] }))
    }

    func environmentWriter(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentWriter> {
        modifier(EnvironmentWriter(change: change))
    }

    func noEffect(_ api: String) -> ModifiedContent<Self, NoEffectModifier> { modifier(NoEffectModifier(api: api)) }
    func notYet(_ api: String) -> ModifiedContent<Self, NotYetModifier> { modifier(NotYetModifier(api: api)) }
}
