// SwiftUI's text modifiers: each returns a `Text` with one style changed.

extension Text {
    /// `font(_:)`: a preset of the theme's type scale, or a size and weight.
    ///
    /// ```swift
    /// Text("Title").font(.preset(4, weight: .medium))
    /// Text("17 pt").font(.system(size: 17, weight: .semibold))
    /// ```
    public func font(_ font: ViewFont) -> Text { with { $0.font = font } }

    /// `fontWeight(_:)`: the same font at another weight.
    ///
    /// ```swift
    /// Text("Bold").font(.preset(3)).fontWeight(.bold)
    /// ```
    public func fontWeight(_ weight: FontWeight) -> Text {
        // With a font of its own the weight is that font's; without one it changes the inherited font.
        with { text in if let font = text.font { text.font = font.withWeight(weight) } else { text.fontWeight = weight } }
    }

    /// `foregroundColor(_:)`: the colour of the glyphs.
    ///
    /// ```swift
    /// Text("Secondary").foregroundColor(.token("textSecondary"))
    /// ```
    public func foregroundColor(_ color: ColorReference) -> Text { with { $0.color = color } }

    /// `foregroundStyle(_:)` with a colour: the same as `foregroundColor(_:)`.
    ///
    /// ```swift
    /// Text("Brand").foregroundStyle(.token("brand"))
    /// ```
    public func foregroundStyle(_ color: ColorReference) -> Text { foregroundColor(color) }

    /// `lineLimit(_:)`: the most lines shown, the last one ending in an ellipsis; nil is unlimited.
    ///
    /// ```swift
    /// Text("A long description").lineLimit(2)
    /// ```
    public func lineLimit(_ limit: Int?) -> Text { with { $0.lineLimit = limit } }

    /// `multilineTextAlignment(_:)`: how wrapped lines align (leading by default).
    ///
    /// ```swift
    /// Text("Centred lines").multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text { with { $0.multilineTextAlignment = alignment } }

    /// `truncationMode(_:)`: where a line that does not fit loses characters, `.head`,
    /// `.middle` or `.tail` (the default).
    ///
    /// ```swift
    /// Text("IMG_2024_0312_final.png").lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: ViewTruncationMode) -> Text { with { $0.truncationMode = mode } }

    private func with(_ change: (inout ViewText) -> Void) -> Text {
        var copy = self
        change(&copy.text)
        return copy
    }
}
