// SwiftUI's `padding` modifiers, on every view.

extension ViewConvertible {
    /// `padding()`: SwiftUI's default length (``ViewLayoutDefaults/padding``) on every edge.
    ///
    /// ```swift
    /// Text("Hi").padding()
    /// ```
    public func padding() -> ViewNode { padding(.all) }

    /// `padding(_:)` with the same length on every edge.
    ///
    /// ```swift
    /// Text("Hi").padding(8)
    /// ```
    public func padding(_ length: Double) -> ViewNode { padding(EdgeInsets(all: length)) }

    /// `padding(_:_:)`: `length` (nil: the default, ``ViewLayoutDefaults/padding``) on `edges` only.
    ///
    /// ```swift
    /// Text("3").padding(.horizontal, 8)
    /// ```
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> ViewNode {
        padding(EdgeInsets(edges, length ?? ViewLayoutDefaults.padding))
    }

    /// `padding(_:)` with its own length per edge.
    ///
    /// ```swift
    /// Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    /// ```
    public func padding(_ insets: EdgeInsets) -> ViewNode { view.modifier(.padding(insets)) }
}
