internal import ListshotCore

/// Where a toolbar item goes (SwiftUI `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Sendable, Hashable {
    let isLeading: Bool
    let name: String
    public static let automatic = ToolbarItemPlacement(isLeading: false, name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(isLeading: false, name: "primaryAction")
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false, name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true, name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false, name: "destructiveAction")
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true, name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false, name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true, name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false, name: "navigationBarTrailing")
    public static let principal = ToolbarItemPlacement(isLeading: true, name: "principal")
    public static let bottomBar = ToolbarItemPlacement(isLeading: true, name: "bottomBar")
    public static let status = ToolbarItemPlacement(isLeading: true, name: "status")
    public static let keyboard = ToolbarItemPlacement(isLeading: true, name: "keyboard")
}

/// One item of a `toolbar` (SwiftUI `ToolbarItem`).
///
/// ```swift
/// .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") { } } }
/// ```
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement; self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { content.lowered(in: context) }
}

/// Several toolbar items in one place (SwiftUI `ToolbarItemGroup`).
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { content.lowered(in: context) }
}

/// An Edit button (SwiftUI `EditButton`), drawn as the word Edit in the bar or a row.
public struct EditButton: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        Text("Edit").foregroundColor(.accentColor).lower(in: context)
    }
}

/// Turns a toolbar's content into the navigation bar's buttons.
enum ToolbarLowering {
    struct Buttons { var leading: [String] = []; var trailing: [BarButton] = [] }

    @MainActor
    static func buttons(of content: any View, in context: LoweringContext) -> Buttons {
        var result = Buttons()
        for (placement, view) in items(of: content, placement: .automatic, in: context) {
            let nodes = view.lowered(in: context)
            guard let button = nodes.lazy.compactMap(barButton).first else { continue }
            if placement.isLeading {
                switch button {
                case .text(let text): result.leading.append("\"\(text)\"")
                case .icon(let icon): result.leading.append(icon.rawValue)
                case .symbol(let name): result.leading.append(name)
                }
            } else {
                result.trailing.append(button)
            }
        }
        return result
    }

    /// The items of a toolbar block with their placements.
    @MainActor
    static func items(of view: any View, placement: ToolbarItemPlacement, in context: LoweringContext) -> [(ToolbarItemPlacement, any View)] {
        if let item = view as? any ToolbarPlaced { return item.placedItems(in: context) }
        if let tuple = view as? any ListItemsProducing, !(view is any ToolbarPlaced) {
            // Blocks of items: split them like list rows, each keeping the block's placement.
            return tuple.listItems(in: context).compactMap { item in
                if case .row(let row) = item { return (placement, row) } else { return nil }
            }.flatMap { placed in items(of: placed.1, placement: placement, in: context) }
        }
        return [(placement, view)]
    }

    /// The first text or icon of a node tree, as a bar button.
    static func barButton(_ node: ViewNode) -> BarButton? {
        switch node.kind {
        case .text(let text): return .text(text.string)
        case .icon(let icon, _, _): return .icon(icon)
        case .symbol(let symbol): return .symbol(symbol.name)
        case .button(let label): return barButton(label)
        case .hstack(let children, _, _), .vstack(let children, _, _), .zstack(let children, _):
            return children.lazy.compactMap(barButton).first
        default: return nil
        }
    }
}

/// A toolbar item that knows its placement.
@MainActor
protocol ToolbarPlaced {
    func placedItems(in context: LoweringContext) -> [(ToolbarItemPlacement, any View)]
}

extension ToolbarItem: ToolbarPlaced {
    func placedItems(in context: LoweringContext) -> [(ToolbarItemPlacement, any View)] { [(placement, content)] }
}

extension ToolbarItemGroup: ToolbarPlaced {
    func placedItems(in context: LoweringContext) -> [(ToolbarItemPlacement, any View)] {
        ToolbarLowering.items(of: content, placement: placement, in: context)
    }
}
