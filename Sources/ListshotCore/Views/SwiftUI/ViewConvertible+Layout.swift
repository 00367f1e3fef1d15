// SwiftUI's modifiers that tell the layout something: priority, fixed size, offset and id.

extension ViewConvertible {
    /// `layoutPriority(_:)`: the parent stack offers space to higher priorities first.
    ///
    /// ```swift
    /// Text("A long title that should win").layoutPriority(1)
    /// ```
    public func layoutPriority(_ value: Double) -> ViewNode { view.modifier(.layoutPriority(value)) }

    /// `fixedSize()`: the view takes its ideal size in both axes, whatever it is offered.
    ///
    /// ```swift
    /// Text("Never truncated").fixedSize()
    /// ```
    public func fixedSize() -> ViewNode { fixedSize(horizontal: true, vertical: true) }

    /// `fixedSize(horizontal:vertical:)`: the ideal size along the axes given.
    ///
    /// ```swift
    /// Text("Wraps, then grows down").fixedSize(horizontal: false, vertical: true)
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        view.modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// `offset(x:y:)`: moves the drawing after layout; `x` is towards the trailing edge.
    ///
    /// ```swift
    /// Circle().fill(.token("error")).frame(width: 8, height: 8).offset(x: 4, y: -4)
    /// ```
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { view.modifier(.offset(x: x, y: y)) }

    /// `id(_:)`: an explicit element id for the view and the stem of its children's ids.
    ///
    /// ```swift
    /// Text("$12").id("price")
    /// ```
    public func id(_ id: String) -> ViewNode { view.modifier(.id(id)) }
}
