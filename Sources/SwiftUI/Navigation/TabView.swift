internal import ListshotCore

/// What a `TabView` child's `tabItem` and `badge` ask of its tab.
struct TabOptions {
    var title: String?
    var symbol: String?
    var badge: String?
}

/// Tabs with a tab bar (SwiftUI `TabView`): the selected tab's content under iOS's tab bar, with
/// each child's `tabItem { Label(…) }` and `badge`.
///
/// ```swift
/// TabView {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: SelectionValue?

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let children = context.listItems(of: content).compactMap { item -> (any View)? in
            if case .row(let view) = item { return view } else { return nil }
        }
        var items: [TabItem] = []
        var shown: [ViewNode] = []
        let selectedIndex = selectionIndex(of: children)
        for (index, child) in children.enumerated() {
            let saved = context.currentTab
            context.currentTab = TabOptions()
            let nodes = child.lowered(in: context)
            let options = context.currentTab ?? TabOptions()
            context.currentTab = saved
            if let symbol = options.symbol {
                items.append(TabItem(symbol: symbol, label: options.title ?? "", badge: options.badge))
            } else {
                items.append(TabItem(icon: .more, label: options.title ?? "", badge: options.badge))
            }
            if index == selectedIndex { shown = nodes }
        }
        if context.tabs == nil { context.tabs = TabRequest(items: items, selected: selectedIndex) }
        return shown
    }

    private func selectionIndex(of children: [any View]) -> Int {
        guard let selection else { return 0 }
        for (index, child) in children.enumerated() {
            if let tagged = child as? any TagCarrying, tagged.tagValue == AnyHashable(selection) { return index }
        }
        return 0
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); self.selection = nil }
}

extension TabView {
    /// Tabs whose selection binding picks the tab shown (by each child's `tag`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content(); self.selection = selection?.wrappedValue
    }
}

/// A view that carries a `tag(_:)` (a tab's or a picker option's value).
@MainActor protocol TagCarrying { var tagValue: AnyHashable { get } }

/// One tab (SwiftUI `Tab`, iOS 18): its title, symbol and content.
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: Content
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never {
        self.title = title; self.systemImage = systemImage; self.value = nil; self.content = content()
    }
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title; self.systemImage = systemImage; self.value = value; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        if context.currentTab != nil {
            context.currentTab?.title = title
            context.currentTab?.symbol = systemImage
        }
        return content.lowered(in: context)
    }
}

extension View {
    /// The tab's label in a `TabView`: a `Label`, or a `Text` and an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        return modifier(NodesTransform { nodes, context in
            if context.currentTab != nil {
                let (title, symbol) = TabItemReading.titleAndSymbol(of: label, in: context)
                context.currentTab?.title = title
                context.currentTab?.symbol = symbol
            }
            return nodes
        })
    }
}

/// Reads a tab item's title and symbol from its label views.
enum TabItemReading {
    @MainActor
    static func titleAndSymbol(of label: any View, in context: LoweringContext) -> (String?, String?) {
        if let described = label as? any TabLabelDescribing { return described.tabTitleAndSymbol(in: context) }
        var title: String?
        var symbol: String?
        for item in context.listItems(of: label) {
            guard case .row(let view) = item else { continue }
            if let text = view as? Text, title == nil { title = text.viewText(in: context).string }
            if let image = view as? Image, symbol == nil, case .system(let name) = image.source { symbol = name }
            if let described = view as? any TabLabelDescribing {
                let (t, s) = described.tabTitleAndSymbol(in: context)
                title = title ?? t; symbol = symbol ?? s
            }
        }
        return (title, symbol)
    }
}

/// A view that can say what title and symbol it shows (a `Label`).
@MainActor
protocol TabLabelDescribing {
    func tabTitleAndSymbol(in context: LoweringContext) -> (String?, String?)
}

// `.tabItem { Label("Account", systemImage: "person") }`: the tab's title and symbol are the label's own.
extension Label: TabLabelDescribing {
    func tabTitleAndSymbol(in context: LoweringContext) -> (String?, String?) {
        let (titleText, titleSymbol) = TabItemReading.titleAndSymbol(of: title, in: context)
        let (iconText, iconSymbol) = TabItemReading.titleAndSymbol(of: icon, in: context)
        return (titleText ?? iconText, iconSymbol ?? titleSymbol)
    }
}
