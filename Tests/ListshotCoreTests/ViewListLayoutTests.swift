import Testing
@testable import ListshotCore

/// The list's layout: rows, insets, separators, headers and footers, spacing, styles, generations
/// and right-to-left screens (docs/lists.md). Figures come from ListMetrics (ListMetricsTableTests
/// names their sources); the fake measurer makes a 17 pt body line 17 pt tall.
@Suite struct ViewListLayoutTests {
    static let section0 = "view.list.section[0]"

    /// (generation, content height) → row height: the content plus the row's vertical insets, at
    /// least the minimum (classic 44 = HIG touch target, glass 52 = the issue's iOS 26 measurement).
    static let rowHeights: [(ListGeneration, Double, Double)] = [
        (.classic, 17, 44),          // 17 + 2 × 8 = 33 → 44
        (.classic, 60, 60 + 2 * 8),
        (.glass, 17, 52),            // 17 + 2 × 12 = 41 → 52
        (.glass, 60, 60 + 2 * 12),
    ]

    @Test(arguments: rowHeights)
    func rowHeight(_ generation: ListGeneration, content: Double, expected: Double) throws {
        let row = content == 17 ? ViewNode.text("Wi-Fi") : box(40, content)
        let list = try layoutList([ViewListSection(rows: [ViewListRow(row)])], generation: generation)
        #expect(near(list.rect(Self.section0)?.frame.height, expected))
    }

    /// (style, generation, width) → the section's leading inset and width.
    static let insets: [(ViewListStyle, ListGeneration, Double, Double)] = [
        (.insetGrouped, .classic, 375, 16),
        (.insetGrouped, .classic, 390, 20),
        (.insetGrouped, .classic, 430, 20),
        (.insetGrouped, .glass, 390, 16),
        (.insetGrouped, .glass, 430, 16),
        (.grouped, .classic, 390, 0),
        (.plain, .classic, 390, 0),
        (.inset, .classic, 390, 20),
        (.sidebar, .glass, 390, 16),
    ]

    @Test(arguments: insets)
    func sectionInset(_ style: ViewListStyle, _ generation: ListGeneration, width: Double, inset: Double) throws {
        let list = try layoutList([textSection(["A"])], style: style, generation: generation, width: width)
        let card = try #require(list.rect(Self.section0)).frame
        #expect(near(card.x, inset))
        #expect(near(card.width, width - 2 * inset))
    }

    /// The list takes the whole width and its content's height, over the style's background.
    @Test func listFillsWidthAndOwnHeight() throws {
        let list = try layoutList([textSection(["A", "B"])])
        let background = try #require(list.rect("view.list"))
        #expect(background.frame.width == 390)
        #expect(near(background.frame.height, 35 + 2 * 44 + 35))   // first top, two rows, bottom padding
        #expect(background.fill == .solid(RGBA(red: 242, green: 242, blue: 247)))   // systemGroupedBackground, day
        let card = try #require(list.rect(Self.section0))
        #expect(card.fill == .solid(RGBA(red: 255, green: 255, blue: 255)))          // secondarySystemGroupedBackground
        #expect(card.cornerRadius == 10 && card.cornerCurve == .continuous)
    }

    /// A separator starts where the row's text does: past the row inset, and past a Label's icon
    /// or an image; rows without text start it at the content's leading edge.
    static let separatorStarts: [(String, Double)] = [
        ("text", 20 + 16),
        ("icon", 20 + 16 + 24 + 8),      // a 24 pt icon, then the stack's 8 pt spacing
        ("image", 20 + 16 + 30 + 8),     // a 30 pt image box
        ("none", 20 + 16),
    ]

    @Test(arguments: separatorStarts)
    func separatorLeading(_ kind: String, x: Double) throws {
        let content: ViewNode
        switch kind {
        case "icon": content = ViewNode.hstack([ViewNode.icon(.star, size: 24), ViewNode.text("Favourites")])
        case "image": content = ViewNode.hstack([box(30, 30), ViewNode.text("Photos")])
        case "none": content = box(100, 20)
        default: content = ViewNode.text("General")
        }
        let list = try layoutList([ViewListSection(rows: [ViewListRow(content), ViewListRow(ViewNode.text("B"))])])
        let separator = try #require(list.rect("\(Self.section0).row[0].separator"))
        let card = try #require(list.rect(Self.section0)).frame
        #expect(near(separator.frame.x, x))
        #expect(near(separator.frame.maxX, card.maxX))
        #expect(near(separator.frame.height, 1.0 / 3))                 // one device pixel at 3×
        #expect(near(separator.frame.maxY, card.maxY - 44))             // at the bottom of the row, above the 44 pt text row
        #expect(separator.fill == .solid(RGBA(red: 60, green: 60, blue: 67, alpha: 74)))
    }

    @Test func lastRowHasNoSeparator() throws {
        let list = try layoutList([textSection(["A", "B", "C"])])
        #expect(list.ids(endingWith: ".separator") == ["\(Self.section0).row[0].separator", "\(Self.section0).row[1].separator"])
    }

