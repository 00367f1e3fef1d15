/// Builds the children of a stack, a background or an overlay from Swift statements, as
/// SwiftUI's `@ViewBuilder` does: each expression is one view (a `ForEach` is its views, in
/// order); `if`, `if let`, `if`/`else`, `switch` and `for` work.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title")
///     if let subtitle { Text(subtitle) }
///     ForEach(tags, id: \.self) { Text($0) }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// One view from any view-convertible expression.
    ///
    /// ```swift
    /// VStack { Circle() }   // [Circle().view]
    /// ```
    public static func buildExpression(_ expression: some ViewConvertible) -> [ViewNode] { [expression.view] }

    /// A design-system component as a view (``ViewKind/component(_:)``): a Mistica list, a Backpack
    /// card list, a ListKit list, a tag sheet… where a view stands.
    ///
    /// ```swift
    /// VStack(alignment: .leading) { Text("Settings"); CellList(style: .boxed) { Cell(title: "Wi-Fi") } }
    /// ```
    public static func buildExpression(_ expression: some ScreenComponent) -> [ViewNode] { [ViewNode.component(expression)] }

    /// The views of a `ForEach`, in order.
    ///
    /// ```swift
    /// VStack { ForEach(0..<3) { Text("\($0)") } }   // three texts
    /// ```
    public static func buildExpression(_ expression: ForEach) -> [ViewNode] { expression.views }

    /// The statements' views, in order.
    ///
    /// ```swift
    /// HStack { Text("A"); Text("B") }
    /// ```
    public static func buildBlock(_ components: [ViewNode]...) -> [ViewNode] { components.flatMap { $0 } }

    /// `if` without `else`: its views, or none.
    ///
    /// ```swift
    /// VStack { if showBadge { Circle() } }
    /// ```
    public static func buildOptional(_ component: [ViewNode]?) -> [ViewNode] { component ?? [] }

    /// The `if` branch of an `if`/`else` or a `switch` case.
    ///
    /// ```swift
    /// VStack { if done { Text("Done") } else { Text("Pending") } }
    /// ```
    public static func buildEither(first component: [ViewNode]) -> [ViewNode] { component }

    /// The `else` branch of an `if`/`else` or a `switch` case.
    ///
    /// ```swift
    /// VStack { if done { Text("Done") } else { Text("Pending") } }
    /// ```
    public static func buildEither(second component: [ViewNode]) -> [ViewNode] { component }

    /// A `for` loop: every pass's views, in order.
    ///
    /// ```swift
    /// VStack { for name in names { Text(name) } }
    /// ```
    public static func buildArray(_ components: [[ViewNode]]) -> [ViewNode] { components.flatMap { $0 } }

    /// `if #available`: its views as they are.
    ///
    /// ```swift
    /// VStack { if #available(macOS 15, *) { Text("New") } }
    /// ```
    public static func buildLimitedAvailability(_ component: [ViewNode]) -> [ViewNode] { component }
}
