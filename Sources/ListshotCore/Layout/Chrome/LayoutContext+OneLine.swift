/// Bar text on one line, cut with an ellipsis that follows the last kept character directly
/// ("Settings for long…", never "long …").
///
/// Pango's own end ellipsis (`PANGO_ELLIPSIZE_END`) may cut right after a space and keep it, so
/// bar text that does not fit is cut here instead: the longest start of the text that fits with
/// "…" after it, trailing white space removed. Text that fits is untouched, so only truncated bar
/// text changes. UIKit's bar labels truncate at the tail (`NSLineBreakMode.byTruncatingTail`); that
/// no space precedes the ellipsis is the rule docs/screens.md ("Navigation bar") draws.
extension LayoutContext {
    static let ellipsis = "\u{2026}"

    /// `request` laid out on one line in `width`: unchanged if it fits, else cut as above.
    func oneLine(_ request: TextRequest, width: Double) -> (TextRequest, TextMeasurement) {
        var line = request
        line.width = max(width, 1)
        line.maxLines = 1
        let whole = measurer.measure(line)
        if Self.fits(whole) { return (line, whole) }
        let characters = Array(request.text)
        var low = 0, high = characters.count - 1
        var best: (TextRequest, TextMeasurement)?
        while low <= high {
            let count = (low + high) / 2
            var candidate = line
            candidate.text = Self.trimmingTrailingSpace(characters[..<count]) + Self.ellipsis
            let measured = measurer.measure(candidate)
            if Self.fits(measured) {
                best = (candidate, measured)
                low = count + 1
            } else {
                high = count - 1
            }
        }
        return best ?? (line, whole)
    }

    private static func fits(_ measurement: TextMeasurement) -> Bool {
        !measurement.isTruncated && measurement.lineCount <= 1
    }

    private static func trimmingTrailingSpace(_ characters: ArraySlice<Character>) -> String {
        var end = characters.endIndex
        while end > characters.startIndex, characters[end - 1].isWhitespace { end -= 1 }
        return String(characters[characters.startIndex..<end])
    }
}
