import Testing
@testable import ListshotCore

/// Every figure of the two inset-grouped tables, by name, with its source (the full citations are
/// beside the tables in ListMetrics+Tables.swift and in docs/lists.md "Figures").
@Suite struct ListMetricsTableTests {
    struct Figure: Sendable, CustomTestStringConvertible {
        let name: String
        let value: @Sendable (ListMetrics) -> Double
        let classic: Double
        let glass: Double
        let source: String
        var testDescription: String { name }
    }

    static let figures: [Figure] = [
        Figure(name: "sectionInsetNarrow", value: { $0.sectionInsetNarrow }, classic: 16, glass: 16,
               source: "UIKit systemMinimumLayoutMargins 16 pt compact (Apple; useyourloaf.com); glass derived"),
        Figure(name: "sectionInsetWide", value: { $0.sectionInsetWide }, classic: 20, glass: 16,
               source: "20 pt on larger iPhones (useyourloaf.com); the issue's iOS 26 measurement on 390 pt: 16"),
        Figure(name: "wideFromWidth", value: { $0.wideFromWidth }, classic: 390, glass: 390,
               source: "first iPhone width above 375 pt; the issue measured 20 at 390 in iOS 18"),
        Figure(name: "cornerRadius", value: { $0.cornerRadius }, classic: 10, glass: 26,
               source: "TOInsetGroupedTableView 10 (iOS 13's value), netdiag 10px (Framework7 8); 26 measured by the issue in iOS 26"),
        Figure(name: "rowMinHeight", value: { $0.rowMinHeight }, classic: 44, glass: 52,
               source: "Apple HIG 44 pt touch target, Framework7 iOS, skip-ui; the issue measured 51–52 in iOS 26"),
        Figure(name: "rowVerticalInset", value: { $0.rowVerticalInset }, classic: 8, glass: 12,
               source: "Framework7 iOS item padding 8px; glass derived, 8 + (52 − 44) / 2"),
        Figure(name: "rowInsetWide", value: { $0.rowInsetWide }, classic: 16, glass: 20,
               source: "Framework7, skip-ui, netdiag 16; glass derived, text stays 36 pt in"),
        Figure(name: "header.fontSize", value: { $0.header.fontSize }, classic: 13, glass: 17,
               source: "footnote 13 pt (UIListContentConfiguration.groupedHeader); 17 pt measured by the issue"),
        Figure(name: "header.bottomPadding", value: { $0.header.bottomPadding }, classic: 8, glass: 10,
               source: "netdiag IOSListSection.svelte padding-bottom 8px; glass derived"),
        Figure(name: "footer.fontSize", value: { $0.footer.fontSize }, classic: 13, glass: 13,
               source: "footnote 13 pt (UIListContentConfiguration.groupedFooter); glass unchanged (derived)"),
        Figure(name: "footer.topPadding", value: { $0.footer.topPadding }, classic: 8, glass: 8,
               source: "netdiag .section-footer padding 8px; glass unchanged (derived)"),
        Figure(name: "firstSectionTop", value: { $0.firstSectionTop }, classic: 35, glass: 35,
               source: "Framework7 iOS --f7-list-margin-vertical 35px; glass unchanged (derived)"),
        Figure(name: "sectionSpacing", value: { $0.sectionSpacing }, classic: 35, glass: 35,
               source: "the same"),
        Figure(name: "disclosureSize", value: { $0.disclosureSize }, classic: 20, glass: 20,
               source: "Framework7 iOS --f7-list-chevron-icon-area 20px"),
    ]

    @Test(arguments: figures)
    func insetGroupedFigure(_ figure: Figure) {
        #expect(figure.value(.metrics(style: .insetGrouped, generation: .classic)) == figure.classic, "\(figure.source)")
        #expect(figure.value(.metrics(style: .insetGrouped, generation: .glass)) == figure.glass, "\(figure.source)")
    }

    @Test func headerCaseAndColour() {
        let classic = ListMetrics.metrics(style: .insetGrouped, generation: .classic).header
        let glass = ListMetrics.metrics(style: .insetGrouped, generation: .glass).header
        // Classic: uppercase secondaryLabel footnote; iOS 26: title case (the measurement).
        #expect(classic.uppercase && classic.color == "secondaryLabel")
        #expect(!glass.uppercase)
    }

    /// What sets the styles apart (Apple, `UITableView.Style`, `ListStyle`): inset or full width,
    /// corners, the background behind the rows.
    static let styles: [(ViewListStyle, Double, Double, String, String)] = [
        (.insetGrouped, 20, 10, "systemGroupedBackground", "secondarySystemGroupedBackground"),
        (.grouped, 0, 0, "systemGroupedBackground", "secondarySystemGroupedBackground"),
        (.plain, 0, 0, "systemBackground", "systemBackground"),
        (.inset, 20, 10, "systemBackground", "systemBackground"),
        (.sidebar, 20, 10, "systemGroupedBackground", "secondarySystemGroupedBackground"),
    ]

    @Test(arguments: styles)
    func styleShape(_ style: ViewListStyle, inset: Double, radius: Double, background: String, rows: String) {
        let metrics = ListMetrics.metrics(style: style, generation: .classic)
        #expect(metrics.sectionInset(screenWidth: 390) == inset)
        #expect(metrics.cornerRadius == radius)
        #expect(metrics.listBackground == background && metrics.rowBackground == rows)
    }

    @Test func everyGlassStyleHasGlassRows() {
        for style in ViewListStyle.allCases {
            #expect(ListMetrics.metrics(style: style, generation: .glass).rowMinHeight == 52, "\(style)")
            #expect(ListMetrics.metrics(style: style, generation: .classic).rowMinHeight == 44, "\(style)")
        }
    }
}
