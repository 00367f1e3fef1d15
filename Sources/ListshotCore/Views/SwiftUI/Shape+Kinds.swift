// SwiftUI's four shapes; painting and the view are in Shape.swift.

/// SwiftUI `Rectangle`: the bounds.
///
/// ```swift
/// Rectangle().fill(.token("brand")).frame(width: 4)
/// ```
public struct Rectangle: Shape {
    public var paint = ShapePaint()
    /// A rectangle filling its frame.
    ///
    /// ```swift
    /// Rectangle()
    /// ```
    public init() {}
    public var kind: ViewShape { .rectangle }
}

/// SwiftUI `RoundedRectangle(cornerRadius:)`: the bounds with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.token("backgroundContainer"))
/// ```
public struct RoundedRectangle: Shape {
    /// The radius of the corners, capped at half the shorter side.
    public var cornerRadius: Double
    public var paint = ShapePaint()
    /// A rectangle whose corners have radius `cornerRadius`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12)
    /// ```
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public var kind: ViewShape { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// SwiftUI `Capsule`: fully rounded ends, the radius half the shorter side.
///
/// ```swift
/// Capsule().fill(.token("brandLow"))
/// ```
public struct Capsule: Shape {
    public var paint = ShapePaint()
    /// A capsule filling its frame.
    ///
    /// ```swift
    /// Capsule()
    /// ```
    public init() {}
    public var kind: ViewShape { .capsule }
}

/// SwiftUI `Circle`: the largest circle centred in the frame.
///
/// ```swift
/// Circle().fill(.token("error")).frame(width: 8, height: 8)
/// ```
public struct Circle: Shape {
    public var paint = ShapePaint()
    /// A circle centred in its frame.
    ///
    /// ```swift
    /// Circle()
    /// ```
    public init() {}
    public var kind: ViewShape { .circle }
}
