/// A vertical stack (SwiftUI `VStack`): children top to bottom, aligned across; `spacing` nil
/// is the default for each pair: 0 beside a spacer, else ``ViewLayoutDefaults/stackSpacing``.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 2) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack: ViewConvertible, Sendable, Hashable {
    /// Where children sit across the stack.
    public var alignment: HorizontalAlignment
    /// The gap between children; nil is the default.
    public var spacing: Double?
    /// The views `content` built, in order.
    public var children: [ViewNode]

    /// A stack of the views `content` builds.
    ///
    /// ```swift
    /// VStack { Text("A"); Divider(); Text("B") }
    /// ```
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () throws -> [ViewNode]) rethrows {
        self.alignment = alignment; self.spacing = spacing; self.children = try content()
    }

    /// The same stack as `ViewNode.vstack(alignment:spacing:_:)`.
    ///
    /// ```swift
    /// VStack { Text("A") }.view == ViewNode.vstack([ViewNode.text("A")])
    /// ```
    public var view: ViewNode { ViewNode.vstack(alignment: alignment, spacing: spacing, children) }
}
