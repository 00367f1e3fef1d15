/// A SwiftUI shape: `Rectangle`, `RoundedRectangle(cornerRadius:)`, `Capsule` or `Circle`.
///
/// ```swift
/// ViewNode.shape(.roundedRectangle(cornerRadius: 8), fill: .token("backgroundContainer"))
/// ```
public enum ViewShape: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    /// Fully rounded ends: the corner radius is half the shorter side.
    case capsule
    /// The largest circle centred in the frame.
    case circle
    /// The ellipse that fills the frame (SwiftUI `Ellipse`).
    case ellipse
    /// A custom outline (SwiftUI `Shape.path(in:)`) in a view box of `viewBox`, scaled to the frame.
    case path(VectorPath, viewBox: Size)

    /// The element-id name of a shape view.
    public var elementName: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .path: return "path"
        }
    }
}

/// A shape's stroke: a colour and a width in points, drawn inside the shape (SwiftUI `strokeBorder`).
///
/// ```swift
/// ViewStroke(color: .token("border"), width: 1)
/// ```
public struct ViewStroke: Sendable, Hashable, Codable {
    public var color: ColorReference
    public var width: Double
    public init(color: ColorReference, width: Double) { self.color = color; self.width = width }
}
