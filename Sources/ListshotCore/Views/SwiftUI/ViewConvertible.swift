/// Anything that becomes one ``ViewNode``: `ViewNode` itself and the SwiftUI-named types (`Text`,
/// `HStack`, `Circle`…), so every modifier (`.padding()`, `.frame(…)`…) works on all of them.
///
/// Components are plain Swift functions (or types conforming to this protocol) that return a view:
///
/// ```swift
/// func Counter(count: Int) -> ViewNode {
///     Text("\(count)").font(.preset(2)).padding(.horizontal, 8).background(Capsule().fill(.token("brandLow")))
/// }
/// let row = HStack { Text("Inbox"); Spacer(); Counter(count: 3) }
/// ```
public protocol ViewConvertible {
    /// The view tree node this value stands for.
    ///
    /// ```swift
    /// Text("Hi").view == ViewNode.text("Hi")
    /// ```
    var view: ViewNode { get }
}

extension ViewNode: ViewConvertible {
    /// The view itself.
    ///
    /// ```swift
    /// ViewNode.text("Hi").view == ViewNode.text("Hi")
    /// ```
    public var view: ViewNode { self }
}
