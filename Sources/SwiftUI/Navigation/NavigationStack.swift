internal import ListshotCore

/// A navigation stack (SwiftUI `NavigationStack`): its root view, under the navigation bar the
/// root's `navigationTitle`, `navigationBarTitleDisplayMode` and `toolbar` ask for.
///
/// ```swift
/// NavigationStack { List { … }.navigationTitle("Settings") }
/// ```
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { context.lowerNavigationRoot { root.lowered(in: context) } }
}

/// The iOS 13 navigation container (SwiftUI `NavigationView`), drawn as a `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { context.lowerNavigationRoot { content.lowered(in: context) } }
}

extension LoweringContext {
    /// `body()` as a navigation root: the outermost stack gets the bar; a stack inside another is its content.
    func lowerNavigationRoot(_ body: () -> [ViewNode]) -> [ViewNode] {
        if navigationDepth == 0 && navigation == nil { navigation = NavigationRequest() }
        navigationDepth += 1
        defer { navigationDepth -= 1 }
        return body()
    }
}

/// The navigation bar's title display (SwiftUI `NavigationBarItem.TitleDisplayMode`).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A value that a `NavigationLink(value:)` pushes (SwiftUI `NavigationPath`); a snapshot shows the root.
public struct NavigationPath: Sendable, Hashable {
    public init() {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}
}

/// A row or button that pushes a destination (SwiftUI `NavigationLink`): in a list, its label
/// with the disclosure chevron; elsewhere, its label in the accent colour.
///
/// ```swift
/// NavigationLink("Wi-Fi") { WiFiSettings() }
/// NavigationLink(value: landmark) { LandmarkRow(landmark: landmark) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        if context.currentRow != nil {
            context.currentRow?.showsDisclosure = true
            return label.lowered(in: context)
        }
        return context.with({ $0.listshot.foreground = AnyShapeStyle(Color.accentColor) }) { label.lowered(in: context) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}
