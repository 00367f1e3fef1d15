import Foundation
import ListshotCore
import ListshotSnapshot
import ListshotText
import Testing

/// Every escaper against a real reader of its target (docs/escaping.md): 2000 seeded random
/// strings rich in quotes, markup, pipes, combining marks, joiners, bidirectional and other
/// controls, astral characters and emoji go through the escaper, then through Chromium (HTML),
/// expat (XML), markdown-it (Markdown) or `sh` (shell words), each in one batch, and must come
/// back as the same text with no element, attribute, cell or markup added.
@Suite("Escapers, read back by real parsers")
struct EscapingPropertyTests {
    static let strings: [String] = {
        var random = TestRandom(seed: 0x6573_6361_7065)  // "escape"
        return (0..<2000).map { _ in random.hostileString() }
    }()

    static let chromium = "/usr/bin/chromium"
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/escaping")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: chromium), "chromium is not installed; `make test` installs it"))
    func htmlComesBackAsTextInChromium() throws {
        let scratch = try Scratch()
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>escaping</title></head><body><div id=\"c\">"
        for text in Self.strings {
            page += "<p title=\"\(HTMLText.escape(text))\" data-s='\(HTMLText.escape(text))'>\(HTMLText.escape(text))</p>"
        }
        // Non-ASCII as \u escapes, so the dumped DOM can only have escaped &, < and > in it.
        page += """
        </div><script>
        var rows = Array.prototype.map.call(document.getElementById('c').children, function (p) {
          return [p.tagName, Array.prototype.map.call(p.attributes, function (a) { return a.name; }).sort(),
                  p.getAttribute('title'), p.getAttribute('data-s'), p.textContent, p.childElementCount];
        });
        var json = JSON.stringify({title: document.title, count: document.querySelectorAll('*').length, rows: rows})
          .replace(/[\\u007f-\\uffff]/g, function (c) { return '\\\\u' + ('000' + c.charCodeAt(0).toString(16)).slice(-4); });
        var pre = document.createElement('pre'); pre.id = 'escaping-results'; pre.textContent = json; document.body.appendChild(pre);
        </script></body></html>
        """
        let file = scratch.url.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: file)
        let dom = try Run.process(Self.chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000",
                                                   "--user-data-dir=" + scratch.url.appendingPathComponent("chrome").path,
                                                   "--dump-dom", file.absoluteString]).stdout
        let start = try #require(dom.range(of: "<pre id=\"escaping-results\">"), "no results in the DOM: \(dom.suffix(400))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(results["title"] as? String == "escaping")
        let rows = try #require(results["rows"] as? [[Any]])
        try #require(rows.count == Self.strings.count, "the page has \(rows.count) paragraphs, not \(Self.strings.count): an element was injected or closed")
        // html, head, meta, title, body, div, script and one p each.
        #expect(results["count"] as? Int == Self.strings.count + 7, "an element was injected")
        var failures = 0
        for (text, row) in zip(Self.strings, rows) {
            // A parser turns NUL into U+FFFD in attributes and drops it from text; the escaper
            // writes U+FFFD for it in both.
            let expected = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
            let ok = row[0] as? String == "P" && row[1] as? [String] == ["data-s", "title"] && row[2] as? String == expected
                && row[3] as? String == expected && row[4] as? String == expected && row[5] as? Int == 0
            if !ok, failures < 5 {
                failures += 1
                Issue.record("HTMLText.escape(\(text.debugDescription)) read back as \(row)")
            }
        }
    }

    @Test func xmlComesBackAsTextInExpat() throws {
        let scratch = try Scratch()
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r>"
        for text in Self.strings { document += "<e a=\"\(XMLText.escape(text))\">\(XMLText.escape(text))</e>" }
        document += "</r>\n"
        let file = scratch.url.appendingPathComponent("doc.xml")
        try Data(document.utf8).write(to: file)
        let result = try Run.process("/usr/bin/env", ["python3", Self.fixtures.appendingPathComponent("xml-roundtrip.py").path, file.path])
        try #require(result.status == 0, "expat refused the document: \(result.stderr.suffix(600))")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(parsed["rows"] as? [[Any]])
        try #require(rows.count == Self.strings.count)
        var failures = 0
        for (text, row) in zip(Self.strings, rows) {
            // XML 1.0 cannot hold C0 controls other than tab, LF and CR, nor U+FFFE/U+FFFF.
            let expected = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
                (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : scalar
            }))
            let ok = row[0] as? [String] == ["a"] && row[1] as? String == expected && row[2] as? String == expected && row[3] as? Int == 0
            if !ok, failures < 5 {
                failures += 1
                Issue.record("XMLText.escape(\(text.debugDescription)) read back as \(row)")
            }
        }
    }

    /// markdown-it (Debian package python3-markdown-it, installed by `make test`) under the
    /// system Python.
    static let markdownPython: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { python in
        FileManager.default.isExecutableFile(atPath: python) && (try? Run.process(python, ["-c", "import markdown_it"]).status) == 0
    }

    @Test(.enabled(if: markdownPython != nil, "markdown-it is not installed; `make test` installs python3-markdown-it"))
    func markdownComesBackAsTextInMarkdownIt() throws {
        let python = try #require(Self.markdownPython)
        let scratch = try Scratch()
        let fragments = Self.strings.map { [MarkdownText.inline($0), MarkdownText.inline($0), MarkdownText.code($0, inTable: true)] }
        let file = scratch.url.appendingPathComponent("fragments.json")
        try JSONSerialization.data(withJSONObject: fragments).write(to: file)
        let result = try Run.process(python, [Self.fixtures.appendingPathComponent("markdown-roundtrip.py").path, file.path])
        try #require(result.status == 0, "markdown-it failed: \(result.stderr.suffix(600))")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]])
        try #require(rows.count == Self.strings.count)
        var failures = 0
        for (text, row) in zip(Self.strings, rows) {
            // Line breaks and tabs become spaces; controls and bidirectional controls are dropped;
            // a cell or heading loses its leading and trailing spaces.
            let kept = String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
                scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar.isUnsafeInMessages ? nil : scalar
            }))
            let expected = kept.trimmingCharacters(in: .whitespaces)
            // A code span's content loses one space at each end when it has one at both.
            var code = Array(kept.unicodeScalars.filter { $0 != "`" })
            let allSpaces = code.allSatisfy { $0 == " " }
            if code.count >= 2, code.first == " ", code.last == " ", !allSpaces { code = Array(code.dropFirst().dropLast()) }
            let codeText = String(String.UnicodeScalarView(code))
            let cellsOK = row[0] as? Int == 3 && Set(row[1] as? [String] ?? ["?"]).isSubset(of: ["text"])
            // An empty code span is not one: it stays two backticks of text.
            let codeOK = code.isEmpty || (row[2] as? [String] == ["code_inline"] && row[5] as? String == codeText)
            // The escaper adds U+200B to break mentions and autolinks (mentionsAndAutolinksStayText).
            func unbroken(_ value: Any) -> String? { (value as? String)?.replacingOccurrences(of: "\u{200B}", with: "") }
            let ok = cellsOK && codeOK && unbroken(row[3]) == expected.replacingOccurrences(of: "\u{200B}", with: "")
                && unbroken(row[4]) == expected.replacingOccurrences(of: "\u{200B}", with: "")
            if !ok, failures < 5 {
                failures += 1
                Issue.record("MarkdownText of \(text.debugDescription) (\(MarkdownText.inline(text).debugDescription)) read back as \(row)")
            }
        }
    }

    /// linkify-it (Debian package python3-linkify-it, installed by `make test`) beside markdown-it.
    static let linkifyPython: String? = markdownPython.flatMap { python in
        (try? Run.process(python, ["-c", "import linkify_it"]).status) == 0 ? python : nil
    }

    /// Titles and keys that GitHub would turn into a notification or a link, then the random strings:
    /// none becomes a link (markdown-it with linkify-it at its most eager) or matches GitHub's
    /// mention and GFM's autolink patterns once escaped (docs/escaping.md, "Mentions and autolinks").
    @Test(.enabled(if: linkifyPython != nil, "linkify-it is not installed; `make test` installs python3-linkify-it"))
    func mentionsAndAutolinksStayText() throws {
        let python = try #require(Self.linkifyPython)
        let planted = ["@acme/security-team pay at www.evil-pay.example", "@acme/security-team.day", "cc @octocat, thanks",
                       "https://evil.example/x", "HTTP://EVIL.EXAMPLE", "ftp://files.example", "mailto:a@b.example",
                       "see //evil.com/x", "user@evil.com", "www.EVIL.com", "(www.x.com)", "evil.com", "pay.evil.co.uk",
                       "x.y@b.com", "*www.x.com*", "_@user_", "lists/a.day"]
        let texts = planted + Self.strings
        let scratch = try Scratch()
        let file = scratch.url.appendingPathComponent("inline.json")
        try JSONSerialization.data(withJSONObject: texts.map { MarkdownText.inline($0) }).write(to: file)
        let result = try Run.process(python, [Self.fixtures.appendingPathComponent("markdown-links.py").path, file.path])
        try #require(result.status == 0, "markdown-links.py failed: \(result.stderr.suffix(600))")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String]])
        try #require(rows.count == texts.count)
        var failures = 0
        for (text, problems) in zip(texts, rows) where !problems.isEmpty && failures < 8 {
            failures += 1
            Issue.record("MarkdownText of \(text.debugDescription) (\(MarkdownText.inline(text).debugDescription)) reads as \(problems)")
        }
        // The oracle is not blind: unescaped, the planted ones are links or mentions.
        try JSONSerialization.data(withJSONObject: planted).write(to: file)
        let raw = try Run.process(python, [Self.fixtures.appendingPathComponent("markdown-links.py").path, file.path])
        let rawRows = try #require(try JSONSerialization.jsonObject(with: Data(raw.stdout.utf8)) as? [[String]])
        #expect(rawRows.prefix(planted.count - 1).allSatisfy { !$0.isEmpty }, "\(zip(planted, rawRows).filter { $0.1.isEmpty }.map(\.0))")
    }

    @Test func shellWordsComeBackFromSh() throws {
        let scratch = try Scratch()
        // PATH empty: should quoting break, nothing but built-ins could run.
        var script = "PATH=/nonexistent\n"
        for text in Self.strings { script += "printf '%s\\000' \(ShellQuote.word(text))\n" }
        let file = scratch.url.appendingPathComponent("words.sh")
        try Data(script.utf8).write(to: file)
        let result = try Run.process("/bin/sh", [file.path], in: scratch.url)
        #expect(result.status == 0, "sh failed: \(result.stderr.prefix(600))")
        let words = result.stdout.unicodeScalars.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map { String(String.UnicodeScalarView($0)) }
        try #require(words.count == Self.strings.count, "sh printed \(words.count) words, not \(Self.strings.count): a quote was closed early")
        var failures = 0
        for (text, word) in zip(Self.strings, words) {
            // No argument can hold NUL: the quoting drops it.
            let expected = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\0" }))
            if Array(word.utf8) != Array(expected.utf8), failures < 5 {
                failures += 1
                Issue.record("ShellQuote.word(\(text.debugDescription)) = \(ShellQuote.word(text).debugDescription) came back as \(word.debugDescription)")
            }
        }
    }

    @Test func terminalTextKeepsNoControl() {
        for text in Self.strings {
            let shown = text.escapingControlCharacters
            let bad = shown.unicodeScalars.filter { scalar in
                scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            }
            #expect(bad.isEmpty, "\(text.debugDescription) is shown as \(shown.debugDescription)")
        }
    }
}

