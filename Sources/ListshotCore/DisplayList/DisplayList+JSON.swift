import Foundation

/// The display list's published JSON form (format version 2, `docs/display-list.schema.json`):
/// named keys everywhere, keys sorted, every number rounded to 1/1000 pt.
///
/// ```swift
/// let bytes = try list.contractJSON(pretty: true)
/// let again = try DisplayList.decodeContract(bytes, file: "screen.layout.json")
/// ```
extension DisplayList {
    /// The list as contract JSON, newline-terminated.
    public func contractJSON(pretty: Bool = false) throws(DisplayListFormatError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let raw: Data
        do { raw = try encoder.encode(self) } catch {
            throw .unencodable(String(describing: error))
        }
        return JSONNumberRounding.rounded(Array(raw), places: 3) + [0x0A]
    }

    /// Reads contract JSON, checking the format version before anything else and the groups' nesting after.
    public static func decodeContract(_ bytes: [UInt8], file: String) throws(DisplayListFormatError) -> DisplayList {
        let data = Data(bytes)
        struct Header: Decodable { var formatVersion: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw .malformed(file: file, reason: "it is not a JSON object")
        }
        guard let version = header.formatVersion else { throw .malformed(file: file, reason: "it has no formatVersion") }
        guard version == currentFormatVersion else { throw .unsupportedVersion(file: file, found: version) }
        let list: DisplayList
        do { list = try JSONDecoder().decode(DisplayList.self, from: data) } catch {
            throw .malformed(file: file, reason: DecodingProblem.describe(error))
        }
        do { try list.validateNesting() } catch { throw .malformed(file: file, reason: "its groups do not nest: \(error)") }
        return list
    }

    /// The list as it reads back from its contract JSON (numbers rounded), for comparing a fresh
    /// layout with a stored one on equal terms.
    public func roundTripped() -> DisplayList {
        guard let bytes = try? contractJSON(), let list = try? Self.decodeContract(bytes, file: "") else { return self }
        return list
    }
}

/// Why a display list cannot be read or written.
public enum DisplayListFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    case unsupportedVersion(file: String, found: Int)
    case malformed(file: String, reason: String)
    case unencodable(String)

    public var description: String {
        switch self {
        case .unsupportedVersion(let file, let found) where found < DisplayList.currentFormatVersion:
            return "\(file) is display-list format \(found), older than this Listshot's \(DisplayList.currentFormatVersion). Re-record it (`listshot record CATALOG --mode all`) to write the current format."
        case .unsupportedVersion(let file, let found):
            return "\(file) is display-list format \(found), newer than this Listshot's \(DisplayList.currentFormatVersion). Update Listshot, or re-record it with this version."
        case .malformed(let file, let reason):
            return "\(file) is not a valid display list (\(reason)). Re-record it."
        case .unencodable(let reason):
            return "the display list cannot be encoded as JSON (\(reason))."
        }
    }
}

/// Rewrites every number in JSON text to at most `places` decimals, printed as the shortest form
/// that reads back to the same value (`31.00000000000003` → `31`, `25.2265625` → `25.227`).
/// Strings, including numbers inside them (SVG path data), are left alone.
enum JSONNumberRounding {
    static func rounded(_ bytes: [UInt8], places: Int) -> [UInt8] {
        let scale = pow(10, Double(places))
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                output.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    output.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
                output.append(byte)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                var end = index + 1
                while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
                let token = String(decoding: bytes[index..<end], as: UTF8.self)
                output += Array(Self.format(token, scale: scale).utf8)
                index = end
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    static func format(_ token: String, scale: Double) -> String {
        // Integers (the common case: frames on the pixel grid) stay as written.
        if !token.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return token }
        guard let value = Double(token), value.isFinite else { return token }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
