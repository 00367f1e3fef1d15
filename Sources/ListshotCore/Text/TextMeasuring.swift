/// A request to lay out a run of text: the same values measure it and draw it.
///
/// The layout core builds one per text element, asks a ``TextMeasuring`` for its size, and stores
/// it unchanged in the display list so the backend draws exactly what was measured.
public struct TextRequest: Sendable, Hashable, Codable {
    public var text: String
    public var style: TextStyle
    /// The wrap width in points.
    public var width: Double
    /// The maximum number of lines; 0 means unlimited. Overflow ends in an ellipsis placed as
    /// ``truncationMode`` says.
    public var maxLines: Int
    public var alignment: TextAlignment
    public var direction: LayoutDirection
    /// Where the ellipsis of a truncated line goes; tail unless a view says otherwise.
    public var truncationMode: TextTruncationMode

    public init(text: String, style: TextStyle, width: Double, maxLines: Int = 0,
                alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight,
                truncationMode: TextTruncationMode = .tail) {
        self.text = text; self.style = style; self.width = width; self.maxLines = maxLines
        self.alignment = alignment; self.direction = direction; self.truncationMode = truncationMode
    }
}

/// The measured size of a ``TextRequest``.
public struct TextMeasurement: Sendable, Hashable {
    /// Width of the widest line (≤ the request's width) and height of all lines.
    public var size: Size
    public var lineCount: Int
    /// Whether lines were cut and an ellipsis added.
    public var isTruncated: Bool
    /// Characters with no glyph in any available font (drawn as boxes); 0 when all is well.
    public var missingGlyphs: Int
    /// The distinct code points of those characters, in order of appearance.
    public var missingCodePoints: [UInt32]
    /// The first line's baseline, measured down from the top of the text's frame (SwiftUI
    /// `VerticalAlignment.firstTextBaseline`); the frame's bottom when the measurer gives none.
    public var firstBaseline: Double
    /// The last line's baseline, measured down from the top of the text's frame (SwiftUI
    /// `VerticalAlignment.lastTextBaseline`); the frame's bottom when the measurer gives none.
    public var lastBaseline: Double

    /// A measurement; the baselines default to the frame's bottom (`size.height`).
    ///
    /// ```swift
    /// TextMeasurement(size: Size(width: 40, height: 20), lineCount: 1, firstBaseline: 16, lastBaseline: 16)
    /// ```
    public init(size: Size, lineCount: Int, isTruncated: Bool = false, missingGlyphs: Int = 0, missingCodePoints: [UInt32] = [],
                firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size; self.lineCount = lineCount; self.isTruncated = isTruncated
        self.missingGlyphs = missingGlyphs
        self.missingCodePoints = missingCodePoints
        self.firstBaseline = firstBaseline ?? size.height
        self.lastBaseline = lastBaseline ?? size.height
    }
}

/// Measures text for the layout core; the Cairo backend implements it with Pango.
///
/// This is the host-supplied measure function of Yoga: the core never links a text engine, and
/// tests plug in ``FixedAdvanceTextMeasurer``.
public protocol TextMeasuring {
    /// The size the text takes when wrapped at `request.width`.
    func measure(_ request: TextRequest) -> TextMeasurement
}
