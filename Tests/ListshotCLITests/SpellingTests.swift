import ListshotText
import Testing

/// docs/specs.md, "Errors": a suggestion is at most one edit in three letters of the longer word
/// away (one for words of up to five letters; a swap of two neighbours is one edit) and never the word itself.
@Suite("Spelling suggestions")
struct SpellingTests {
    static let icons = ["chevron-right", "chevron-left", "add-circle", "arrow-right", "check", "close", "info", "heart", "star",
                        "search", "user", "bell", "wifi", "phone", "home", "settings", "card", "more", "plus", "share"]

    @Test(arguments: [
        ("subtitel", ["title", "subtitle"], "subtitle"),
        ("rendr", ["render", "record", "verify"], "render"),
        ("swtich", ["switch", "checkbox"], "switch"),
        ("verfy", ["render", "record", "verify"], "verify"),
        ("hart", icons, "heart"),
        ("gear", icons, nil),
        ("cog", icons, nil),
        ("ls", ["render", "record"], nil),
        ("banana", ["render", "record"], nil),
        ("switch", ["switch", "checkbox"], nil),
        ("Switch", ["switch", "checkbox"], "switch"),
        ("lite", ["day", "night"], nil),
        ("nihgt", ["day", "night"], "night"),
        ("swift", ["uikit", "swiftui"], "swiftui"),
        ("dark", ["default", "onDark"], "onDark"),
    ] as [(String, [String], String?)])
    func suggestions(word: String, candidates: [String], expected: String?) {
        #expect(Spelling.closest(to: word, in: candidates) == expected)
    }

    @Test(arguments: [("ab", "ba", 1), ("swtich", "switch", 1), ("gear", "heart", 2), ("", "abc", 3), ("kitten", "sitting", 3)])
    func distances(a: String, b: String, distance: Int) {
        #expect(Spelling.editDistance(a, b) == distance)
        #expect(Spelling.editDistance(b, a) == distance)
    }
}
