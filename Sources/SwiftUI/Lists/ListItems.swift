internal import ListshotCore

/// What a `List`'s content is made of: rows, and sections of rows.
enum ListItem {
    case row(any View)
    case section(SectionParts)
}

/// A `Section`'s header, footer and rows, before lowering.
struct SectionParts {
    var header: (any View)?
    var footer: (any View)?
    var rows: [any View]
}

/// A view that stands for several list items (a block of views, a `ForEach`, a `Section`…).
@MainActor
protocol ListItemsProducing {
    func listItems(in context: LoweringContext) -> [ListItem]
}

extension LoweringContext {
    /// The rows and sections `view` stands for in a list. A view of your own that holds
    /// sections, or several rows, gives them; otherwise it is one row, named after its type.
    func listItems(of view: any View) -> [ListItem] {
        if let producing = view as? any ListItemsProducing { return producing.listItems(in: self) }
        if view is any PrimitiveView { return [.row(view)] }
        guard let body = view.anyBody(in: self) else { return [.row(view)] }
        let items = listItems(of: body)
        if items.count == 1, case .row = items[0] { return [.row(view)] }
        return items
    }
}

extension View {
    /// The view's `body`, evaluated in `context`'s environment; nil for a view that draws itself.
    @MainActor
    func anyBody(in context: LoweringContext) -> (any View)? {
        if self is any PrimitiveView || Body.self == Never.self { return nil }
        return context.evaluating { self.body }
    }
}

extension TupleView: ListItemsProducing {
    func listItems(in context: LoweringContext) -> [ListItem] {
        Mirror(reflecting: value).children.flatMap { child -> [ListItem] in
            guard let view = child.value as? any View else { return [] }
            return context.listItems(of: view)
        }
    }
}

extension Group: ListItemsProducing {
    func listItems(in context: LoweringContext) -> [ListItem] { context.listItems(of: content) }
}

extension Optional: ListItemsProducing where Wrapped: View {
    func listItems(in context: LoweringContext) -> [ListItem] {
        switch self {
        case .some(let view): return context.listItems(of: view)
        case .none: return []
        }
    }
}

extension _ConditionalContent: ListItemsProducing {
    func listItems(in context: LoweringContext) -> [ListItem] {
        switch storage {
        case .trueContent(let view): return context.listItems(of: view)
        case .falseContent(let view): return context.listItems(of: view)
        }
    }
}

extension ForEach: ListItemsProducing where Content: View {
    func listItems(in context: LoweringContext) -> [ListItem] {
        data.flatMap { context.listItems(of: content($0)) }
    }
}

extension EmptyView: ListItemsProducing {
    func listItems(in context: LoweringContext) -> [ListItem] { [] }
}
