// A design-system component as a view, and the modifiers that choose the theme a subtree draws with.

extension ViewNode {
    /// A design-system component as a view: as wide as offered, as tall as its content
    /// (docs/views.md, "Components as views").
    ///
    /// ```swift
    /// ViewNode.vstack([ViewNode.text("Plan"), ViewNode.component(CellList { Cell(title: "Fusión") })])
    /// ```
    public static func component(_ component: some ScreenComponent) -> ViewNode {
        if case .view(let view) = component.component { return view }
        return ViewNode(.component(component.component))
    }
}

extension ViewConvertible {
    /// Draws this view and everything inside it with the theme `name` (and so its design system):
    /// a Backpack card list inside a Mistica screen. The renderer loads it as it loads the screen's.
    ///
    /// ```swift
    /// ViewNode.component(cards).theme("backpack")
    /// ```
    public func theme(_ name: String) -> ViewNode { view.modifier(.environment(.theme(name))) }

    /// SwiftUI `.environment(\.colorScheme, …)`: this subtree by day or by night, whatever the screen's.
    ///
    /// ```swift
    /// Text("Always dark").colorScheme(.night)
    /// ```
    public func colorScheme(_ appearance: Appearance) -> ViewNode { view.modifier(.environment(.colorScheme(appearance))) }

    /// SwiftUI `dynamicTypeSize(_:)`: this subtree's texts at another Dynamic Type size.
    ///
    /// ```swift
    /// VStack { Text("Large") }.dynamicTypeSize(.accessibilityExtraExtraExtraLarge)
    /// ```
    public func dynamicTypeSize(_ size: ContentSizeCategory) -> ViewNode { view.modifier(.environment(.dynamicTypeSize(size))) }
}
