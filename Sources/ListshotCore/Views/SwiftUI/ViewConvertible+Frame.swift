// SwiftUI's `frame` modifiers, on every view.

extension ViewConvertible {
    /// `frame(width:height:alignment:)` and `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`
    /// in one: a fixed `width` or `height` wins over the minimum and maximum of its axis.
    ///
    /// ```swift
    /// Image("avatar.png").resizable().frame(width: 40, height: 40)
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        view.modifier(.frame(ViewFrame(width: width, height: height, minWidth: minWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)))
    }
}
