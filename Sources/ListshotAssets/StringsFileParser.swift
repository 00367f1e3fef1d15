import ListshotText

/// The old-style `.strings` text Xcode edits: `"key" = "value";` entries, `/* */` and `//`
/// comments, keys and values quoted or bare (letters, digits and `_$+/:.-`), a lone `"key";`
/// meaning the key is its own value, and the escapes `\n \t \r \" \' \\ \a \b \f \v`, octal
/// `\101` and `\UXXXX` / `\uXXXX` (UTF-16 units; a surrogate pair makes one character). A later
/// entry for the same key replaces an earlier one (docs/assets.md, "String tables").
///
/// ```swift
/// try StringsFileParser.parse(Array("\"hi\" = \"Hello\\n\";".utf8), file: "Localizable.strings")   // ["hi": "Hello\n"]
/// ```
enum StringsFileParser {
    static func parse(_ bytes: [UInt8], file: String) throws(AssetError) -> [String: String] {
        var parser = Parser(text: try TextDecoding.scalars(bytes, file: file), file: file)
        return try parser.entries()
    }

    private struct Parser {
        let text: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        init(text: [Unicode.Scalar], file: String) {
            self.text = text; self.file = file
        }

        var current: Unicode.Scalar? { index < text.count ? text[index] : nil }
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < text.count ? text[index + offset] : nil }

        mutating func advance() {
            if text[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        func fail(_ message: String, line: Int? = nil, column: Int? = nil) -> AssetError {
            AssetError(file: file, message: message, line: line ?? self.line, column: column ?? self.column)
        }

        static let format = "Each entry is \"key\" = \"value\"; with a semicolon."

        mutating func entries() throws(AssetError) -> [String: String] {
            var table: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return table }
                let key = try token(what: "a key")
                try skipSpaceAndComments()
                var value = key
                if current == "=" {
                    advance()
                    try skipSpaceAndComments()
                    value = try token(what: "the value of '\(key)'")
                    try skipSpaceAndComments()
                }
                guard current == ";" else {
                    throw fail("Expected ';' after the entry for '\(key)'. \(Self.format)")
                }
                advance()
                table[key] = value
            }
        }

        mutating func skipSpaceAndComments() throws(AssetError) {
            while let c = current {
                if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || c == "\u{FEFF}" || c == "\u{2028}" || c == "\u{2029}" {
                    advance()
                } else if c == "/", peek(1) == "*" {
                    let (startLine, startColumn) = (line, column)
                    advance(); advance()
                    while true {
                        guard let d = current else { throw fail("The comment opened here is not closed with */.", line: startLine, column: startColumn) }
                        if d == "*", peek(1) == "/" { advance(); advance(); break }
                        advance()
                    }
                } else if c == "/", peek(1) == "/" {
                    while let d = current, d != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        static func isBare(_ c: Unicode.Scalar) -> Bool {
            (c.properties.isAlphabetic || c.properties.numericType != nil) || "_$+/:.-".unicodeScalars.contains(c)
        }

        mutating func token(what: String) throws(AssetError) -> String {
            guard let c = current else { throw fail("The file ends where \(what) was expected. \(Self.format)") }
            if c == "\"" || c == "'" { return try quoted(c) }
            guard Self.isBare(c) else {
                throw fail("Expected \(what), found '\(String(c).escapingControlCharacters)'. \(Self.format)")
            }
            var scalars = String.UnicodeScalarView()
            while let d = current, Self.isBare(d), !(d == "/" && (peek(1) == "*" || peek(1) == "/")) {
                scalars.append(d)
                advance()
            }
            return String(scalars)
        }

        mutating func quoted(_ quote: Unicode.Scalar) throws(AssetError) -> String {
            let (startLine, startColumn) = (line, column)
            advance()
            var scalars = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            func append(_ scalar: Unicode.Scalar) {
                if pendingHigh != nil { scalars.append("\u{FFFD}"); pendingHigh = nil }
                scalars.append(scalar)
            }
            while true {
                guard let c = current else {
                    throw fail("The string opened here is not closed with \(quote). Close it, or escape a quote inside it as \\\(quote).", line: startLine, column: startColumn)
                }
                advance()
                if c == quote { break }
                guard c == "\\" else { append(c); continue }
                guard let e = current else { continue }
                let (escapeLine, escapeColumn) = (line, column - 1)
                advance()
                switch e {
                case "n": append("\n")
                case "t": append("\t")
                case "r": append("\r")
                case "a": append("\u{07}")
                case "b": append("\u{08}")
                case "f": append("\u{0C}")
                case "v": append("\u{0B}")
                case "0"..."7":
                    var value = e.value - 0x30
                    for _ in 0..<2 {
                        guard let d = current, ("0"..."7").contains(d) else { break }
                        value = value * 8 + (d.value - 0x30)
                        advance()
                    }
                    append(Unicode.Scalar(value) ?? "\u{FFFD}")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let d = current, d.isASCII, let digit = hexDigit(UInt8(d.value)) else {
                            throw fail("\\\(e) needs four hex digits, as in \\U00E9.", line: escapeLine, column: escapeColumn)
                        }
                        value = value << 4 | digit
                        advance()
                    }
                    if (0xD800...0xDBFF).contains(value) {
                        if pendingHigh != nil { scalars.append("\u{FFFD}") }
                        pendingHigh = value
                    } else if (0xDC00...0xDFFF).contains(value) {
                        if let high = pendingHigh, let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) {
                            pendingHigh = nil
                            scalars.append(scalar)
                        } else {
                            append("\u{FFFD}")
                        }
                    } else {
                        append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    }
                default:
                    // `\"`, `\'`, `\\` and any other escaped character stand for themselves.
                    append(e)
                }
            }
            if pendingHigh != nil { scalars.append("\u{FFFD}") }
            return String(scalars)
        }
    }
}
