import Foundation

/// Fails fast on JSON that nests deeper than a limit, before a decoder recurses into it: counts
/// open arrays and objects outside strings, in one pass over the bytes.
///
/// ```swift
/// try JSONNestingScan.check(Data("[[[]]]".utf8), limit: 2)   // throws .tooDeep(offset: 2, limit: 2)
/// ```
enum JSONNestingScan {
    static func check(_ data: Data, limit: Int) throws(ScreenTransportError) {
        let deepest: Int? = data.withUnsafeBytes { raw in
            var depth = 0
            var inString = false
            var escaped = false
            for (offset, byte) in raw.enumerated() {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return offset }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return nil
        }
        if let deepest { throw .tooDeep(offset: deepest, limit: limit) }
    }
}
