/// A predictable measurer for tests: every character advances `advance × size`, lines wrap at
/// spaces (or anywhere, for a word longer than the line), and every line is `lineHeight` tall
/// (``LineHeightRule/exact``) or `naturalLineHeight × size` tall (``LineHeightRule/natural``; 1 by
/// default, so a natural 16 pt line is 16 tall and sits a whole 4 below the top of a 24 pt box).
/// Its baselines follow one rule: a glyph box `size` tall is centred in each line box, and the
/// baseline is `ascent × size` below the glyph box's top (0.8 by default), so a natural 20 pt line
/// has its baseline at 16 and a 20 pt font in 30 pt exact lines at 5 + 16 = 21, then 30 lower per line.
///
/// ```swift
/// let fake = FixedAdvanceTextMeasurer(advance: 0.5)
/// let m = fake.measure(TextRequest(text: "Hello", style: style, width: 100))
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasuring, Sendable {
    public var advance: Double
    /// A natural line's height per point of font size.
    public var naturalLineHeight: Double
    /// The baseline's depth below the top of a line's glyph box, per point of font size.
    public var ascent: Double

    public init(advance: Double = 0.5, naturalLineHeight: Double = 1, ascent: Double = 0.8) {
        self.advance = advance; self.naturalLineHeight = naturalLineHeight; self.ascent = ascent
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        let charWidth = advance * request.style.size
        let perLine = max(1, Int(saturating: request.width / charWidth, rounding: .down))
        var lines: [Int] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= perLine {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current); current = 0 }
                while length > perLine { lines.append(perLine); length -= perLine }
                current = length
            }
            lines.append(current)
        }
        var truncated = false
        if request.maxLines > 0 && lines.count > request.maxLines {
            lines = Array(lines.prefix(request.maxLines))
            truncated = true
        }
        let widest = Double(lines.max() ?? 0) * charWidth
        let lineHeight = request.style.rule == .exact ? request.style.lineHeight : naturalLineHeight * request.style.size
        let baseline = (lineHeight - request.style.size) / 2 + ascent * request.style.size
        return TextMeasurement(size: Size(width: min(widest, request.width),
                                          height: Double(lines.count) * lineHeight),
                               lineCount: lines.count, isTruncated: truncated,
                               firstBaseline: baseline, lastBaseline: Double(max(0, lines.count - 1)) * lineHeight + baseline)
    }
}
