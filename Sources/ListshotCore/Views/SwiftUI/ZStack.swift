/// An overlay stack (SwiftUI `ZStack`): children on top of each other, later ones in front.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Circle().fill(.token("brandLow")); Text("3") }
/// ```
public struct ZStack: ViewConvertible, Sendable, Hashable {
    /// Where children sit, in both axes.
    public var alignment: Alignment
    /// The views `content` built, back to front.
    public var children: [ViewNode]

    /// A stack of the views `content` builds.
    ///
    /// ```swift
    /// ZStack { Capsule().fill(.token("brand")); Text("New") }
    /// ```
    public init(alignment: Alignment = .center, @ViewBuilder content: () throws -> [ViewNode]) rethrows {
        self.alignment = alignment; self.children = try content()
    }

    /// The same stack as `ViewNode.zstack(alignment:_:)`.
    ///
    /// ```swift
    /// ZStack { Text("A") }.view == ViewNode.zstack([ViewNode.text("A")])
    /// ```
    public var view: ViewNode { ViewNode.zstack(alignment: alignment, children) }
}
