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

/// How tall the lines of a text run are.
public enum LineHeightRule: String, Sendable, Hashable, Codable {
    /// Every line is exactly the style's `lineHeight` tall (a line-height token, as CSS and
    /// Mistica's SwiftUI presets set it).
    case exact
    /// Every line is the font's own height (ascent + descent, as a `UILabel` that sets only its
    /// font draws it); `lineHeight` is then the text box's minimum height, and a shorter text is
    /// centred in it, as `IntrinsictHeightLabel.minHeight` does.
    case natural
}

/// A fully resolved text style: everything Pango needs to reproduce a measurement.
///
/// ```swift
/// let title = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24)
/// let uikitTitle = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24, rule: .natural)
/// ```
public struct TextStyle: Sendable, Hashable, Codable {
    public var fontFamily: String
    /// Font size in points.
    public var size: Double
    public var weight: FontWeight
    /// The line box height in points: with ``LineHeightRule/exact`` every line is this tall; with
    /// ``LineHeightRule/natural`` the whole text box is at least this tall.
    public var lineHeight: Double
    /// Whether lines are `lineHeight` tall or the font's own height.
    public var rule: LineHeightRule

    public init(fontFamily: String, size: Double, weight: FontWeight, lineHeight: Double, rule: LineHeightRule = .exact) {
        self.fontFamily = fontFamily; self.size = size; self.weight = weight; self.lineHeight = lineHeight
        self.rule = rule
    }

    /// The same style with lines of the font's own height and `lineHeight` as the box's minimum.
    public var natural: TextStyle {
        var copy = self
        copy.rule = .natural
        return copy
    }

    private enum CodingKeys: String, CodingKey { case fontFamily, size, weight, lineHeight, rule }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fontFamily = try container.decode(String.self, forKey: .fontFamily)
        size = try container.decode(Double.self, forKey: .size)
        weight = try container.decode(FontWeight.self, forKey: .weight)
        lineHeight = try container.decode(Double.self, forKey: .lineHeight)
        rule = try container.decodeIfPresent(LineHeightRule.self, forKey: .rule) ?? .exact
    }

    /// Encodes `rule` only when it is not ``LineHeightRule/exact``, so display lists of exact text
    /// read as they always have.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fontFamily, forKey: .fontFamily)
        try container.encode(size, forKey: .size)
        try container.encode(weight, forKey: .weight)
        try container.encode(lineHeight, forKey: .lineHeight)
        if rule != .exact { try container.encode(rule, forKey: .rule) }
    }
}
