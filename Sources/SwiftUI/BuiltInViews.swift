internal import ListshotCore

/// No view at all (SwiftUI `EmptyView`): takes no space and is skipped by stacks.
///
/// ```swift
/// if items.isEmpty { EmptyView() } else { List(items) { Text($0.name) } }
/// ```
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { [] }
}

/// Several views in one (SwiftUI `TupleView`), as a `ViewBuilder` block makes them; a stack lays
/// out each.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        Mirror(reflecting: value).children.flatMap { child -> [ViewNode] in
            guard let view = child.value as? any View else { return [] }
            return view.lowered(in: context)
        }
    }
}

/// A view whose type is erased (SwiftUI `AnyView`).
///
/// ```swift
/// let row: AnyView = flag ? AnyView(Text("On")) : AnyView(Image(systemName: "bell"))
/// ```
public struct AnyView: View, PrimitiveView {
    private let lowerer: @MainActor (LoweringContext) -> [ViewNode]

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { lowerer = erased.lowerer; return }
        lowerer = { view.lowered(in: $0) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { lowerer(context) }
}

/// Views grouped so one modifier reaches each (SwiftUI `Group`).
///
/// ```swift
/// Group { Text("A"); Text("B") }.font(.headline)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { content.lowered(in: context) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func lower(in context: LoweringContext) -> [ViewNode] {
        switch self {
        case .some(let view): return view.lowered(in: context)
        case .none: return []
        }
    }
}

/// One of two views, as `if`/`else` in a `ViewBuilder` chooses (SwiftUI `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): return view.lowered(in: context)
        case .falseContent(let view): return view.lowered(in: context)
        }
    }
}
