/// A line across its stack (SwiftUI `Divider`), ``ViewLayoutDefaults/dividerThickness`` thick.
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
