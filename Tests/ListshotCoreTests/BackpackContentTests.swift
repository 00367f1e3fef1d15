import ListshotCore
import Testing

/// The content model of Backpack's stack-card example (`CardListExampleView.swift`), badges and the
/// on-dark section header.
@Suite("Backpack card content, badges and headers")
struct BackpackContentTests {
    let theme = TestTheme.backpack()

    /// `BPKCard(padding: .none) { HStack { Image.aspectRatio(1); VStack { heading5; footnote coreAccent }.padding(.base); Spacer() } }.frame(height: 88)`
    func stackCard(_ name: String) -> BPKCard {
        BPKCard(padding: .none, height: 88) {
            BPKCardContent.hStack([
                .image(BPKCardImage("\(name).png", aspectRatio: 1, corner: .none)),
                .vStack([.title(name), .subtitle("Flights・Hotels・Car hire", color: .coreAccent)], spacing: 0, padding: 16),
                .flexibleSpacer(),
            ], spacing: 8)
        }
    }

    @Test func theStackCardIsEightyEightTallWithASquareImageAndCentredText() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [stackCard("Amsterdam"), stackCard("London")]))
        let card = try #require(list.frame("cardList[0].card[0]"))
        let image = try #require(list.frame("cardList[0].card[0].hStack.image"))
        let name = try #require(list.frame("cardList[0].card[0].hStack.vStack.title"))
        let line = try #require(list.frame("cardList[0].card[0].hStack.vStack.subtitle"))
        #expect(card.height == 88)
        #expect(image == Rect(x: card.minX, y: card.minY, width: 88, height: 88))
        guard case .image(let primitive)? = list.item("cardList[0].card[0].hStack.image")?.primitive else { Issue.record("no image"); return }
        #expect(primitive.cornerRadius == 0)
        // The card's own clip rounds the image.
        #expect(list.items.contains { $0.id == "cardList[0].card[0].clip" && $0.primitive == .pushClip(ClipPrimitive(frame: card, cornerRadius: 8)) })
        // 88 + 8 spacing + 16 padding; the 72 pt padded VStack (20 + 20 + 32) centred in 88.
        #expect(name.minX == card.minX + 88 + 8 + 16)
        #expect(name.minY == card.minY + 8 + 16)
        #expect(line.minY == name.maxY)
        #expect(list.textColor("cardList[0].card[0].hStack.vStack.subtitle") == (try theme.color("coreAccent", for: "test")))
        #expect(list.textColor("cardList[0].card[0].hStack.vStack.title") == (try theme.color("textPrimary", for: "test")))
        // The VStack takes its natural width (the footnote line, 7 pt a character here); the Spacer the rest.
        #expect(line.width == Double("Flights・Hotels・Car hire".count) * 7)
        // A text view is as wide as its own lines (SwiftUI's `Text`), no longer its stack's width.
        #expect(name.width <= line.width)
        let second = try #require(list.frame("cardList[0].card[1]"))
        #expect(second.minY == card.maxY + 16)
    }

    /// Two bodyDefault lines (48) beside one (24): the short one moves by 0, 12 or 24.
    @Test(arguments: [(BPKVerticalAlignment.top, 0.0), (.center, 12), (.bottom, 24)])
    func horizontalStacksAlignTheirChildren(alignment: BPKVerticalAlignment, offset: Double) throws {
        let card = BPKCard(padding: .none, content: [.hStack([.body("Tall\ntext"), .body("Short")], spacing: 0, alignment: alignment)])
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [card]))
        let tall = try #require(list.frame("cardList[0].card[0].hStack.body[0]"))
        let short = try #require(list.frame("cardList[0].card[0].hStack.body[1]"))
        #expect(tall.height == 48 && short.height == 24)
        #expect(short.minY - tall.minY == offset)
    }

    @Test func imagesTakeAHeightOrAnAspectRatio() throws {
        let card = BPKCard(content: [.title("A"), .image(BPKCardImage("a.png", aspectRatio: 2, corner: .md)), .image("b.png", height: 40)])
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, elements: [card]))
        let wide = try #require(list.frame("cardList[0].card[0].image[0]"))
        let fixed = try #require(list.frame("cardList[0].card[0].image[1]"))
        #expect(wide.width == 361 - 32 && abs(wide.height - (361 - 32) / 2) <= 1.0 / 3)
        #expect(fixed.height == 40)
        guard case .image(let primitive)? = list.item("cardList[0].card[0].image[0]")?.primitive else { Issue.record("no image"); return }
        #expect(primitive.cornerRadius == 12)
    }

    @Test(arguments: BPKBadge.Style.allCases)
    func badgesTakeTheirStyleTokens(style: BPKBadge.Style) throws {
        let sheet = BPKBadgeSheet(onDark: true, badges: [BPKBadge("Label", style: style, icon: .check)])
        let list = try layoutScreen([.backpackBadges(sheet)], theme: theme).displayList
        let tokens = style.tokens
        guard case .rect(let rect)? = list.item("backpackBadges[0][0]")?.primitive else { Issue.record("no badge"); return }
        #expect(rect.fill == (try tokens.background.map { try theme.paint($0, for: "test") }))
        #expect(rect.stroke?.color == (try tokens.border.map { try theme.color($0, for: "test") }))
        #expect(rect.cornerRadius == 4)
        #expect(rect.frame.height == 16 + 8)
        #expect(list.textColor("backpackBadges[0][0].label") == (try theme.color(tokens.text, for: "test")))
        let icon = try #require(list.frame("backpackBadges[0][0].icon"))
        let label = try #require(list.frame("backpackBadges[0][0].label"))
        #expect(icon.minX == rect.frame.minX + 8 && label.minX == icon.maxX + 4)
        #expect(list.fill("backpackBadges[0].background") == theme.colors["surfaceContrast"])
    }

    @Test func outlineAndBrandBadgesFollowBackpack() {
        #expect(BPKBadge.Style.outline.tokens.background == nil)
        #expect(BPKBadge.Style.outline.tokens.border == "textOnDark")
        #expect(BPKBadge.Style.brand.tokens.background == "coreAccent")
        #expect(BPKBadge.Style.brand.tokens.text == "textPrimaryInverse")
    }

    @Test(arguments: BPKSectionHeader.Style.allCases)
    func sectionHeaderStyles(style: BPKSectionHeader.Style) throws {
        let header = BPKSectionHeader(title: "Explore", description: "Ideas", style: style,
                                      button: BPKSectionHeaderButton(icon: .arrowRight, accessibilityLabel: "See all"))
        let list = try layoutScreen([.sectionHeader(header)], theme: theme).displayList
        let onDark = style == .onDark
        #expect(list.textColor("sectionHeader[0].title") == (try theme.color(onDark ? "textOnDark" : "textPrimary", for: "test")))
        #expect(list.fill("sectionHeader[0].button") == (try theme.paint(onDark ? "buttonPrimaryOnDarkBackground" : "buttonPrimaryBackground", for: "test")))
        let background = list.frame("sectionHeader[0].background")
        #expect((background != nil) == onDark)
        if let background {
            // 16 + (28 + 4 + 24) + 16, across the width.
            #expect(background == Rect(x: 0, y: 0, width: 393, height: 88))
        }
    }
}
