import ListshotCore
import Testing

extension TestTheme {
    /// A Backpack theme: the required tokens in distinct colours, Backpack's nine text styles.
    static func backpack() -> ResolvedTheme {
        var colors: [String: Paint] = [:]
        for (index, token) in DesignSystem.backpack.requiredColorTokens.enumerated() {
            colors[token] = .solid(RGBA(red: UInt8(10 + index * 11), green: 30, blue: 60))
        }
        let presets = [(12, 16), (14, 20), (16, 24), (16, 20), (20, 24), (24, 28), (32, 40), (40, 48), (24, 32)]
            .map { TextPreset(size: Double($0.0), lineHeight: Double($0.1)) }
        return ResolvedTheme(name: "backpack-test", appearance: .day, fontFamily: "Inter", colors: colors, textPresets: presets,
                             weights: ["heading": .semibold, "label": .semibold], radii: [:], dynamicTypeDeltas: deltas,
                             contentSize: .default, designSystem: .backpack)
    }
}

func layoutCardList(_ list: BPKCardList) throws -> DisplayList {
    try layoutScreen([.cardList(list)], theme: TestTheme.backpack()).displayList
}

/// `BPKCardList` figures (docs/components.md §2): header padded 16 all round, heading3 24/28 title,
/// content directly below the header's padding, rail padding h 16 / v 4 and spacing 16, stack padding 16.
@Suite("Backpack card lists")
struct BackpackLayoutTests {
    func cards(_ count: Int) -> [BPKCard] {
        (0..<count).map { BPKCard(content: [.title("Card \($0)")]) }
    }

    @Test func headerIsPaddedSixteenAndContentFollowsDirectlyBelow() throws {
        let list = try layoutCardList(BPKCardList(title: "Title", layout: .stack, elements: cards(1)))
        #expect(list.frame("cardList[0].header.title") == Rect(x: 16, y: 16, width: 361, height: 28))
        // header block = 16 + 28 + 16 = 60; the outer VStack has spacing 0 → the first card at 60.
        #expect(list.frame("cardList[0].card[0]") == Rect(x: 16, y: 60, width: 361, height: 16 + 20 + 16))
    }

    @Test func descriptionSitsFourBelowTheTitle() throws {
        let list = try layoutCardList(BPKCardList(title: "Title", description: "Description", layout: .stack, elements: [BPKCard]()))
        let title = try #require(list.frame("cardList[0].header.title"))
        #expect(list.frame("cardList[0].header.description")?.minY == title.maxY + 4)
    }

