import Foundation
import ListshotTestSupport
import Testing
@testable import ListshotAssets

/// `.strings` and `.xcstrings` reading (docs/assets.md, "String tables"). The fixture's de file is
/// UTF-16 LE with a BOM and its pt-BR file UTF-16 BE with one (Tests/Fixtures/Assets/README.md).
@Suite struct StringsTableTests {
    let app: StringsTable

    init() throws {
        app = try StringsTable.load(from: Fixture.url("Assets/App").path)
    }

    @Test func readsEveryLanguageAndEncoding() {
        #expect(app.problems.isEmpty, "\(app.problems)")
        #expect(app.languages == ["de", "en", "pt-br"])
        #expect(app.string(forKey: "umlaut", locale: "de") == "Grüße")
        #expect(app.string(forKey: "items %lld", locale: "de_DE") == "%lld Einträge")
        #expect(app.string(forKey: "greeting", locale: "pt-BR") == "Olá, %@!")
    }

    @Test(arguments: [
        ("greeting", "en", "Hello, %@!"),
        ("greeting", "de-AT", "Hallo, %@!"),      // region falls back to the language
        ("greeting", "pt", "Hello, %@!"),          // pt has no file of its own: source language
        ("only-en", "de", "English only"),         // missing in de: source language
        ("missing key", "de", "missing key"),      // nowhere: the key itself
        ("bare_key", "en", "bare.value"),
        ("self", "en", "self"),
    ])
    func fallbacks(key: String, locale: String, expected: String) {
        #expect(app.string(forKey: key, locale: locale) == expected)
    }

    @Test func missingKeyIsNilForNotes() {
        #expect(app.value(forKey: "missing key", locale: "en") == nil)
        #expect(!app.contains(key: "missing key") && app.contains(key: "umlaut"))
    }

    @Test func escapes() {
        #expect(app.string(forKey: "escapes", locale: "en") == "tab\there\nquote \" backslash \\ e-acute é emoji 😀")
    }

    @Test(arguments: [
        (#""a" = "\101\102";"#, "AB"),
        (#""a" = "\u00e9";"#, "é"),
        (#""a" = "x\'y";"#, "x'y"),
        (#""a" = "\UD83D";"#, "\u{FFFD}"),  // a lone high surrogate shows as U+FFFD, never a crash
        ("\"a\" = \"line\nbreak\";", "line\nbreak"),
        (#"a = "v"; /* c */ // d"#, "v"),
        (#"'a' = 'single';"#, "single"),
        (#""a" = "one"; "a" = "two";"#, "two"),
    ])
    func stringsSyntax(text: String, expected: String) throws {
        #expect(try StringsFileParser.parse(Array(text.utf8), file: "L.strings")["a"] == expected)
    }

    @Test(arguments: [
        (#""a" = "b""#, 1, 10, "Expected ';'"),
        ("\"a\" = \"b\";\n\"c\" = ;", 2, 7, "Expected the value of 'c'"),
        ("\n  /* open", 2, 3, "not closed with */"),
        ("\"a\" = \"never closed;", 1, 7, "not closed with \""),
        (#""a" = "\U12G4";"#, 1, 8, "needs four hex digits"),
    ])
    func syntaxErrorsArePlaced(text: String, line: Int, column: Int, words: String) throws {
        let error = try #require(throws: AssetError.self) { _ = try StringsFileParser.parse(Array(text.utf8), file: "L.strings") }
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.description.contains(words), "\(error)")
        #expect(error.description.hasPrefix("L.strings:\(line):\(column): "))
    }

    @Test func encodingsDecodeAlike() throws {
        let text = "\"k\" = \"Grüße 😀\";\n"
        let forms: [[UInt8]] = [
            Array(text.utf8),
            [0xEF, 0xBB, 0xBF] + Array(text.utf8),
            [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },  // no BOM, recognised by its zero bytes
        ]
        for bytes in forms { #expect(try StringsFileParser.parse(bytes, file: "L.strings")["k"] == "Grüße 😀") }
    }

    @Test func badEncodingsSayHowToSave() throws {
        let invalid = try #require(throws: AssetError.self) { _ = try StringsFileParser.parse(Array("\"a\" = \"".utf8) + [0xC3, 0x28], file: "L.strings") }
        #expect(invalid.line == 1 && invalid.column == 8 && invalid.description.contains("Save the file as UTF-8"))
        let odd = try #require(throws: AssetError.self) { _ = try StringsFileParser.parse([0xFF, 0xFE, 0x41], file: "L.strings") }
        #expect(odd.description.contains("odd number of bytes"))
        let binary = try #require(throws: AssetError.self) { _ = try StringsFileParser.parse(Array("bplist00".utf8), file: "L.strings") }
        #expect(binary.description.contains("binary property list"))
    }

    @Test(arguments: [
        ("Hello", "fr", "Bonjour"),
        ("Hello", "fr-CA", "Bonjour"),
        ("Hello", "de", "Hello"),                         // no de: source language
        ("Untranslated", "fr", "Only in English"),
        ("Key only", "fr", "Key only"),                   // no localizations at all: the key
        ("%lld messages", "en", "%lld messages"),         // plural: the other form
        ("%lld messages", "fr", "%lld messages (fr)"),
        ("Tap", "en", "Tap"),                             // device: iphone before other
    ])
    func xcstrings(key: String, locale: String, expected: String) throws {
        let table = try StringsTable.load(from: Fixture.url("Assets/Catalog").path)
        #expect(table.sourceLanguage == "en")
        #expect(table.string(forKey: key, locale: locale) == expected)
        #expect(table.contains(key: "Key only"))
    }

    @Test(arguments: [
        (#"{"strings": {}}"#, "", "sourceLanguage"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": 3}}}}}}"#, "strings.k.localizations.en.stringUnit.value", "not a string"),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"one": {}}}}}}}}"#, "strings.k.localizations.en.variations.plural", "no \"other\" form"),
        (#"{"sourceLanguage": "en", "strings": {"k": 1,}}"#, "", "Expected a quoted key"),
    ])
    func xcstringsErrorsNameTheKeyPath(text: String, keyPath: String, words: String) throws {
        let error = try #require(throws: AssetError.self) { _ = try XCStringsParser.parse(Array(text.utf8), file: "L.xcstrings") }
        #expect(error.keyPath == keyPath, "\(error)")
        #expect(error.description.contains(words), "\(error)")
        #expect(error.line == 1)
    }
}
