internal import ListshotCore

/// What a list row's modifiers ask of the row that holds them (`listRowInsets`,
/// `listRowBackground`, `listRowSeparator`, a `NavigationLink`'s chevron, a `badge`).
struct RowOptions {
    var insets: ListshotCore.EdgeInsets?
    var background: ViewBackground?
    var separator: ViewListSeparator = .visible
    var showsDisclosure = false
    var badge: String?
}

extension LoweringContext {
    /// `body()` lowered as one list row: the row modifiers inside it write these options.
    func lowerRow(_ body: () -> [ViewNode]) -> (nodes: [ViewNode], options: RowOptions) {
        let saved = currentRow
        currentRow = RowOptions()
        let saving = environment.listshot.isInsideList
        environment.listshot.isInsideList = true
        defer { currentRow = saved; environment.listshot.isInsideList = saving }
        let nodes = body()
        return (nodes, currentRow ?? RowOptions())
    }
}

/// Writes a row option when applied inside a list row; elsewhere does nothing and notes it.
struct RowOptionModifier: ViewModifier, PrimitiveModifier {
    let api: String
    let change: @MainActor (inout RowOptions, LoweringContext) -> Void
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        if context.currentRow != nil {
            var options = context.currentRow ?? RowOptions()
            change(&options, context)
            context.currentRow = options
        } else {
            context.note("\(api) applies to list rows; outside a List it does nothing")
        }
        return content()
    }
}

extension View {
    /// The row's insets instead of the list style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(RowOptionModifier(api: "listRowInsets") { options, _ in options.insets = insets?.core })
    }

    /// The view behind the row instead of the style's row colour.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(RowOptionModifier(api: "listRowBackground") { options, context in
            guard let view else { options.background = nil; return }
            if let color = view as? Color {
                options.background = .color(color.reference(in: context.environment, context: context))
            } else {
                let nodes = view.lowered(in: context)
                options.background = .view(nodes.count == 1 ? nodes[0] : ViewNode.zstack(nodes))
            }
        })
    }

    /// Whether the row's separators show (`.hidden` hides the lines above and below it).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RowOptionModifier(api: "listRowSeparator") { options, _ in options.separator = visibility == .hidden ? .hidden : .visible })
    }

    /// The colour of the row's separators (Listshot draws the system separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { notYet("listRowSeparatorTint") }

    /// A count or text at the trailing edge of a list row, or on a tab item.
    public func badge(_ count: Int) -> some View { badgeText(count == 0 ? nil : "\(count)") }

    /// A text at the trailing edge of a list row, or on a tab item.
    public func badge(_ label: Text?) -> some View { badgeText(label?.plainString) }

    /// A text at the trailing edge of a list row, or on a tab item.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badgeText(label.map { String($0) }) }

    func badgeText(_ text: String?) -> some View {
        modifier(NodesTransform { nodes, context in
            guard let text else { return nodes }
            if context.currentTab != nil { context.currentTab?.badge = text; return nodes }
            if context.currentRow != nil {
                // iOS draws a row's badge trailing, in secondaryLabel (docs/lists.md).
                let badge = ViewNode.text(text, color: .system("secondaryLabel"))
                return [ViewNode.hstack([nodes.count == 1 ? nodes[0] : ViewNode.hstack(nodes), ViewNode.spacer(), badge])]
            }
            context.note("badge shows on list rows and tab items; elsewhere it is not drawn")
            return nodes
        })
    }
}

extension VerticalEdge {
    /// Top and bottom edges (SwiftUI `VerticalEdge.Set`).
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