    /// A hidden separator is drawn neither above nor below its row.
    @Test func hiddenSeparator() throws {
        let rows = ["A", "B", "C", "D"].enumerated().map { index, title in
            ViewListRow(ViewNode.text(title), separator: index == 1 ? .hidden : .visible)
        }
        let list = try layoutList([ViewListSection(rows: rows)])
        #expect(list.ids(endingWith: ".separator") == ["\(Self.section0).row[2].separator"])
    }

    /// `listRowInsets` replaces the row's padding; `listRowBackground` paints the row, clipped to the card.
    @Test func rowInsetsAndBackgroundOverride() throws {
        let insets = EdgeInsets(top: 4, leading: 40, bottom: 6, trailing: 8)
        let rows = [ViewListRow(box(30, 60), insets: insets, background: .color(.literal(RGBA(red: 255, green: 0, blue: 0)))),
                    ViewListRow(ViewNode.text("Plain"), insets: EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))]
        let list = try layoutList([ViewListSection(rows: rows)])
        let card = try #require(list.rect(Self.section0)).frame
        let content = try #require(list.rect("\(Self.section0).row[0]")).frame
        #expect(near(content.x, 20 + 40))
        #expect(near(content.y, card.y + 4))
        let background = try #require(list.rect("\(Self.section0).row[0].background"))
        #expect(near(background.frame.height, 4 + 60 + 6))
        #expect(background.fill == .solid(RGBA(red: 255, green: 0, blue: 0)))
        #expect(list.items.contains { item in
            if case .pushClip(let clip) = item.primitive { return item.id == "\(Self.section0).clip" && clip.cornerRadius == 10 && clip.cornerCurve == .continuous }
            return false
        })
        // The second row: no vertical insets, still the 44 pt minimum; its text 40 pt in.
        #expect(near(card.height, 70 + 44))
        #expect(near(list.text("\(Self.section0).row[1]")?.frame.x, 20 + 40))
    }

    /// Headers above in the style's font and case, footers below, both at the rows' text edge.
    @Test(arguments: ListGeneration.allCases)
    func headerAndFooter(_ generation: ListGeneration) throws {
        let metrics = ListMetrics.metrics(style: .insetGrouped, generation: generation)
        let list = try layoutList([textSection(["Name"], header: "Account", footer: "Shown to contacts.")], generation: generation)
        let header = try #require(list.text("\(Self.section0).header"))
        let footer = try #require(list.text("\(Self.section0).footer"))
        let card = try #require(list.rect(Self.section0)).frame
        let textX = metrics.sectionInset(screenWidth: 390) + metrics.rowInset(screenWidth: 390)
        #expect(header.request.text == (generation == .classic ? "ACCOUNT" : "Account"))
        #expect(header.request.style.size == metrics.header.fontSize)
        #expect(near(header.frame.x, textX))
        #expect(near(header.frame.y, metrics.firstSectionTop))
        #expect(near(card.y, metrics.firstSectionTop + metrics.header.lineHeight + metrics.header.bottomPadding))
        #expect(footer.request.text == "Shown to contacts.")
        #expect(footer.request.style.size == 13)
        #expect(near(footer.frame.x, textX))
        #expect(near(footer.frame.y, card.maxY + metrics.footer.topPadding))
        #expect(near(list.text("\(Self.section0).row[0]")?.frame.x, textX))
    }

    /// A header's own font and colour win over the list's.
    @Test func headerOwnStyleWins() throws {
        let header = ViewNode.text("Custom", font: .system(size: 20, weight: .bold))
        let list = try layoutList([ViewListSection(header: header, rows: [ViewListRow(ViewNode.text("A"))])])
        #expect(list.text("\(Self.section0).header")?.request.style.size == 20)
        #expect(list.text("\(Self.section0).header")?.request.text == "CUSTOM")   // the case is the environment's
    }

    /// (spacing override, headers) → the distance from the first section's bottom to the second's top.
    static let spacings: [(Double?, Bool)] = [(nil, false), (20, false), (nil, true), (0, true)]

    @Test(arguments: spacings)
    func sectionSpacing(_ spacing: Double?, withHeader: Bool) throws {
        let list = try layoutList([textSection(["A"]), textSection(["B"], header: withHeader ? "More" : nil)], spacing: spacing)
        let first = try #require(list.rect(Self.section0)).frame
        let second = try #require(list.rect("view.list.section[1]")).frame
        let gap = spacing ?? 35
        let header = withHeader ? 18 + 8.0 : 0   // footnote's 18 pt line (docs/ios-values.md) and its padding
        #expect(near(second.y - first.maxY, gap + header))
        if withHeader { #expect(near(list.text("view.list.section[1].header")?.frame.y, first.maxY + gap)) }
    }

    /// Right to left: the separator's inset and the text move to the right-hand side.
    @Test func rightToLeftMirrors() throws {
        let list = try layoutList([textSection(["A", "B"])], direction: .rightToLeft)
        let separator = try #require(list.rect("\(Self.section0).row[0].separator")).frame
        #expect(near(separator.x, 20))                       // the card's left edge
        #expect(near(separator.maxX, 390 - 20 - 16))         // the row text's (right-hand) leading edge
        #expect(near(list.text("\(Self.section0).row[0]")?.frame.maxX, 390 - 20 - 16))
    }

    /// A NavigationLink row: a chevron at the trailing inset, centred in the row.
    @Test func disclosureChevron() throws {
        let list = try layoutList([ViewListSection(rows: [ViewListRow(ViewNode.text("General"), showsDisclosure: true)])])
        let card = try #require(list.rect(Self.section0)).frame
        let chevron = try #require(list.items.first { $0.id == "\(Self.section0).row[0].disclosure" })
        guard case .path(let path) = chevron.primitive else { Issue.record("the chevron is not a path"); return }
        #expect(near(path.frame.maxX, card.maxX - 16))
        #expect(near(path.frame.midY, card.midY))
    }

    /// Element ids: the list, its sections, rows by position or by their own id, headers.
    @Test func elementIDs() throws {
        let sections = [textSection(["A"]),
                        ViewListSection(header: ViewNode.text("H"), rows: [ViewListRow(ViewNode.text("B")),
                                                                           ViewListRow(ViewNode.text("Wi-Fi").id("wifi")),
                                                                           ViewListRow(ViewNode.text("C").modifier(.elementID("settings.bluetooth")))])]
        let ids = Set(try layoutList(sections).items.map(\.id))
        for id in ["view.list", "view.list.section[1]", "view.list.section[1].row[0]", "view.list.section[1].wifi",
                   "settings.bluetooth", "view.list.section[1].header"] {
            #expect(ids.contains(id), "\(id)")
        }
    }

    /// The plain style: full width on systemBackground, headers as bars across the list, no top padding.
    @Test func plainStyle() throws {
        let list = try layoutList([textSection(["A", "B"], header: "Fruits")], style: .plain)
        let bar = try #require(list.rect("\(Self.section0).headerBar")).frame
        #expect(bar.x == 0 && bar.width == 390 && near(bar.height, 31) && bar.y == 0)
        #expect(list.text("\(Self.section0).header")?.request.text == "Fruits")
        #expect(near(list.text("\(Self.section0).header")?.frame.x, 20))
        let card = try #require(list.rect(Self.section0)).frame
        #expect(card.x == 0 && near(card.y, 31))
        #expect(near(list.text("\(Self.section0).row[0]")?.frame.x, 20))     // the 20 pt layout margin at 390
        #expect(near(list.rect("\(Self.section0).row[0].separator")?.frame.maxX, 390))
    }

    /// A section with a header and no rows draws its header and no card; the next section follows it.
    @Test func sectionWithoutRows() throws {
        let list = try layoutList([ViewListSection(header: ViewNode.text("Empty"), rows: []), textSection(["A"])])
        #expect(list.rect(Self.section0) == nil)
        let header = try #require(list.text("\(Self.section0).header")).frame
        let next = try #require(list.rect("view.list.section[1]")).frame
        #expect(near(next.y, header.y + 18 + 8 + 35))   // header line (footnote: 18), its padding, the section spacing
    }

    /// Night: the system colours take their dark values.
    @Test func nightColours() throws {
        var theme = TestTheme.make()
        theme.appearance = .night
        let list = try layoutList([textSection(["A", "B"])], theme: theme)
        #expect(list.rect("view.list")?.fill == .solid(RGBA(red: 0, green: 0, blue: 0)))
        #expect(list.rect(Self.section0)?.fill == .solid(RGBA(red: 28, green: 28, blue: 30)))
        #expect(list.text("\(Self.section0).row[0]")?.color == RGBA(red: 255, green: 255, blue: 255))   // label
    }

    /// A theme token of a system colour's name wins over Apple's value.
    @Test func themeTokenWinsOverSystemTable() throws {
        var theme = TestTheme.make()
        theme.colors["systemGroupedBackground"] = .solid(RGBA(red: 1, green: 2, blue: 3))
        let list = try layoutList([textSection(["A"])], theme: theme)
        #expect(list.rect("view.list")?.fill == .solid(RGBA(red: 1, green: 2, blue: 3)))
    }

    /// `textCase` reaches the texts inside, and a nearer `textCase(nil)` draws them as written (SwiftUI `textCase(_:)`).
    @Test func textCaseEnvironment() throws {
        let view = ViewNode.vstack([ViewNode.text("Upper"),
                                    ViewNode.text("Kept").modifier(.environment(.textCase(nil))),
                                    ViewNode.text("Lower").modifier(.environment(.textCase(.lowercase)))])
            .modifier(.environment(.textCase(.uppercase)))
        let texts = try layoutView(view).items.compactMap { item -> String? in
            if case .text(let text) = item.primitive { return text.request.text } else { return nil }
        }
        #expect(texts == ["UPPER", "Kept", "lower"])
    }

    @Test func badSpacingIsRefused() {
        #expect(throws: LayoutError.self) { try layoutList([textSection(["A"])], spacing: -1) }
    }
}
