// SwiftUI's `overlay` modifiers, on every view.

extension ViewConvertible {
    /// `overlay(_:alignment:)`: a view in front, offered this view's size and placed at `alignment`.
    ///
    /// ```swift
    /// Circle().fill(.token("brandLow")).frame(width: 40, height: 40).overlay(Text("AB"))
    /// ```
    public func overlay(_ content: some ViewConvertible, alignment: Alignment = .center) -> ViewNode {
        view.modifier(.overlay(content.view, alignment: alignment))
    }

    /// `overlay(alignment:content:)`: the views in front, grouped as a z-stack when there are
    /// several, offered this view's size and placed at `alignment`.
    ///
    /// ```swift
    /// Image("avatar.png").resizable().frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
    ///     Circle().fill(.token("error")).frame(width: 10, height: 10)
    /// }
    /// ```
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () throws -> [ViewNode]) rethrows -> ViewNode {
        guard let grouped = ViewNode.grouped(try content(), alignment: alignment) else { return view }
        return view.modifier(.overlay(grouped, alignment: alignment))
    }
}
