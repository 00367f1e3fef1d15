/// One straight-alpha RGBA8 colour.
///
/// ```swift
/// let diffRed = RGBAColor(red: 255, green: 0, blue: 0)   // alpha defaults to 255
/// ```
public struct RGBAColor: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque). Colour channels are not premultiplied by it.
    public var alpha: UInt8

    /// Creates a colour from its channels; alpha defaults to opaque.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Transparent black, (0, 0, 0, 0).
    public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
}
