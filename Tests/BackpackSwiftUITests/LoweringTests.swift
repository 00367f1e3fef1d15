@testable import Backpack_SwiftUI
import ListshotCore
import ListshotSwiftUI
import SwiftUI
import Testing

/// What Backpack_SwiftUI's views and tokens lower to, without drawing.
@MainActor
@Suite struct LoweringTests {
    /// The screen's one view node (SwiftUIScreen wraps the root view in `.view`).
    func root(_ view: some SwiftUI.View) -> (ViewNode, SwiftUIScreen)? {
        let screen = SwiftUIScreen.make(view)
        guard case .view(let node)? = screen.screen.content.first else { return nil }
        return (node, screen)
    }

    @Test(arguments: [
        (BPKColor.textPrimaryColor, "textPrimary"), (.textSecondaryColor, "textSecondary"), (.textOnDarkColor, "textOnDark"),
        (.textLinkColor, "textLink"), (.coreAccentColor, "coreAccent"), (.corePrimaryColor, "corePrimary"),
        (.surfaceDefaultColor, "surfaceDefault"), (.surfaceElevatedColor, "surfaceElevated"), (.canvasContrastColor, "canvasContrast"),
        (.lineColor, "line"), (.statusDangerSpotColor, "statusDangerSpot"),
    ])
    func colourTokens(color: BPKColor, token: String) throws {
        #expect(color.token == token)
        let node = try #require(root(BPKText("x").foregroundColor(color))?.0)
        guard case .text(let text) = node.kind else { Issue.record("BPKText lowered to \(node.kind)"); return }
        #expect(text.color == .token(token))
    }

    @Test(arguments: [(Backpack_SwiftUI.BPKSpacing.none, 0.0), (.sm, 4), (.md, 8), (.base, 16), (.lg, 24), (.xl, 32), (.xxl, 40)])
    func spacingValues(spacing: Backpack_SwiftUI.BPKSpacing, points: Double) {
        #expect(Double(spacing.value) == points)
        // The core's spacing of the same name has the same value (headerPadding goes through it).
        #expect(ListshotCore.BPKSpacing(rawValue: spacing.name)?.value == points)
    }

    @Test(arguments: [(Backpack_SwiftUI.BPKCornerRadius.xs, 4.0), (.sm, 8), (.md, 12), (.lg, 24)])
    func cornerRadii(radius: Backpack_SwiftUI.BPKCornerRadius, points: Double) { #expect(Double(radius.value) == points) }

    @Test(arguments: Backpack_SwiftUI.BPKFontStyle.allCases)
    func fontStyles(style: Backpack_SwiftUI.BPKFontStyle) throws {
        let node = try #require(root(BPKText("x", style: style))?.0)
        guard case .text(let text) = node.kind else { Issue.record("BPKText lowered to \(node.kind)"); return }
        #expect(text.font == .backpack(style.core))
        #expect("\(style.core)" == "\(style)")
        #expect(text.lineLimit == 1, "BPKText shows one line unless told")
    }

    @Test func lineLimitNilIsUnlimited() throws {
        let node = try #require(root(BPKText("x").lineLimit(nil))?.0)
        guard case .text(let text) = node.kind else { Issue.record("BPKText lowered to \(node.kind)"); return }
        #expect(text.lineLimit == nil)
    }

    @Test func viewsAskForTheBackpackTheme() {
        #expect(SwiftUIScreen.make(VStack { Backpack_SwiftUI.BPKBadge("New") }).screen.theme == "backpack")
        #expect(SwiftUIScreen.make(VStack { Text("plain") }).screen.theme != "backpack")
    }

    @Test(arguments: [(Backpack_SwiftUI.BPKBadge.Style.normal, ListshotCore.BPKBadge.Style.normal), (.destructive, .critical), (.brand, .brand),
                      (.outline, .outline), (.strong, .strong), (.subtle, .subtle)])
    func badgeStyles(style: Backpack_SwiftUI.BPKBadge.Style, core: ListshotCore.BPKBadge.Style) {
        #expect(Backpack_SwiftUI.BPKBadge("x").badgeStyle(style).core.style == core)
    }

    @Test func headerPaddingEdges() {
        let padding = BackpackCardListParts.padding(([.leading, .trailing, .bottom], .md))
        #expect(padding.edges == [.leading, .trailing, .bottom])
        #expect(padding.insets == ListshotCore.EdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8))
        #expect(BackpackCardListParts.padding((.all, .base)) == BPKHeaderPadding())
    }

    @Test func layouts() {
        let rail = BackpackCardListParts(.rail(sectionHeaderAction: .init(icon: .addCircle, accessibilityLabel: "Add") {}, cardWidth: 240))
        #expect(rail.layout == .rail)
        #expect(rail.cardWidth == 240)
        #expect(rail.accessory == .sectionHeaderButton(BPKSectionHeaderButton(icon: .addCircle, accessibilityLabel: "Add")))
        #expect(BackpackCardListParts(.rail()).accessory == nil)
        let footer = BackpackCardListParts(.stack(accessory: .footerButton(.init(title: "All", icon: .leading(icon: .star), accessibilityLabel: "All") {})))
        #expect(footer.accessory == .footerButton(BPKFooterButton(title: "All", icon: .star, iconPosition: .leading)))
        let expand = BackpackCardListParts(.stack(accessory: .expand(expandText: "More", collapseText: "Less")))
        #expect(expand.accessory == .expand(expandText: "More", collapseText: "Less", sectionHeaderButton: nil))
    }

    /// What the closure returns is the element: a card or a snippet is the core's own, any other view is drawn bare.
    @Test func elementsAreWhatTheClosureReturns() throws {
        func elements(_ list: Backpack_SwiftUI.BPKCardList<Product, some SwiftUI.View>) throws -> [BPKCardListElement] {
            let (node, screen) = try #require(root(list))
            #expect(!screen.notes.contains { $0.contains("BPKCardList") }, "\(screen.notes)")
            guard case .component(.cardList(let core)) = node.kind else { Issue.record("not a card list: \(node.kind)"); return [] }
            return core.elements
        }
        let bare = try elements(Backpack_SwiftUI.BPKCardList(title: "T", description: nil, layout: .stack(), elements: [Products.canal]) { Text($0.name) })
        guard case .view? = bare.first else { Issue.record("a Text element is not bare: \(bare)"); return }
        let cards = try elements(Backpack_SwiftUI.BPKCardList(title: "T", description: nil, layout: .stack(), elements: [Products.canal]) { model in
            Backpack_SwiftUI.BPKCard { Text(model.name) }
        })
        guard case .card? = cards.first else { Issue.record("a BPKCard element is not a card: \(cards)"); return }
    }
}
