/// Per-pixel access. Convenient for tests and small edits; hot loops should use the raw buffer.
extension RGBABitmap {
    /// Reads or writes the pixel at column `x`, row `y` (precondition: inside the image).
    ///
    /// ```swift
    /// var image = RGBABitmap(width: 4, height: 4, filledWith: .white)
    /// image[1, 2] = RGBAColor(red: 255, green: 0, blue: 0)
    /// ```
    public subscript(x: Int, y: Int) -> RGBAColor {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let offset = (y * width + x) * 4
            return RGBAColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let offset = (y * width + x) * 4
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }
}
