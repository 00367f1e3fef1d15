import ListshotCore
import Testing

/// Tag geometry, tag corners and custom-image corners per flavour (docs/mistica.md "Flavours", "Tags and badges", "Assets"),
/// laid out with the fixed-advance measurer (7 pt a character, preset 2 line height 20).
@Suite("Mistica flavour figures")
struct MisticaFlavourFigureTests {
    static func layout(_ cell: Cell, flavour: CellFlavour, radii: [String: Double] = ["container": 8, "tag": 999]) throws -> DisplayList {
        try layoutScreen([.cellList(CellList(flavour: flavour, cells: [cell]))], theme: TestTheme.make(radii: radii)).displayList
    }

    struct TagCase: Sendable, CustomTestStringConvertible {
        var flavour: CellFlavour
        var text: String
        var icon: Icon?
        var size: Size
        /// Icon and label x, from the tag's leading edge.
        var iconX: Double?
        var labelX: Double
        var testDescription: String { "\(flavour) \(text) icon \(icon != nil)" }
    }

    @Test(arguments: [
        // UIKit Sources/Mistica/Components/Tag/TagView.swift @ 0e21390956165197b7927c394e7fdb2879aebb5f:
        // horizontalMargin 12, verticalMargin 4, minWidth 56, minHeight 28; with an icon 8, 16, 4, label, 12.
        TagCase(flavour: .uikit, text: "Paid", size: Size(width: 56, height: 28), labelX: 12),
        TagCase(flavour: .uikit, text: "Promotion", size: Size(width: 12 + 63 + 12, height: 28), labelX: 12),
        TagCase(flavour: .uikit, text: "Paid", icon: .check, size: Size(width: 8 + 16 + 4 + 28 + 12, height: 28), iconX: 8, labelX: 28),
        // SwiftUI Sources/MisticaSwiftUI/Components/Tag/Tag.swift (index id 20578502887, as @ 9aff393d8504fdbc63a301d0a2b2de5f9f54dc23):
        // horizontalInset 8 on both sides, horizontalInsetWithIcon 5, verticalInset 4, minWidth 48, minHeight 20.
        TagCase(flavour: .swiftui, text: "Paid", size: Size(width: 48, height: 28), labelX: 8),
        TagCase(flavour: .swiftui, text: "Promotion", size: Size(width: 8 + 63 + 8, height: 28), labelX: 8),
        TagCase(flavour: .swiftui, text: "Paid", icon: .check, size: Size(width: 8 + 16 + 5 + 28 + 8, height: 28), iconX: 8, labelX: 29),
    ])
    func tagGeometryFollowsTheFlavour(_ c: TagCase) throws {
        let list = try Self.layout(Cell(title: "T", headline: .tag(Tag(style: .promo, text: c.text, icon: c.icon))), flavour: c.flavour)
        let tag = try #require(list.frame("list[0].cell[0].headline"))
        #expect(tag.size == c.size)
        let label = try #require(list.frame("list[0].cell[0].headline.label"))
        #expect(label.x == tag.x + c.labelX)
        if let iconX = c.iconX {
            #expect(list.frame("list[0].cell[0].headline.icon") == Rect(x: tag.x + iconX, y: tag.midY - 8, width: 16, height: 16))
        }
    }

    @Test(arguments: [
        // UIKit TagView rounds with the indicator radius (UIView+MisticaCornerRadius.swift
        // @ 9f85596a599ea55fdcd76a22b35f9e30a3cd206c caps a radius at half the shorter side).
        (CellFlavour.uikit, ["indicator": 24.0, "tag": 0.0], 14.0),
        (CellFlavour.uikit, ["indicator": 0.0, "tag": 999.0], 0.0),
        // SwiftUI Tag.swift `.round(radiusStyle: .tag)` (index id 20578502887; mistica-ios PR #480).
        (CellFlavour.swiftui, ["indicator": 24.0, "tag": 0.0], 0.0),
        (CellFlavour.swiftui, ["indicator": 0.0, "tag": 999.0], 14.0),
        (CellFlavour.swiftui, ["indicator": 24.0, "tag": 4.0], 4.0),
    ])
    func tagCornersFollowTheFlavoursToken(flavour: CellFlavour, radii: [String: Double], expected: Double) throws {
        let list = try Self.layout(Cell(title: "T", headline: .tag(Tag(style: .promo, text: "P"))), flavour: flavour,
                                   radii: radii.merging(["container": 8]) { a, _ in a })
        guard case .rect(let rect)? = list.item("list[0].cell[0].headline")?.primitive else { Issue.record("no tag"); return }
        #expect(rect.cornerRadius == expected)
    }

    @Test(arguments: [
        // UIKit Sources/Mistica/Components/Lists/Internals/CellLeftSectionView.swift @ 27e5c9bdacd788b1e5031210a725437a91f203d0
        // (and index ids 20663471517, 20494042731): a sized `.custom` asset → MisticaConfig.currentCornerRadius.container.
        (CellFlavour.uikit, 16.0, 16.0),
        (CellFlavour.uikit, 0.0, 0.0),
        // SwiftUI Sources/MisticaSwiftUI/Components/List/Cell.swift @ 1ca1bf453bff1fd7c6d22472ea7534ce8e2ee413:
        // `.squaredImage` → `.round(cornerRadius: 8)`, whatever the theme.
        (CellFlavour.swiftui, 16.0, 8.0),
        (CellFlavour.swiftui, 0.0, 8.0),
    ])
    func customImageCornersFollowTheFlavour(flavour: CellFlavour, container: Double, expected: Double) throws {
        let list = try Self.layout(Cell(title: "T", assetType: .customImage("/a.png", size: Size(width: 80, height: 56))),
                                   flavour: flavour, radii: ["container": container, "tag": 999])
        guard case .image(let image)? = list.item("list[0].cell[0].asset")?.primitive else { Issue.record("no image"); return }
        #expect(image.cornerRadius == expected)
    }
}
