/// One text preset of a type scale: size and line height in points at the default text size.
public struct TextPreset: Sendable, Hashable, Codable {
    public var size: Double
    public var lineHeight: Double
    public init(size: Double, lineHeight: Double) { self.size = size; self.lineHeight = lineHeight }
}

/// A theme resolved for one appearance and text size: what the layout reads.
///
/// `ListshotThemes` builds it from a theme file; tests build it by hand.
///
/// ```swift
/// let color = try theme.color("textPrimary", for: "cell[0].title")
/// let style = theme.textStyle(preset: 3, weight: theme.weight("rowTitle"))
/// ```
public struct ResolvedTheme: Sendable, Hashable {
    public var name: String
    /// The design system the theme belongs to; it picks the screen background token.
    public var designSystem: DesignSystem
    public var appearance: Appearance
    public var fontFamily: String
    /// Every colour token, resolved for `appearance`.
    public var colors: [String: Paint]
    /// Presets 1…n (index 0 is preset 1), before the Dynamic Type delta.
    public var textPresets: [TextPreset]
    /// Named weights, e.g. `rowTitle`, `indicator`.
    public var weights: [String: FontWeight]
    /// Named radii, e.g. `container`, `indicator`, `tag`.
    public var radii: [String: Double]
    /// Points added to every size and line height, per content size category.
    public var dynamicTypeDeltas: [ContentSizeCategory: Double]
    public var contentSize: ContentSizeCategory

    public init(name: String, appearance: Appearance, fontFamily: String, colors: [String: Paint],
                textPresets: [TextPreset], weights: [String: FontWeight], radii: [String: Double],
                dynamicTypeDeltas: [ContentSizeCategory: Double], contentSize: ContentSizeCategory,
                designSystem: DesignSystem = .mistica) {
        self.name = name; self.designSystem = designSystem; self.appearance = appearance; self.fontFamily = fontFamily; self.colors = colors
        self.textPresets = textPresets; self.weights = weights; self.radii = radii
        self.dynamicTypeDeltas = dynamicTypeDeltas; self.contentSize = contentSize
    }

    /// The paint for `token`; throws naming the element when the theme lacks it.
    public func paint(_ token: String, for element: String) throws(LayoutError) -> Paint {
        guard let paint = colors[token] else {
            throw .unknownColorToken(token, element: element, theme: name)
        }
        return paint
    }

    /// A solid colour for `token` (a gradient gives its first stop).
    public func color(_ token: String, for element: String) throws(LayoutError) -> RGBA {
        try paint(token, for: element).primaryColor
    }

    /// Resolves a token, a literal colour, the primary text colour or a system colour.
    public func color(_ reference: ColorReference, for element: String) throws(LayoutError) -> RGBA {
        try paint(reference, for: element).primaryColor
    }

    /// The paint of a colour reference: a token's paint (a gradient stays one), a literal colour,
    /// the design system's primary text token, or a system colour (the theme's token of that name,
    /// else iOS's value for this appearance, else an error naming the colour and suggesting one).
    ///
    /// ```swift
    /// try theme.paint(.system("separator"), for: "list.row[0].divider")   // #3C3C434A by day
    /// ```
    public func paint(_ reference: ColorReference, for element: String) throws(LayoutError) -> Paint {
        switch reference {
        case .literal(let c): return .solid(c)
        case .token(let t): return try paint(t, for: element)
        case .primary: return try paint(designSystem.textTokens.primary, for: element)
        case .system(let name): return try systemPaint(name, for: element)
        case .withOpacity(let base, let opacity): return try paint(base, for: element).withOpacity(opacity)
        }
    }

    /// The weight called `name`, regular when the theme does not name it.
    public func weight(_ name: String) -> FontWeight { weights[name] ?? .regular }

    /// A radius token, `fallback` when absent.
    public func radius(_ name: String, fallback: Double) -> Double { radii[name] ?? fallback }

    /// The text style of preset `number` (1-based) at this theme's content size.
    ///
    /// Dynamic Type adds the category's delta to the size and the line height alike
    /// (Mistica `FontStyle.swift`); `cappedAt` limits the category (the badge caps at AX-M).
    public func textStyle(preset number: Int, weight: FontWeight, cappedAt cap: ContentSizeCategory? = nil) -> TextStyle {
        let index = min(max(number, 1), max(textPresets.count, 1)) - 1
        let base = textPresets.indices.contains(index) ? textPresets[index] : TextPreset(size: 16, lineHeight: 24)
        var category = contentSize
        if let cap, category > cap { category = cap }
        let delta = dynamicTypeDeltas[category] ?? 0
        return TextStyle(fontFamily: fontFamily, size: base.size + delta, weight: weight,
                         lineHeight: base.lineHeight + delta)
    }
}
