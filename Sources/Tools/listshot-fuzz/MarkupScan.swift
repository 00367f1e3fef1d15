import ListshotText

/// A cheap structural check of what the report writers produce (docs/escaping.md): every tag
/// and attribute name in an HTML or XML file must be one the templates write, and every table
/// row of `summary.md` must keep its cells. Escaping that lets a `"` or `<` of catalog text
/// through shows up as an unknown attribute or element; a `|` as an extra cell.
///
/// ```swift
/// MarkupScan.problem(html: "<p title=\"a\" onclick=x>", allowed: MarkupScan.reportHTML)   // "attribute onclick on <p>"
/// ```
enum MarkupScan {
    struct Allowed {
        var tags: Set<String>
        var attributes: Set<String>
    }

    static let reportHTML = Allowed(
        tags: ["html", "head", "meta", "title", "style", "body", "script", "header", "h1", "h2", "h4", "p", "code", "div", "span", "b",
               "section", "ul", "li", "table", "thead", "tbody", "tr", "th", "td", "a", "img", "input", "label", "output", "nav",
               "article", "button", "select", "option", "br"],
        attributes: ["lang", "charset", "name", "content", "class", "id", "href", "src", "alt", "loading", "rel", "type", "placeholder",
                     "autocomplete", "role", "for", "value", "checked", "aria-live", "aria-valuetext", "min", "max", "hidden",
                     "data-status", "data-search", "data-copy", "data-tab", "data-view", "data-panel"])

    static let junit = Allowed(
        tags: ["testsuites", "testsuite", "properties", "property", "testcase", "failure", "error"],
        attributes: ["name", "tests", "failures", "errors", "time", "skipped", "value", "classname", "type", "message"])

    /// The first tag or attribute outside `allowed`, or an unfinished tag; nil when all is known.
    static func problem(markup text: String, allowed: Allowed) -> String? {
        let bytes = Array(text.utf8)
        var i = 0
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        func skip(past marker: String) -> Bool {
            let needle = Array(marker.utf8)
            while i + needle.count <= bytes.count {
                if bytes[i..<(i + needle.count)].elementsEqual(needle) { i += needle.count; return true }
                i += 1
            }
            return false
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            i += 1
            guard i < bytes.count else { return "a `<` at the end" }
            if bytes[i] == UInt8(ascii: "!") || bytes[i] == UInt8(ascii: "?") {
                guard skip(past: ">") else { return "an unfinished declaration" }
                continue
            }
            if bytes[i] == UInt8(ascii: "/") { i += 1 }
            guard i < bytes.count, isLetter(bytes[i]) else { continue }  // text, as a parser reads it
            let nameStart = i
            while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
            let tag = String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased()
            guard allowed.tags.contains(tag) else { return "element <\(tag)>" }
            while true {
                while i < bytes.count, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") { i += 1 }
                guard i < bytes.count else { return "an unfinished <\(tag)>" }
                if bytes[i] == UInt8(ascii: ">") { i += 1; break }
                let attributeStart = i
                while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") { i += 1 }
                let attribute = String(decoding: bytes[attributeStart..<i], as: UTF8.self).lowercased()
                guard allowed.attributes.contains(attribute) else { return "attribute \(attribute.debugDescription) on <\(tag)>" }
                if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                    i += 1
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return "an unquoted \(attribute) on <\(tag)>" }
                    let quote = bytes[i]
                    i += 1
                    while i < bytes.count, bytes[i] != quote {
                        if bytes[i] == UInt8(ascii: "<") { return "a raw < in \(attribute) on <\(tag)>" }
                        i += 1
                    }
                    guard i < bytes.count else { return "an unfinished \(attribute) on <\(tag)>" }
                    i += 1
                }
            }
            if tag == "script" || tag == "style", bytes[nameStart - 1] != UInt8(ascii: "/") {
                guard skip(past: "</\(tag)") else { return "an unclosed <\(tag)>" }
                i -= tag.utf8.count + 2
            }
        }
        return nil
    }

    /// The first line of a Markdown table whose unescaped `|` count differs from its header's.
    static func problem(markdown text: String) -> String? {
        var expected: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ Array($0.utf8) }) {
            guard line.first == UInt8(ascii: "|") else { expected = nil; continue }
            var pipes = 0, i = 0
            while i < line.count {
                if line[i] == UInt8(ascii: "\\") { i += 2; continue }
                if line[i] == UInt8(ascii: "|") { pipes += 1 }
                i += 1
            }
            if let expected, pipes != expected { return "a table row with \(pipes - 1) cells instead of \(expected - 1): \(String(decoding: line.prefix(200), as: UTF8.self).debugDescription)" }
            expected = expected ?? pipes
        }
        return nil
    }

    /// The words a POSIX shell makes of `command` (bare safe words and single-quoted parts, as
    /// ``ShellQuote`` writes them); nil when it holds anything else.
    static func shellWords(_ command: String) -> [String]? {
        var words: [String] = [], word: [UInt8] = [], inWord = false, quoted = false
        let bytes = Array(command.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if quoted {
                if b == UInt8(ascii: "'") { quoted = false } else { word.append(b) }
            } else if b == UInt8(ascii: " ") {
                if inWord { words.append(String(decoding: word, as: UTF8.self)); word = []; inWord = false }
            } else if b == UInt8(ascii: "'") {
                quoted = true; inWord = true
            } else if b == UInt8(ascii: "\\"), i + 1 < bytes.count {
                word.append(bytes[i + 1]); inWord = true; i += 1
            } else if "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,".utf8.contains(b) {
                word.append(b); inWord = true
            } else {
                return nil
            }
            i += 1
        }
        if quoted { return nil }
        if inWord { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