    @Test func railCardsAreSpacedSixteenInsidePaddingSixteenByFour() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .rail, cardWidth: 150, elements: cards(3)))
        let first = try #require(list.frame("cardList[0].card[0]"))
        let second = try #require(list.frame("cardList[0].card[1]"))
        #expect(first.minX == 16)
        #expect(first.width == 150)
        #expect(second.minX - first.maxX == 16)
        // header 16 + 28 + 16, then the rail's 4 pt top padding.
        #expect(first.minY == 60 + 4)
        #expect(list.items.contains { $0.id == "cardList[0].rail" && $0.primitive == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 60 - 48, width: 393, height: first.height + 8 + 96))) })
    }

    @Test func aSingleRailElementFillsTheWidthAndIgnoresCardWidth() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .rail, cardWidth: 150, elements: cards(1)))
        #expect(list.frame("cardList[0].card[0]")?.minX == 16)
        #expect(list.frame("cardList[0].card[0]")?.width == Double(393 - 32))
    }

    @Test func railScrollOffsetMovesCardsLeft() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .rail, cardWidth: 150, scrollOffset: 100, elements: cards(4)))
        #expect(list.frame("cardList[0].card[0]")?.minX == Double(16 - 100))
        #expect(list.frame("cardList[0].card[1]")?.minX == Double(16 - 100 + 166))
    }

    @Test(arguments: [
        // (elements, initially shown, expanded, shown cards, expand button visible)
        (4, 3, false, 3, true),
        (3, 3, false, 3, false),
        (2, 3, false, 2, false),
        (5, 2, true, 5, true),
        (1, 0, false, 0, true),
    ])
    func expandShowsOnlyWhenElementsOutnumberTheInitialCount(count: Int, initial: Int, expanded: Bool, shown: Int, visible: Bool) throws {
        let model = BPKCardList(title: "T", layout: .stack, initiallyShownCardsCount: initial,
                                accessory: .expand(expandText: "More", collapseText: "Less"), showingAllCards: expanded,
                                elements: cards(count))
        #expect(model.shownCardsCount == shown)
        #expect(model.showsExpandButton == visible)
        let list = try layoutCardList(model)
        #expect(list.items.filter { $0.id.hasPrefix("cardList[0].card[") && !$0.id.contains(".", after: "card[") }.count == shown)
        #expect((list.item("cardList[0].expand.title") != nil) == visible)
        if visible {
            let icon = expanded ? Icon.chevronUp.geometry.path : Icon.chevronDown.geometry.path
            guard case .path(let path)? = list.item("cardList[0].expand.icon")?.primitive else { Issue.record("no chevron"); return }
            #expect(path.path == icon)
        }
    }

    @Test func stackCardsAreFullWidthSixteenApartThenTheFooterButton() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack, accessory: .footerButton(BPKFooterButton(title: "All")),
                                                  elements: cards(2)))
        let first = try #require(list.frame("cardList[0].card[0]"))
        let second = try #require(list.frame("cardList[0].card[1]"))
        let button = try #require(list.frame("cardList[0].footerButton"))
        #expect(first.minX == 16 && first.width == 361)
        #expect(second.minY - first.maxY == 16)
        #expect(button.minY - second.maxY == 16)
        #expect(button.width == 361 && button.height == 36)
    }

    @Test(arguments: [(BPKCard.Elevation.default, 3.0, 1.0), (.focus, 16, 4)])
    func elevationsUseBackpackShadows(elevation: BPKCard.Elevation, blur: Double, y: Double) throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack,
                                                  elements: [BPKCard(elevation: elevation, content: [.title("A")])]))
        guard case .shadow(let shadow)? = list.item("cardList[0].card[0].shadow")?.primitive else { Issue.record("no shadow"); return }
        #expect(shadow.blur == blur && shadow.offset == Point(x: 0, y: y))
        #expect(shadow.color == RGBA(red: 0x16, green: 0x16, blue: 0x16).withOpacity(0.15))
    }

    @Test func noElevationHasNoShadowAndCornersFollowTheStyle() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .stack,
                                                  elements: [BPKCard(cornerStyle: .large, elevation: .none, content: [.title("A")])]))
        #expect(list.item("cardList[0].card[0].shadow") == nil)
        guard case .rect(let rect)? = list.item("cardList[0].card[0]")?.primitive else { Issue.record("no card"); return }
        #expect(rect.cornerRadius == 24)
    }

    @Test func theHeaderButtonIsTopAlignedWithTheTitle() throws {
        let list = try layoutCardList(BPKCardList(title: "T", layout: .rail,
                                                  accessory: .sectionHeaderButton(BPKSectionHeaderButton(icon: .addCircle, accessibilityLabel: "Add")),
                                                  elements: cards(2)))
        // `HStack(alignment: .top)` in BPKSectionHeader.swift: the button and the 28 pt title share their top;
        // the row is the taller button, so the content starts under 16 + 36 + 16.
        #expect(list.frame("cardList[0].header.button") == Rect(x: 393 - 16 - 36, y: 16, width: 36, height: 36))
        #expect(list.frame("cardList[0].header.title")?.minY == 16)
        let card = try #require(list.frame("cardList[0].card[0]"))
        #expect(abs(card.minY - (16 + 36 + 16 + 4)) < 1e-9)
    }
}

extension String {
    /// Whether `character` occurs after the first occurrence of `marker`'s closing bracket.
    func contains(_ character: Character, after marker: String) -> Bool {
        guard let range = range(of: marker), let close = self[range.upperBound...].firstIndex(of: "]") else { return false }
        return self[index(after: close)...].contains(character)
    }
}
