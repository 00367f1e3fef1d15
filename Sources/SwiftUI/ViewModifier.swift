internal import ListshotCore

/// A reusable change to a view (SwiftUI `ViewModifier`), applied with `modifier(_:)`.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("Hi").modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view this modifier is applied to, inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    init() {}
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { context.lowerModifierContent(of: Modifier.self) }
}

/// A view with a modifier applied (SwiftUI `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func lower(in context: LoweringContext) -> [ViewNode] {
        let content = content
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.apply(to: { content.lowered(in: context) }, in: context)
        }
        return context.withModifierContent(of: Modifier.self, { content.lowered(in: context) }) {
            let body = context.evaluating { modifier.body(content: _ViewModifier_Content<Modifier>()) }
            return body.lowered(in: context)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never { primitiveBody(Self.self) }
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        // `first.concat(second)`: the first modifier wraps the view, the second wraps that.
        let wrapped = ModifiedContent<_LoweredNodes, Content>(content: _LoweredNodes(nodes: content()), modifier: self.content).lowered(in: context)
        return ModifiedContent<_LoweredNodes, Modifier>(content: _LoweredNodes(nodes: wrapped), modifier: modifier).lowered(in: context)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension View {
    /// The view with `modifier` applied: `Text("Hi").modifier(CardStyle())`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier Listshot applies itself, to the nodes of what it modifies.
@MainActor
protocol PrimitiveModifier {
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode]
}

/// Nodes already lowered, as a view (to chain modifiers over them).
struct _LoweredNodes: View, PrimitiveView {
    let nodes: [ViewNode]
    var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { nodes }
}

extension LoweringContext {
    /// `body()` with `content` as what `_ViewModifier_Content<M>` lowers to.
    func withModifierContent<Result>(of modifier: Any.Type, _ content: @escaping () -> [ViewNode], _ body: () -> Result) -> Result {
        let key = ObjectIdentifier(modifier)
        modifierContents[key, default: []].append(content)
        defer { modifierContents[key]?.removeLast() }
        return body()
    }

    /// The content of the innermost application of modifier type `modifier`.
    func lowerModifierContent(of modifier: Any.Type) -> [ViewNode] {
        let key = ObjectIdentifier(modifier)
        guard let content = modifierContents[key]?.popLast() else { return [] }
        defer { modifierContents[key, default: []].append(content) }
        return content()
    }
}
