// SwiftUI's `border` and `opacity` modifiers, on every view.

extension ViewConvertible {
    /// `border(_:width:)`: a stroke of `width` (1 by default) inside the view's bounds.
    ///
    /// ```swift
    /// Text("Hi").padding(4).border(.token("border"), width: 2)
    /// ```
    public func border(_ color: ColorReference, width: Double = 1) -> ViewNode { view.modifier(.border(color, width: width)) }

    /// `opacity(_:)`, 0…1: the view is drawn as one group at this opacity.
    ///
    /// ```swift
    /// Text("Disabled").opacity(0.5)
    /// ```
    public func opacity(_ value: Double) -> ViewNode { view.modifier(.opacity(value)) }
}
