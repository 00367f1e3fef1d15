/// A two-dimensional vector (CoreGraphics `CGVector`).
///
/// ```swift
/// let drift = CGVector(dx: 2, dy: -1)
/// ```
public struct CGVector: Sendable, Hashable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)
}
