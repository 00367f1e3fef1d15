import Foundation

/// Screens (or anything of the screen model) as JSON between processes: a preview runner writes
/// the screens it lowered, the CLI reads them back and renders them as the runner saw them.
///
/// - Lossless: `decode(encode(x)) == x`; doubles keep every bit, `±.infinity` is written
///   `"Infinity"`/`"-Infinity"` (a frame's `maxWidth: .infinity`). NaN is refused both ways.
/// - Deterministic: keys sorted, sets in a fixed order, so one value is always the same bytes.
/// - Hostile input throws, never traps: a size cap, a nesting cap, views at most
///   ``ViewLayout/maximumDepth`` levels deep, and an error that names the JSON path that failed.
///
/// ```swift
/// let data = try ScreenTransport.encode([screen])
/// let screens = try ScreenTransport.decode([Screen].self, from: data)   // == [screen]
/// ```
public enum ScreenTransport {
    /// Most levels of JSON arrays and objects a document may nest (Foundation's decoder stops at 512).
    public static let maximumJSONDepth = 500

    /// `value` as compact JSON with sorted keys.
    ///
    /// ```swift
    /// let data = try ScreenTransport.encode(screen)
    /// ```
    public static func encode<T: Encodable>(_ value: T) throws(ScreenTransportError) -> Data {
        let data = try encode(value, nan: nan)
        // A NaN is written as the string "NaN", and so is a text that says NaN: only a NaN changes
        // when NaN is spelt otherwise.
        if data.range(of: Data("\"\(nan)\"".utf8)) != nil, try encode(value, nan: nan.lowercased()) != data {
            throw .unencodable(path: "", reason: "it holds a NaN (not-a-number), which no layout can use and JSON cannot carry")
        }
        return data
    }

    /// The `type` that `data` holds, checked before and while it is read.
    ///
    /// - Parameters:
    ///   - type: what the JSON holds, e.g. `[Screen].self`.
    ///   - data: JSON as ``encode(_:)`` writes it.
    ///   - maxBytes: the largest document accepted (64 MiB by default).
    ///
    /// ```swift
    /// do { screens = try ScreenTransport.decode([Screen].self, from: data) }
    /// catch { print(error) }   // "[0].content[0].view._0.kind: unknown case 'foo'"
    /// ```
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, maxBytes: Int = 64 << 20) throws(ScreenTransportError) -> T {
        guard data.count <= maxBytes else { throw .tooLarge(bytes: data.count, limit: maxBytes) }
        try JSONNestingScan.check(data, limit: maximumJSONDepth)
        let decoder = JSONDecoder()
        // NaN's string is the same as +∞'s, which is matched first, so no string decodes to NaN:
        // "NaN" is a string where a number belongs, and fails with its path.
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: infinity, negativeInfinity: "-" + infinity, nan: infinity)
        if let key = ViewDecodingDepth.key { decoder.userInfo[key] = ViewDecodingDepth() }
        do { return try decoder.decode(T.self, from: data) } catch {
            throw ScreenTransportProblem.decodingError(error, in: data)
        }
    }

    private static let infinity = "Infinity"
    private static let nan = "NaN"

    private static func encode<T: Encodable>(_ value: T, nan: String) throws(ScreenTransportError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: infinity, negativeInfinity: "-" + infinity, nan: nan)
        do { return try encoder.encode(value) } catch {
            throw ScreenTransportProblem.encodingError(error)
        }
    }
}
