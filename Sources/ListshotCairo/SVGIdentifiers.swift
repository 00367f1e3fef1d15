import Foundation

/// Renumbers the element ids in cairo's SVG output so they depend only on the drawing.
///
/// Cairo 1.16 names images and surfaces after process-wide counters (`image549`), so the same
/// drawing gets different ids on a second render in one process. Every id of the form
/// `letters` + `digits` (+ `-digits`) is renumbered by first appearance, per prefix, and every
/// reference (`#id`, `url(#id)`) follows.
enum SVGIdentifiers {
    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let idPattern = try? NSRegularExpression(pattern: #"id="([A-Za-z]+)(\d+)(-\d+)?""#) else { return bytes }
        var mapping: [String: String] = [:]
        var counters: [String: Int] = [:]
        let range = NSRange(text.startIndex..., in: text)
        for match in idPattern.matches(in: text, range: range) {
            guard let prefixRange = Range(match.range(at: 1), in: text),
                  let numberRange = Range(match.range(at: 2), in: text) else { continue }
            let prefix = String(text[prefixRange])
            let old = prefix + text[numberRange]
            if mapping[old] != nil { continue }
            let next = counters[prefix, default: 0]
            counters[prefix] = next + 1
            mapping[old] = prefix + String(next)
        }
        guard !mapping.isEmpty, let tokenPattern = try? NSRegularExpression(pattern: ##"(?<=["#])([A-Za-z]+\d+)(?=[-"\)])"##) else {
            return bytes
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var cursor = text.startIndex
        for match in tokenPattern.matches(in: text, range: range) {
            guard let tokenRange = Range(match.range(at: 1), in: text) else { continue }
            let token = String(text[tokenRange])
            guard let replacement = mapping[token] else { continue }
            result += text[cursor..<tokenRange.lowerBound]
            result += replacement
            cursor = tokenRange.upperBound
        }
        result += text[cursor...]
        return Array(result.utf8)
    }
}
