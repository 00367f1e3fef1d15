import ListshotCore
import Testing

/// The figures of Backpack's own CardList snapshot tests (`BPKCardListViewTests.swift`): a card list
/// inside `.padding()` in a 375 pt frame, a rail of `BPKSnippet`s 281 wide, a header button.
@Suite("Backpack card list at 375 pt")
struct BackpackCardListFigureTests {
    static let description = "Check out these world-famous destinations perfect for visiting in spring."
    static let names = ["Amsterdam", "London", "Dublin", "Paris"]

    /// `.padding().frame(width: 375)` around the list: a 16 pt inset on every side.
    func layout(_ list: BPKCardList) throws -> DisplayList {
        let screen = Screen(frame: .fit(width: 375, scale: 3), safeArea: SafeArea(top: 16, leading: 16, bottom: 16, trailing: 16),
                            content: [.cardList(list)])
        return try ScreenLayout.layout(screen, theme: TestTheme.backpack(), measurer: FixedAdvanceTextMeasurer()).displayList
    }

    func rail(button: Bool) -> BPKCardList {
        let snippets = Self.names.map { BPKCardListElement.snippet(BPKSnippet(image: "\($0).png", headline: $0, subheading: "A city")) }
        return BPKCardList(title: "Must-visit spots", description: Self.description, layout: .rail,
                           accessory: button ? .sectionHeaderButton(BPKSectionHeaderButton(icon: .addCircle, accessibilityLabel: "Add item")) : nil,
                           elements: snippets)
    }

    @Test(arguments: [false, true])
    func railOfSnippetsMatchesBackpacksFigures(button: Bool) throws {
        let list = try layout(rail(button: button))
        let title = try #require(list.frame("cardList[0].header.title"))
        let description = try #require(list.frame("cardList[0].header.description"))
        // The header block starts at the screen's 16 pt padding; its own 16 pt padding puts the title at 32.
        #expect(title.minX == 16 + 16)
        #expect(title.minY == 16 + 16)
        let first = try #require(list.frame("cardList[0].card[0].image"))
        let second = try #require(list.frame("cardList[0].card[1].image"))
        #expect(first.minX == 32)
        #expect(first.width == 281)
        #expect(second.minX == 329)
        // Cards start right under the header's bottom padding, plus the rail's 4 pt vertical padding.
        #expect(first.minY == description.maxY + 16 + 4)
    }

    /// `BPKSectionHeader.swift` lays its row out with `HStack(alignment: .top)`: the button's top
    /// meets the title's, however tall the text block is.
    @Test func theHeaderButtonSharesTheTitlesTop() throws {
        let list = try layout(rail(button: true))
        let title = try #require(list.frame("cardList[0].header.title"))
        let description = try #require(list.frame("cardList[0].header.description"))
        let button = try #require(list.frame("cardList[0].header.button"))
        #expect(description.maxY - title.minY > button.height)
        #expect(button.minY == title.minY)
        #expect(button.maxX == 375 - 16 - 16)
        // The text leaves 8 (the Spacer's minimum) before the button.
        #expect(title.maxX <= button.minX - 8)
    }

    @Test func aSnippetIsItsImageThenHeadlineAndSubheadingBelowTheirPaddings() throws {
        let list = try layout(rail(button: false))
        let image = try #require(list.frame("cardList[0].card[0].image"))
        let headline = try #require(list.frame("cardList[0].card[0].headline"))
        let subheading = try #require(list.frame("cardList[0].card[0].subheading"))
        #expect(abs(image.height - 281 / 1.5) < 1.0 / 3)
        #expect(headline.minY == image.maxY + 16)      // .padding(.top, .base)
        #expect(headline.height == 20)                 // heading5 16/20
        #expect(subheading.minY == headline.maxY + 4)  // .padding(.top, .sm) after a headline
        #expect(subheading.height == 32)               // subheading 24/32
        guard case .image(let primitive)? = list.item("cardList[0].card[0].image")?.primitive else { Issue.record("no image"); return }
        #expect(primitive.cornerRadius == 12)
        #expect(list.fill("cardList[0].card[0].image.background") == TestTheme.backpack().colors["surfaceHighlight"])
    }

    /// The body's top padding: 32 after a subheading, 4 after a headline, 16 after the image alone.
    @Test(arguments: [(true, true, 32.0), (true, false, 4), (false, false, 16)])
    func theBodyFollowsItsPadding(headline: Bool, subheading: Bool, gap: Double) throws {
        let snippet = BPKSnippet(image: "a.png", headline: headline ? "H" : nil, subheading: subheading ? "S" : nil, bodyText: "Body")
        let list = try layout(BPKCardList(title: "T", layout: .rail, elements: [.snippet(snippet), .snippet(snippet)]))
        let body = try #require(list.frame("cardList[0].card[0].body"))
        let above = try #require(list.frame(subheading ? "cardList[0].card[0].subheading" : headline ? "cardList[0].card[0].headline" : "cardList[0].card[0].image"))
        #expect(body.minY - above.maxY == gap)
    }

    @Test(arguments: BPKSnippet.ImageOrientation.allCases)
    func snippetImagesFollowTheirOrientation(orientation: BPKSnippet.ImageOrientation) throws {
        let snippet = BPKSnippet(image: "a.png", headline: "A", imageOrientation: orientation)
        let list = try layout(BPKCardList(title: "T", layout: .rail, cardWidth: 210, elements: [.snippet(snippet), .snippet(snippet)]))
        let image = try #require(list.frame("cardList[0].card[0].image"))
        #expect(image.width == 210)
        #expect(abs(image.width / image.height - orientation.aspectRatio) < 0.01)
    }
}
