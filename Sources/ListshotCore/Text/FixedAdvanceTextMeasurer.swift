/// A predictable measurer for tests: every character advances `advance × size`, lines wrap at
/// spaces (or anywhere, for a word longer than the line), and every line is `lineHeight` tall.
///
/// ```swift
/// let fake = FixedAdvanceTextMeasurer(advance: 0.5)
/// let m = fake.measure(TextRequest(text: "Hello", style: style, width: 100))
/// ```
public struct FixedAdvanceTextMeasurer: TextMeasuring, Sendable {
    public var advance: Double

    public init(advance: Double = 0.5) { self.advance = advance }

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
        return TextMeasurement(size: Size(width: min(widest, request.width),
                                          height: Double(lines.count) * request.style.lineHeight),
                               lineCount: lines.count, isTruncated: truncated)
    }
}
