/// Where things are in a theme file's JSON text, for errors that point at `file:line:column`:
/// the value at a key path (`colors.divider.night`, `typography.presets[2].size`), or where the
/// text stops being JSON. Lines and columns count from 1; columns count Unicode scalars. Used only
/// once an error is known, so it favours plainness over speed (docs/themes.md, "Errors").
///
/// ```swift
/// JSONLocator(Array(#"{"radii": {"tag": "x"}}"#.utf8)).position(of: "radii.tag")   // (1, 20)
/// ```
struct JSONLocator {
    struct Position: Sendable, Hashable { var line: Int; var column: Int }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// The start of each value, by key path.
    private(set) var values: [String: Position] = [:]
    /// Where the text stopped being JSON, if it did.
    private(set) var failure: Position?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        skipSpace()
        if value(at: "", depth: 0) {
            skipSpace()
            if index < bytes.count { failure = here }
        }
    }

    /// The value at `keyPath`, or at the nearest enclosing one that exists.
    func position(of keyPath: String) -> Position? {
        var path = keyPath
        while true {
            if let found = values[path] { return found }
            guard !path.isEmpty else { return nil }
            if let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) { path = String(path[..<cut]) } else { path = "" }
        }
    }

    private var here: Position { Position(line: line, column: column) }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    private mutating func fail() -> Bool {
        if failure == nil { failure = here }
        return false
    }

    /// Reads one value starting here; false (with ``failure`` set) when it is not JSON.
    private mutating func value(at path: String, depth: Int) -> Bool {
        guard depth < 512, index < bytes.count else { return fail() }
        values[path] = here
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(at: path, depth: depth)
        case UInt8(ascii: "["): return array(at: path, depth: depth)
        case UInt8(ascii: "\""): return string() != nil
        default:
            var end = index
            while end < bytes.count, !",:]} \t\r\n".utf8.contains(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            guard !word.isEmpty, ["true", "false", "null"].contains(word) || Double(word) != nil else { return fail() }
            while index < end { advance() }
            return true
        }
    }

    private mutating func object(at path: String, depth: Int) -> Bool {
        advance()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { advance(); return true }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return fail() }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return fail() }
            advance()
            skipSpace()
            guard value(at: path.isEmpty ? key : path + "." + key, depth: depth + 1) else { return false }
            skipSpace()
            guard index < bytes.count else { return fail() }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "}") { advance(); return true }
            return fail()
        }
    }

    private mutating func array(at path: String, depth: Int) -> Bool {
        advance()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { advance(); return true }
        var count = 0
        while true {
            skipSpace()
            guard value(at: "\(path)[\(count)]", depth: depth + 1) else { return false }
            count += 1
            skipSpace()
            guard index < bytes.count else { return fail() }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "]") { advance(); return true }
            return fail()
        }
    }

    /// A string's text (escapes other than `\"` and `\\` kept as written: keys have none).
    private mutating func string() -> String? {
        advance()
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { advance(); return String(decoding: out, as: UTF8.self) }
            if byte < 0x20 { _ = fail(); return nil }
            if byte == UInt8(ascii: "\\") {
                advance()
                guard index < bytes.count else { break }
                out.append(bytes[index])
                advance()
                continue
            }
            out.append(byte)
            advance()
        }
        _ = fail()
        return nil
    }
}
