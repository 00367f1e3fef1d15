// SwiftUI's `frame` modifiers, on every view.

extension ViewConvertible {
    /// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
    /// in one: a fixed `width` or `height` wins over the minimum and maximum of its axis; an ideal
    /// length is the frame's size when it is offered nil (inside `fixedSize()`, or along a stack's axis offered nil).
    ///
    /// ```swift
    /// Image("avatar.png").resizable().frame(width: 40, height: 40)
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// Rectangle().frame(idealWidth: 120, idealHeight: 40).fixedSize()   // 120×40
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, maxHeight: Double? = nil, idealWidth: Double? = nil, idealHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        view.modifier(.frame(ViewFrame(width: width, height: height, minWidth: minWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, maxHeight: maxHeight, idealWidth: idealWidth, idealHeight: idealHeight,
                                       alignment: alignment)))
    }
}
