import ListshotText
import Testing

/// docs/specs.md, "Errors": a suggestion is at most one edit in three letters away (one for words
/// of up to five letters; a swap of two neighbours is one edit), or the start or end of exactly one
/// name, and never the word itself; otherwise the names are listed, shortened when there are many.
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
        ("light", ["day", "night", "light", "dark"], nil),
        ("Light", ["day", "night", "dark", "light"], "light"),
        // The start or the end of exactly one name (three letters or more).
        ("dark", ["default", "onDark"], "onDark"),
        ("swift", ["uikit", "swiftui"], "swiftui"),
        ("right", icons, nil),
        ("ui", ["uikit", "swiftui"], nil),
        ("gear", icons + ["settings"], nil),
    ] as [(String, [String], String?)])
    func suggestions(word: String, candidates: [String], expected: String?) {
        #expect(Spelling.closest(to: word, in: candidates) == expected)
    }

    /// Up to twelve names are listed in full; more show the first eight, the count and the docs.
    @Test func nameListsAreShortWhenLong() {
        #expect(Spelling.nameList(["day", "night"], docs: "docs/specs.md") == "day, night")
        let twelve = (1...12).map { "n\($0)" }
        #expect(Spelling.nameList(twelve, docs: "docs/specs.md") == twelve.joined(separator: ", "))
        #expect(Spelling.nameList(Self.icons, docs: "docs/specs.md")
            == "chevron-right, chevron-left, add-circle, arrow-right, check, close, info, heart, … (20 in all; see docs/specs.md)")
    }

    @Test(arguments: [
        ("hart", "Did you mean 'heart'?"),
        ("gear", "Known icons: chevron-right, chevron-left, add-circle, arrow-right, check, close, info, heart, … (20 in all; see docs/specs.md)."),
    ])
    func helpIsOneSentence(word: String, expected: String) {
        #expect(Spelling.help(for: word, in: Self.icons, known: "Known icons", docs: "docs/specs.md") == expected)
    }

    @Test(arguments: [("ab", "ba", 1), ("swtich", "switch", 1), ("gear", "heart", 2), ("", "abc", 3), ("kitten", "sitting", 3)])
    func distances(a: String, b: String, distance: Int) {
        #expect(Spelling.editDistance(a, b) == distance)
        #expect(Spelling.editDistance(b, a) == distance)
    }
}
