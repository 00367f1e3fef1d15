/// A line across its stack (SwiftUI `Divider`), one device pixel thick (``ViewLayoutDefaults/dividerThickness(scale:contentSize:)``).
///
/// ```swift
/// VStack(spacing: 0) { Text("A"); Divider(); Text("B") }
/// ```
public struct Divider: ViewConvertible, Sendable, Hashable {
    /// A divider.
    ///
    /// ```swift
    /// Divider()
    /// ```
    public init() {}

    /// The same divider as `ViewNode.divider`.
    ///
    /// ```swift
    /// Divider().view == ViewNode.divider
    /// ```
    public var view: ViewNode { ViewNode.divider }
}
