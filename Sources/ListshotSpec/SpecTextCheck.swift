/// Checks a spec's raw text before the YAML parser sees it, so hostile text fails fast with a
/// file:line:column error instead of crashing or hanging the parser:
///
/// - invalid UTF-8, NUL and other control characters (YAML forbids them; tabs and newlines are fine);
/// - nesting deeper than ``maximumDepth`` (the parser recurses once per level);
/// - explicit `?` keys, and aliases or lists/mappings used as keys (a spec only has text keys, and
///   comparing expanded alias keys for duplicates takes exponential time).
///
/// ```swift
/// try SpecTextCheck.check(Array(text.utf8), file: "Snapshots/a.yaml")   // throws(SpecError)
/// ```
enum SpecTextCheck {
    /// Deepest nesting accepted, counted as indentation columns plus the `[`/`{` open at a point
    /// and the compact `- ` items before it on its line. Siblings do not add up: a closed `]`/`}`
    /// gives its level back, so a flat list of any length on one line is one level deep. Catalog
    /// specs stay below 30.
    static let maximumDepth = 200

    static func check(_ bytes: [UInt8], file: String) throws(SpecError) {
        try checkEncoding(bytes, file: file)
        var scanner = Scanner(bytes: bytes, file: file)
        try scanner.run()
    }

    /// The first invalid UTF-8 sequence or forbidden control character, with its line and column.
    static func checkEncoding(_ bytes: [UInt8], file: String) throws(SpecError) {
        var line = 1, column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1; column = 1; continue
                }
                let value = scalar.value
                if value < 0x20 && scalar != "\t" && scalar != "\r" || value == 0x7F || value == 0xFFFE || value == 0xFFFF {
                    let name = value == 0 ? "a NUL byte" : "the control character U+\(hex(value))"
                    throw SpecError(file: file, line: line, column: column,
                                    message: "\(name) is not allowed in a spec. Remove it (specs are plain UTF-8 text).")
                }
                column += 1
            case .emptyInput:
                return
            case .error:
                throw SpecError(file: file, line: line, column: column,
                                message: "is not valid UTF-8 text here. Save the file as UTF-8.")
            }
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A light YAML lexer: just enough to follow quotes, comments, block scalars and flow brackets.
    struct Scanner {
        let bytes: [UInt8]
        let file: String
        var index = 0, line = 1, lineStart = 0
        var flowDepth = 0
        /// The indentation of the line that opened a `|` or `>` block scalar, while inside it.
        var blockScalarIndent: Int?

        init(bytes: [UInt8], file: String) { self.bytes = bytes; self.file = file }

        /// 1-based column in characters (Unicode scalars, as the YAML parser counts), not bytes.
        var column: Int { bytes[lineStart..<min(index, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } }

        func fail(_ message: String) -> SpecError {
            SpecError(file: file, line: line, column: column, message: message)
        }

        mutating func run() throws(SpecError) {
            while index < bytes.count {
                try scanLine()
            }
        }

        /// Scans one line from `index` (at a line start), consuming its newline.
        mutating func scanLine() throws(SpecError) {
            lineStart = index
            var indent = 0
            while index < bytes.count, bytes[index] == 0x20 { index += 1; indent += 1 }
            let blank = index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x23
            if let parent = blockScalarIndent {
                if blank || indent > parent { skipToLineEnd(); consumeNewline(); return }
                blockScalarIndent = nil
            }
            // Compact block items on this line (`- - - x`); flow brackets are counted in flowDepth.
            var compactItems = 0
            var tokenStart = true, inPlain = false
            while index < bytes.count, bytes[index] != 0x0A {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    tokenStart = true; index += 1; continue
                }
                if byte == 0x23, tokenStart { skipToLineEnd(); continue }  // comment
                if byte == 0x3A, isBlankOrEnd(index + 1) || flowDepth > 0 {  // key separator ends a plain key
                    inPlain = false; tokenStart = true; index += 1; continue
                }
                if flowDepth > 0, byte == 0x2C { inPlain = false; tokenStart = true; index += 1; continue }
                if flowDepth > 0, byte == 0x5D || byte == 0x7D {  // ] }
                    flowDepth -= 1; inPlain = false
                    index += 1
                    if isKeySeparator(at: skipSpaces(index)) {
                        throw fail("a list or mapping cannot be a key. Spec keys are plain words, e.g. `title:`.")
                    }
                    tokenStart = false; continue
                }
                if inPlain || !tokenStart { tokenStart = false; index += 1; continue }
                switch byte {
                case 0x22, 0x27:  // quoted scalar, may span lines
                    try skipQuoted(byte)
                    tokenStart = false; continue
                case 0x3F where isBlankOrEnd(index + 1):
                    throw fail("explicit `?` keys are not supported. Spec keys are plain words, e.g. `title:`.")
                case 0x2D where isBlankOrEnd(index + 1):  // `- ` item (compact nesting: `- - - x`)
                    compactItems += 1
                case 0x5B, 0x7B:  // [ {
                    flowDepth += 1
                case 0x2A:  // *alias
                    let start = index
                    index += 1
                    while index < bytes.count, !isBlankOrEnd(index), !",[]{}".utf8.contains(bytes[index]) { index += 1 }
                    if isKeySeparator(at: skipSpaces(index)) {
                        index = start
                        throw fail("an alias cannot be a key. Spec keys are plain words; use aliases only for values.")
                    }
                    tokenStart = false; continue
                case 0x26, 0x21:  // &anchor, !tag: properties before a value
                    while index < bytes.count, !isBlankOrEnd(index), !",[]{}".utf8.contains(bytes[index]) { index += 1 }
                    tokenStart = false; continue
                case 0x7C where flowDepth == 0, 0x3E where flowDepth == 0:  // | > block scalar: following deeper lines are text
                    blockScalarIndent = indent
                    skipToLineEnd(); continue
                default:
                    inPlain = true
                }
                if indent + flowDepth + compactItems > SpecTextCheck.maximumDepth {
                    throw fail("the spec nests deeper than \(SpecTextCheck.maximumDepth) levels here. Flatten it; real screens need far fewer.")
                }
                tokenStart = byte == 0x2D || byte == 0x5B || byte == 0x7B
                index += 1
            }
            consumeNewline()
        }

        mutating func consumeNewline() {
            if index < bytes.count { index += 1; line += 1 }
        }

        func isBlankOrEnd(_ i: Int) -> Bool {
            i >= bytes.count || bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09
        }

        func skipSpaces(_ i: Int) -> Int {
            var j = i
            while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            return j
        }

        func isKeySeparator(at i: Int) -> Bool {
            i < bytes.count && bytes[i] == 0x3A && (isBlankOrEnd(i + 1) || flowDepth > 0 && i + 1 < bytes.count && ",]}".utf8.contains(bytes[i + 1]))
        }

        /// Moves to the end of the line, leaving the newline for ``consumeNewline()``.
        mutating func skipToLineEnd() {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        }

        mutating func skipQuoted(_ quote: UInt8) throws(SpecError) {
            let startLine = line, startColumn = column
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A { index += 1; line += 1; lineStart = index; continue }
                if quote == 0x22, byte == 0x5C { index += 2; continue }
                if byte == quote {
                    if quote == 0x27, index + 1 < bytes.count, bytes[index + 1] == 0x27 { index += 2; continue }
                    index += 1
                    return
                }
                index += 1
            }
            throw SpecError(file: file, line: startLine, column: startColumn,
                            message: "this quoted text is never closed. Add the closing \(quote == 0x22 ? "\"" : "'").")
        }
    }
}
