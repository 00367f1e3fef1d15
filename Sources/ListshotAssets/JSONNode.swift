/// A parsed JSON value that remembers where it starts, so a value that is valid JSON but not a
/// valid asset can be reported at `file:line:column` with its key path (docs/assets.md, "Errors").
/// Objects keep their keys in file order; a duplicate key keeps the last value, as Xcode does.
///
/// ```swift
/// let node = try JSONNode.parse(bytes, file: "Brand.colorset/Contents.json")
/// node["colors"]?[0]?["idiom"]?.string   // "universal"
/// ```
struct JSONNode: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double, text: String)
        case string(String)
        case array([JSONNode])
        case object([String], [String: JSONNode])
    }

    var value: Value
    var line: Int
    var column: Int
    /// The key path from the root, e.g. `images[2].scale`.
    var keyPath: String

    subscript(key: String) -> JSONNode? {
        if case .object(_, let members) = value { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSONNode? {
        if case .array(let items) = value, items.indices.contains(index) { return items[index] }
        return nil
    }

    var string: String? { if case .string(let text) = value { return text }; return nil }
    var bool: Bool? { if case .bool(let flag) = value { return flag }; return nil }
    var array: [JSONNode]? { if case .array(let items) = value { return items }; return nil }
    var isObject: Bool { if case .object = value { return true }; return false }
    var keys: [String] { if case .object(let keys, _) = value { return keys }; return [] }

    /// What kind of value this is, for messages.
    var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// An error placed at this value.
    func error(_ file: String, _ message: String) -> AssetError {
        AssetError(file: file, keyPath: keyPath, message: message, line: line, column: column)
    }

    /// The deepest nesting a file may have; asset files need five or six levels.
    static let depthCap = 64

    /// Parses UTF-8 JSON text (a leading byte-order mark is skipped).
    static func parse(_ bytes: [UInt8], file: String) throws(AssetError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, file: file)
        return try parser.document()
    }
}

/// The recursive-descent parser behind ``JSONNode/parse(_:file:)`` (RFC 8259, strict: no
/// comments, no trailing commas), counting lines and columns as it goes.
private struct JSONParser {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func fail(_ message: String, at place: (Int, Int)? = nil) -> AssetError {
        AssetError(file: file, message: message + " Fix the JSON (Xcode rewrites the file if you reopen the asset).",
                   line: place?.0 ?? line, column: place?.1 ?? column)
    }

    mutating func document() throws(AssetError) -> JSONNode {
        skipSpace()
        let root = try value(path: "", depth: 0)
        skipSpace()
        guard index == bytes.count else { throw fail("Text follows the JSON value.") }
        return root
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    mutating func expect(_ literal: String) throws(AssetError) {
        let start = (line, column)
        for byte in literal.utf8 {
            guard current == byte else { throw fail("Expected '\(literal)'.", at: literal.count == 1 ? nil : start) }
            advance()
        }
    }

    mutating func value(path: String, depth: Int) throws(AssetError) -> JSONNode {
        guard depth < JSONNode.depthCap else { throw fail("The JSON nests deeper than \(JSONNode.depthCap) levels.") }
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: startLine, column: startColumn, keyPath: path) }
        guard let byte = current else { throw fail("The JSON ends where a value was expected.") }
        switch byte {
        case UInt8(ascii: "{"):
            advance()
            var keys: [String] = []
            var members: [String: JSONNode] = [:]
            skipSpace()
            if current == UInt8(ascii: "}") { advance(); return node(.object([], [:])) }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw fail("Expected a quoted key.") }
                let key = try string()
                skipSpace()
                try expect(":")
                skipSpace()
                let child = try value(path: path.isEmpty ? key : path + "." + key, depth: depth + 1)
                if members.updateValue(child, forKey: key) == nil { keys.append(key) }
                skipSpace()
                if current == UInt8(ascii: ",") { advance(); continue }
                if current == UInt8(ascii: "}") { advance(); return node(.object(keys, members)) }
                throw fail("Expected ',' or '}' after the value of '\(key)'.")
            }
        case UInt8(ascii: "["):
            advance()
            var items: [JSONNode] = []
            skipSpace()
            if current == UInt8(ascii: "]") { advance(); return node(.array([])) }
            while true {
                skipSpace()
                items.append(try value(path: "\(path)[\(items.count)]", depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { advance(); continue }
                if current == UInt8(ascii: "]") { advance(); return node(.array(items)) }
                throw fail("Expected ',' or ']' in the array.")
            }
        case UInt8(ascii: "\""):
            return node(.string(try string()))
        case UInt8(ascii: "t"): try expect("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try expect("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try expect("null"); return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            while let c = current, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
                advance()
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let number = Double(text), number.isFinite else { throw fail("'\(text)' is not a number.") }
            return node(.number(number, text: text))
        default:
            throw fail("Unexpected character '\(Unicode.Scalar(byte).escaped(asASCII: true))'.")
        }
    }

    mutating func hex4() throws(AssetError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = hexDigit(c) else { throw fail("Expected four hex digits after \\u.") }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    mutating func string() throws(AssetError) -> String {
        advance()  // opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(AssetError) {
            guard !run.isEmpty else { return }
            guard let text = String(validating: run, as: UTF8.self) else { throw fail("The string is not valid UTF-8. Save the file as UTF-8.") }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw fail("The string is not closed.") }
            if byte == UInt8(ascii: "\"") { advance(); break }
            if byte < 0x20 { throw fail("A control character is inside a string; write it as an escape such as \\n.") }
            if byte != UInt8(ascii: "\\") { run.append(byte); advance(); continue }
            try flush()
            advance()
            guard let escape = current else { throw fail("The string is not closed.") }
            advance()
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                    advance(); advance()
                    let low = try hex4()
                    code = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                throw fail("'\\\(Unicode.Scalar(escape).escaped(asASCII: true))' is not a JSON escape.")
            }
        }
        try flush()
        return String(scalars)
    }
}

func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
