import ListshotCore
import Testing

/// Every component in both directions and at every text size: frames mirror, text never overlaps.
@Suite("Variants across components")
struct VariantMatrixTests {
    static let misticaCells: [Cell] = [
        Cell(title: "Switch", subtitle: "Top", assetType: .smallIcon(.wifi), control: .switch(isOn: true)),
        Cell(title: "Checkbox", assetType: .image("/a.png"), control: .checkbox(isChecked: true)),
        Cell(title: "Radio", description: "D", control: .radio(isSelected: false)),
        Cell(title: "Value and a title long enough to wrap", subtitle: "S", control: .text("12 GB")),
        Cell(title: "Button", headline: .tag(Tag(style: .success, text: "Tag", icon: .check)), control: .button("Buy")),
        Cell(title: "Icon", assetType: .customImage("/c.png", size: Size(width: 56, height: 40)), control: .icon(.info)),
        Cell(title: "Centred", subtitle: "S", description: "D", control: .verticallyCentered(.switch(isOn: false))),
        Cell(title: "Nav", subtitle: "S", assetType: .largeIcon(.star), control: .navigation(badge: .count(12))),
    ]
    static let stereoCells: [SelfSizingStereoCell] = [
        SelfSizingStereoCell(title: "Title", detail: "A detail that wraps onto more lines at large sizes",
                             leadingImage: .image("/a.png", size: .medium, isCircular: true), trailingImage: .icon(.chevronRight)),
        SelfSizingStereoCell(title: "Only", leadingImage: .image("/b.png", size: .large), ripple: Ripple(at: Point(x: 30, y: 20))),
    ]

    func lists(_ direction: LayoutDirection, _ size: ContentSizeCategory) throws -> [DisplayList] {
        [
            try layoutScreen([.cellList(CellList(style: .fullwidth, cells: Self.misticaCells)),
                              .cellList(CellList(style: .boxedInverse, cells: Self.misticaCells))],
                             theme: TestTheme.make(contentSize: size), direction: direction).displayList,
            try layoutStereo(Self.stereoCells, direction: direction, contentSize: size),
        ]
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func noTextFrameOverlapsAnother(size: ContentSizeCategory) throws {
        for list in try lists(.leftToRight, size) {
            let texts = list.texts
            for i in texts.indices {
                for j in texts.indices where j > i {
                    #expect(!texts[i].text.frame.intersects(texts[j].text.frame), "\(texts[i].id) overlaps \(texts[j].id) at \(size)")
                }
            }
        }
    }

    @Test func layoutsGrowWithTheTextSize() throws {
        var previous = 0.0
        for size in ContentSizeCategory.allCases {
            let height = try lists(.leftToRight, size).reduce(0) { $0 + $1.size.height }
            #expect(height > previous, "\(size)")
            previous = height
        }
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func rightToLeftMirrorsEveryFrame(size: ContentSizeCategory) throws {
        for (ltr, rtl) in zip(try lists(.leftToRight, size), try lists(.rightToLeft, size)) {
            #expect(ltr.items.map(\.id) == rtl.items.map(\.id))
            for item in ltr.items {
                guard let a = ltr.frame(item.id), let b = rtl.frame(item.id), item.id != "background" else { continue }
                #expect(abs(b.x - (ltr.size.width - a.maxX)) < 0.4, "\(item.id)")
                #expect(b.y == a.y && abs(b.width - a.width) < 0.001, "\(item.id) \(a) \(b)")
            }
            for case .path(let path) in rtl.items.map(\.primitive) where path.path == Icon.chevronRight.geometry.path {
                #expect(path.isMirrored)
            }
        }
    }
}

@Suite("Pseudo-localisation")
struct PseudoLocalizationTests {
    @Test(arguments: ["Settings", "Data usage", "A", "Notifications and sounds", "12.4 GB of 20 GB"])
    func stretchesByAtLeastFortyPercent(text: String) {
        let out = PseudoLocalization.transform(text)
        #expect(Double(out.count) >= Double(text.count) * 1.4)
        #expect(out.hasPrefix("[") && out.hasSuffix("]"))
        #expect(PseudoLocalization.transform(text) == out)
    }

    @Test func accentsLettersAndKeepsTheRest() {
        #expect(PseudoLocalization.transform("Settings") == "[Šéţţîñĝš one]")
        #expect(PseudoLocalization.transform("12 GB").contains("12 ĜƁ"))
    }

    @Test func screensPseudoLocaliseTextButNotBadgeCounts() throws {
        let cells = [Cell(title: "Settings", headline: .tag(Tag(style: .promo, text: "New")), control: .navigation(badge: .count(3)))]
        let list = try layoutScreen([.cellList(CellList(cells: cells))], pseudoLocalize: true).displayList
        let texts = Dictionary(uniqueKeysWithValues: list.texts.map { ($0.id, $0.text.request.text) })
        #expect(texts["list[0].cell[0].title"] == "[Šéţţîñĝš one]")
        #expect(texts["list[0].cell[0].headline.label"] == PseudoLocalization.transform("New"))
        #expect(texts["list[0].cell[0].control.badge.label"] == "3")
    }
}
