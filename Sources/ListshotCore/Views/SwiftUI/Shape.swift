/// A SwiftUI shape (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`): a view that takes the
/// size it is offered, filled with the default colour until `fill(_:)` or `stroke(_:lineWidth:)`
/// says otherwise, and an outline for `clipShape(_:)`.
///
/// Listshot draws every stroke inside the shape, as SwiftUI's `strokeBorder` does; `stroke`
/// (centred on the outline in SwiftUI) is drawn the same way. Fill and stroke combine in any order.
///
/// ```swift
/// Circle().fill(.token("brandLow")).frame(width: 40, height: 40)
/// RoundedRectangle(cornerRadius: 8).strokeBorder(.token("border"), lineWidth: 1)
/// ```
public protocol Shape: ViewConvertible, Sendable, Hashable {
    /// The outline, as the view tree names it.
    var kind: ViewShape { get }
    /// The fill and the stroke given so far.
    var paint: ShapePaint { get set }
}

/// How a shape is painted: a fill, a stroke, both, or neither (then the default fill).
///
/// ```swift
/// ShapePaint(fill: .token("brand"), stroke: ViewStroke(color: .token("border"), width: 1))
/// ```
public struct ShapePaint: Sendable, Hashable {
    /// The colour inside the shape; nil is none when there is a stroke, the default fill otherwise.
    public var fill: ColorReference?
    /// The outline, drawn inside the shape.
    public var stroke: ViewStroke?
    /// A paint of `fill` and `stroke`.
    public init(fill: ColorReference? = nil, stroke: ViewStroke? = nil) { self.fill = fill; self.stroke = stroke }
}

extension Shape {
    /// The same view as `ViewNode.shape(_:fill:stroke:)`.
    ///
    /// ```swift
    /// Circle().fill(.token("brand")).view == ViewNode.shape(.circle, fill: .token("brand"))
    /// ```
    public var view: ViewNode { ViewNode.shape(kind, fill: paint.fill, stroke: paint.stroke) }

    /// `fill(_:)`: the colour inside the shape.
    ///
    /// ```swift
    /// Capsule().fill(.token("brand"))
    /// ```
    public func fill(_ color: ColorReference) -> Self {
        var copy = self
        copy.paint.fill = color
        return copy
    }

    /// `stroke(_:lineWidth:)`: an outline `lineWidth` wide (1 by default), drawn inside the
    /// shape in Listshot (SwiftUI centres it on the outline); with no fill unless one is given.
    ///
    /// ```swift
    /// Circle().stroke(.token("border"), lineWidth: 2)
    /// ```
    public func stroke(_ color: ColorReference, lineWidth: Double = 1) -> Self {
        var copy = self
        copy.paint.stroke = ViewStroke(color: color, width: lineWidth)
        return copy
    }

    /// `strokeBorder(_:lineWidth:)`: an outline `lineWidth` wide (1 by default) inside the shape.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.token("border"))
    /// ```
    public func strokeBorder(_ color: ColorReference, lineWidth: Double = 1) -> Self { stroke(color, lineWidth: lineWidth) }
}
