import Foundation
import ListshotCore
import ListshotSpec
import Testing

/// The Backpack spec keys: snippets, card heights, content colours, aspect-ratio images,
/// flexible spacers, stack padding and alignment, section headers and badge sheets.
@Suite("Backpack spec keys")
struct BackpackSpecTests {
    static let head = "theme: backpack\ncontent:\n  - cardList:\n      title: T\n      cards:\n"

    /// A photo where the spec parser looks for relative images.
    static func photoFolder() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bpk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(TinyPNG.bytes).write(to: directory.appendingPathComponent("photo.png"))
        return directory.standardized.path
    }

    @Test func theStackCardOfBackpacksExampleReads() throws {
        let folder = try Self.photoFolder()
        let spec = try parse(Self.head + """
                - padding: none
                  height: 88
                  content:
                    - hStack:
                        alignment: center
                        content:
                          - { image: photo.png, aspectRatio: 1, corner: none }
                          - vStack: { spacing: 0, padding: 16, content: [{ title: Amsterdam }, { subtitle: Flights, color: coreAccent }] }
                          - spacer: flexible
                - snippet: { image: photo.png, headline: London, subheading: Spring, body: Body, imageOrientation: square }
                  repeat: 2
                - content: [{ text: Big, style: subheading }, { spacer: { minLength: 4 } }, { badges: [{ text: New, style: outline, icon: star }] }]
        """, directory: folder)
        guard case .cardList(let list) = spec.screen.content[0] else { Issue.record("no card list"); return }
        let photo = folder + "/photo.png"
        #expect(list.elements.count == 4)
        #expect(list.elements[0] == .card(BPKCard(padding: .none, height: 88, content: [
            .hStack([.image(BPKCardImage(photo, aspectRatio: 1, corner: .none)),
                     .vStack([.title("Amsterdam"), .subtitle("Flights", color: .coreAccent)], spacing: 0, padding: 16),
                     .flexibleSpacer()], spacing: 8, alignment: .center),
        ])))
        #expect(list.elements[1] == .snippet(BPKSnippet(image: photo, headline: "London", subheading: "Spring", bodyText: "Body", imageOrientation: .square)))
        #expect(list.elements[2] == list.elements[1])
        #expect(list.elements[3] == .card(BPKCard(content: [.text("Big", style: .subheading), .flexibleSpacer(minLength: 4),
                                                          .badges([BPKBadge("New", style: .outline, icon: .star)])])))
    }

    @Test func sectionHeadersAndBadgeSheetsRead() throws {
        let spec = try parse("""
        theme: backpack
        content:
          - sectionHeader: { title: Explore, style: onDark, button: { icon: arrow-right, accessibilityLabel: All }, padding: { edges: [top] } }
          - backpackBadges: { onDark: true, badges: [{ text: A, style: brand }] }
        """)
        #expect(spec.screen.content[0] == .sectionHeader(BPKSectionHeader(title: "Explore", style: .onDark,
                                                                          button: BPKSectionHeaderButton(icon: .arrowRight, accessibilityLabel: "All"),
                                                                          padding: BPKHeaderPadding(edges: [.top]))))
        #expect(spec.screen.content[1] == .backpackBadges(BPKBadgeSheet(onDark: true, badges: [BPKBadge("A", style: .brand)])))
    }

    @Test(arguments: [
        (head + "        - { height: 0, content: [{ title: A }] }\n", 6, 21, "card height of 0 pt is out of range"),
        (head + "        - { content: [{ title: A, color: coreAcent }] }\n", 6, 42, "Did you mean 'coreAccent'?"),
        (head + "        - { content: [{ text: A }] }\n", 6, 23, "a text block needs a `style`"),
        (head + "        - { content: [{ text: A, style: heading6 }] }\n", 6, 41, "'heading6' is not one of"),
        (head + "        - { content: [{ title: A, body: B }] }\n", 6, 23, "has title and body"),
        (head + "        - { content: [{ body: B, note: x }] }\n", 6, 40, "`note` belongs to a price block"),
        (head + "        - { content: [{ title: A, style: heading4 }] }\n", 6, 42, "`style` belongs to a text block"),
        (head + "        - { content: [{ spacer: wide }] }\n", 6, 33, "`flexible`, or `{minLength: N}`"),
        (head + "        - { content: [{ spacer: { minLength: -1 } }] }\n", 6, 46, "out of range (0…4096)"),
        (head + "        - { content: [{ hStack: { alignment: middle, content: [{ title: A }] } }] }\n", 6, 46, "'middle' is not one of top, center, bottom"),
        (head + "        - { content: [{ vStack: { padding: -2, content: [{ title: A }] } }] }\n", 6, 44, "a padding of -2 pt is out of range"),
        (head + "        - { snippet: { headline: A } }\n", 6, 22, "a snippet needs an `image`"),
        (head + "        - { snippet: { image: x.png }, elevation: focus }\n", 6, 51, "`elevation` is a card key"),
        (head + "        - { snippet: { image: x.png, subheading: A, description: B } }\n", 6, 66, "older name of `subheading`"),
        ("theme: backpack\ncontent:\n  - sectionHeader: { title: A, style: dark }\n", 3, 39, "'dark' is not one of default, onDark"),
        ("theme: backpack\ncontent:\n  - sectionHeader: { description: A }\n", 3, 20, "missing key 'title'"),
        ("theme: backpack\ncontent:\n  - backpackBadges: { badges: [{ text: A, style: destructive }] }\n", 3, 50, "is not one of"),
        ("theme: backpack\ncontent:\n  - backpackBadges: { badges: [] }\n", 3, 31, "is empty"),
    ] as [(String, Int, Int, String)])
    func errorsPointAtTheProblem(yaml: String, line: Int, column: Int, fragment: String) {
        expectSpecError(yaml, line: line, column: column, fragment: fragment)
    }

    @Test(arguments: [
        ("{ image: photo.png, aspectRatio: 0 }", 6, 56, "aspect ratio of 0 is out of range"),
        ("{ image: photo.png, height: 10, aspectRatio: 1 }", 6, 23, "not both"),
        ("{ image: photo.png }", 6, 23, "needs a `height` in points or an `aspectRatio`"),
        ("{ image: photo.png, height: 10, corner: round }", 6, 63, "'round' is not one of none, xs, sm, md, lg"),
    ])
    func imageErrorsPointAtTheProblem(block: String, line: Int, column: Int, fragment: String) throws {
        let folder = try Self.photoFolder()
        do {
            _ = try parse(Self.head + "        - { content: [\(block)] }\n", directory: folder)
            Issue.record("expected an error containing \(fragment)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.description.contains(fragment), "\(error)")
        }
    }
}
