/// A size in whole pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// "W×H", e.g. "1170×2532".
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle in whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// ```swift
/// let statusBar = PixelRect(x: 0, y: 0, width: 1170, height: 141)
/// statusBar.contains(x: 10, y: 10)   // true
/// ```
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels (an empty rect has 0).
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rect from origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the right-most column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// True when the rect covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when pixel (`x`, `y`) lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The overlap with `other`, or nil when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// "W×H at (X, Y)".
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
