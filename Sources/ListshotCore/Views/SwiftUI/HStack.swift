/// A horizontal stack (SwiftUI `HStack`): children leading to trailing, aligned across;
/// `spacing` nil is the default for each pair of children: 0 beside a spacer, else ``ViewLayoutDefaults/stackSpacing``.
///
/// ```swift
/// HStack(spacing: 16) { Text("Left"); Spacer(); Text("Right") }
/// HStack(alignment: .firstTextBaseline) { Text("£240").font(.system(size: 34)); Text("per night") }
/// ```
public struct HStack: ViewConvertible, Sendable, Hashable {
    /// Where children sit across the stack.
    public var alignment: VerticalAlignment
    /// The gap between children; nil is the default.
    public var spacing: Double?
    /// The views `content` built, in order.
    public var children: [ViewNode]

    /// A stack of the views `content` builds.
    ///
    /// ```swift
    /// HStack(alignment: .top) { Circle().frame(width: 8, height: 8); Text("Note") }
    /// ```
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () throws -> [ViewNode]) rethrows {
        self.alignment = alignment; self.spacing = spacing; self.children = try content()
    }

    /// The same stack as `ViewNode.hstack(alignment:spacing:_:)`.
    ///
    /// ```swift
    /// HStack { Text("A") }.view == ViewNode.hstack([ViewNode.text("A")])
    /// ```
    public var view: ViewNode { ViewNode.hstack(alignment: alignment, spacing: spacing, children) }
}