/// A seeded generator of hostile strings (SplitMix64).
struct TestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    static let markup: [Unicode.Scalar] = ["\"", "'", "<", ">", "&", "`", "|", "\\", "\n", "\r", "\t", "*", "_", "[", "]", "#", "~", "!", "(", ")", "=", "/", ";", "$", " "]
    static let marks: [Unicode.Scalar] = ["\u{338}", "\u{20D2}", "\u{300}", "\u{301}", "\u{36F}", "\u{200D}"]
    static let controls: [Unicode.Scalar] = ["\0", "\u{1}", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}",
                                             "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FFFE}", "\u{FFFF}"]
    static let other: [String] = ["a", "Z", "0", "é", "ß", "漢", "😀", "👍🏽", "👩‍👩‍👧", "🇪🇸", "\u{1D11E}", "\u{10FFFD}", "onclick=", "script", "amp;", "&#34;", "lt;"]

    /// 0 to 24 pieces: markup often followed by combining marks, controls, text and emoji.
    mutating func hostileString() -> String {
        var out = ""
        for _ in 0..<below(25) {
            switch below(10) {
            case 0...3:
                out.unicodeScalars.append(Self.markup[below(Self.markup.count)])
                for _ in 0..<below(3) { out.unicodeScalars.append(Self.marks[below(Self.marks.count)]) }
            case 4, 5: out.unicodeScalars.append(Self.marks[below(Self.marks.count)])
            case 6: out.unicodeScalars.append(Self.controls[below(Self.controls.count)])
            case 7: out.unicodeScalars.append(Unicode.Scalar(UInt32(0x300 + below(0x70))) ?? "x")
            default: out += Self.other[below(Self.other.count)]
            }
        }
        return out
    }
}
