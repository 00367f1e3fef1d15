// SwiftUI's `background` modifiers, on every view.

extension ViewConvertible {
    /// `background(_:)` with a colour filling the view's bounds.
    ///
    /// ```swift
    /// Text("Hi").padding(8).background(.token("backgroundContainer"))
    /// ```
    public func background(_ color: ColorReference) -> ViewNode { view.modifier(.background(.color(color))) }

    /// `background(_:alignment:)` with a view behind, offered this view's size and placed at
    /// `alignment` in it (centred by default).
    ///
    /// ```swift
    /// Text("3").padding(.horizontal, 8).background(Capsule().fill(.token("brandLow")))
    /// ```
    public func background(_ content: some ViewConvertible, alignment: Alignment = .center) -> ViewNode {
        background(attached: [content.view], alignment: alignment)
    }

    /// `background(alignment:content:)`: the views behind, grouped as a z-stack when there are
    /// several, offered this view's size and placed at `alignment` in it.
    ///
    /// ```swift
    /// Text("Hi").padding().background(alignment: .leading) { Rectangle().fill(.token("brand")).frame(width: 4) }
    /// ```
    public func background(alignment: Alignment = .center, @ViewBuilder content: () throws -> [ViewNode]) rethrows -> ViewNode {
        background(attached: try content(), alignment: alignment)
    }

    /// The background modifier for `views`: nothing for none, the view for one, a z-stack for
    /// more, placed at `alignment` (``ViewBackground/view(_:alignment:)``).
    private func background(attached views: [ViewNode], alignment: Alignment) -> ViewNode {
        guard let grouped = ViewNode.grouped(views, alignment: alignment) else { return view }
        return view.modifier(.background(.view(grouped, alignment: alignment)))
    }
}

extension ViewNode {
    /// The views of a background or an overlay as one: nil for none, the view for one, a z-stack
    /// aligned at `alignment` for more (SwiftUI's implicit `ZStack`).
    static func grouped(_ views: [ViewNode], alignment: Alignment) -> ViewNode? {
        switch views.count {
        case 0: return nil
        case 1: return views[0]
        default: return ViewNode.zstack(alignment: alignment, views)
        }
    }
}
