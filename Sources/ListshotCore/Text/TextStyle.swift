/// A font weight, as the design systems name them.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case light, regular, medium, semibold, bold

    /// The CSS/OpenType numeric weight (400 regular … 700 bold).
    public var numericValue: Int {
        switch self {
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }
}

/// Horizontal alignment of text inside its frame. `natural` follows the layout direction.
public enum TextAlignment: String, Sendable, Hashable, Codable {
    case natural, leading, center, trailing
}

/// Reading direction of a layout or a text run.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// A fully resolved text style: everything Pango needs to reproduce a measurement.
///
/// ```swift
/// let title = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24)
/// ```
public struct TextStyle: Sendable, Hashable, Codable {
    public var fontFamily: String
    /// Font size in points.
    public var size: Double
    public var weight: FontWeight
    /// The line box height in points; every line of the run is exactly this tall.
    public var lineHeight: Double

    public init(fontFamily: String, size: Double, weight: FontWeight, lineHeight: Double) {
        self.fontFamily = fontFamily; self.size = size; self.weight = weight; self.lineHeight = lineHeight
    }
}
