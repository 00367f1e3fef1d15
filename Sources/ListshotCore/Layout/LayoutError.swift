/// Most characters one text element may hold.
public let maximumTextLength = 10_000

/// A problem in a screen that the layout cannot draw. Each message names the element and says
/// what to do.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownColorToken(String, element: String, theme: String)
    case emptyText(element: String)
    case textTooLong(element: String, length: Int)
    case canvasTooLarge(width: Int, height: Int)
    /// The content already reaches past the canvas limit at `element` (found while laying out).
    case contentTooTall(element: String, pixels: Int)
    case invalidValue(element: String, message: String)

    public var description: String {
        switch self {
        case .unknownColorToken(let token, let element, let theme):
            return "\(element): the theme '\(theme)' has no colour token '\(token)'. Use a token the theme defines (`listshot themes show \(theme)` lists them) or a literal #RRGGBB colour."
        case .emptyText(let element):
            return "\(element) is empty. Give it some text, or leave the key out."
        case .textTooLong(let element, let length):
            return "\(element) has \(length) characters; the limit is \(maximumTextLength). Shorten the text."
        case .canvasTooLarge(let width, let height) where width >= 1_000_000_000 || height >= 1_000_000_000:
            return "The canvas would be more than 1000000000 px on a side (its size is not finite, or far too large); the limit is \(maximumCanvasSide) px a side. Check the sizes, spacings and scroll offsets in the spec."
        case .canvasTooLarge(let width, let height):
            return "The canvas would be \(width)×\(height) px; the limit is \(maximumCanvasSide) px a side. Use a smaller size or scale."
        case .contentTooTall(let element, let pixels):
            return "\(element): the screen is already \(pixels) px tall here, past the limit of \(maximumCanvasSide) px a side. Show fewer rows, use a smaller scale, or give the frame a fixed height."
        case .invalidValue(let element, let message):
            return "\(element): \(message)"
        }
    }
}
