// The figures of ListMetrics, per generation and style. Every figure names its source; "derived"
// ones are Listshot's, from the figures named (docs/lists.md "Figures").

extension ListMetrics {
    /// The table for `style` in `generation`.
    ///
    /// ```swift
    /// ListMetrics.metrics(style: .insetGrouped, generation: .glass).cornerRadius   // 26
    /// ```
    public static func metrics(style: ViewListStyle, generation: ListGeneration) -> ListMetrics {
        switch generation {
        case .classic: return classic(style)
        case .glass: return glass(style)
        }
    }

    /// iOS 17/18 inset grouped (`Form`), the base of every classic table.
    static let classicInsetGrouped = ListMetrics(
        // UIKit root-view system minimum layout margins, 16 pt on compact iPhones and 20 pt on the
        // larger ones (Apple, `UIViewController.systemMinimumLayoutMargins`; useyourloaf.com,
        // "Changing Root View Layout Margins": "16 points for compact width and 20 points for
        // regular"); TOInsetGroupedTableView insets its sections by exactly the table's layout margins
        // (`performInsetLayoutForView:`); the issue measured 20 on a 390 pt iPhone, and 375 pt iPhones (SE, mini) take 16.
        sectionInsetNarrow: 16, sectionInsetWide: 20,
        // The break: the first iPhone width above 375 pt is 390 (iPhone 12–14); the 390 pt
        // measurement of 20 puts it there.
        wideFromWidth: 390,
        // 10 pt: TimOliver/TOInsetGroupedTableView (TOInsetGroupedTableView.m,
        // `kTOInsetGroupedTableViewCornerRadius = 10.0f`, "hard-coded with the same value as in iOS 13");
        // kevinelliott/netdiag IOSListSection.svelte `--ios-grouped-radius: 10px`. Framework7's iOS theme
        // uses 8 (src/core/components/list/list-vars.less); Listshot follows 10 (Apple publishes none).
        cornerRadius: 10,
        // 44 pt: Apple HIG, the least touch target ("at least 44x44 pt"); Framework7 iOS
        // `--f7-list-item-min-height: 44px`; skip-ui List.swift `minimumItemHeight = 44.0`.
        rowMinHeight: 44,
        // 8 pt above and below the content: Framework7 iOS `--f7-list-item-padding-vertical: 8px`
        // (skip-ui uses 8, later 4); a one-line row is the 44 pt minimum either way.
        rowVerticalInset: 8,
        // Inside the card a row's content starts 16 pt in: Framework7 `--f7-list-item-padding-horizontal: 16px`,
        // skip-ui `horizontalItemInset = 16.0`, netdiag `--ios-cell-padding-horizontal: 16px`; Stack Overflow
        // "Matching left alignment of custom & standard UITableViewCell types": separatorInset 16 on iPhone from iOS 8.
        rowInsetNarrow: 16, rowInsetWide: 16,
        // Footnote, 13 pt regular, uppercase, secondaryLabel, 8 pt above the card: netdiag
        // IOSListSection.svelte (`font-size: 13px`, `text-transform: uppercase`, rgba(60, 60, 67, 0.6),
        // `padding-bottom: 8px`); danielsaidi/SwiftUIKit ListSectionTitle (uppercased, .footnote, .secondary).
        header: ListTextMetrics(fontSize: 13, weight: .regular, color: "secondaryLabel", uppercase: true, topPadding: 0, bottomPadding: 8),
        // Footnote, 13 pt regular, secondaryLabel, 8 pt below the card: netdiag `.section-footer` (`padding: 8px 16px`).
        footer: ListTextMetrics(fontSize: 13, weight: .regular, color: "secondaryLabel", uppercase: false, topPadding: 8, bottomPadding: 0),
        // 35 pt above a first section and between sections: Framework7 iOS `--f7-list-margin-vertical: 35px`.
        // (skip-ui uses 32; Listshot follows the iOS-specific 35.)
        firstSectionTop: 35, sectionSpacing: 35, bottomPadding: 35,
        // Apple, `insetGrouped`: a continuous grouped background behind cards of
        // secondarySystemGroupedBackground (UIKit system colour names).
        listBackground: "systemGroupedBackground", rowBackground: "secondarySystemGroupedBackground",
        headerBar: nil, headerBarMinHeight: 0,
        // The NavigationLink chevron: a 20 pt box (Framework7 iOS `--f7-list-chevron-icon-area: 20px`),
        // 8 pt after the content (derived: the stack spacing).
        disclosureSize: 20, disclosureSpacing: 8)

    static func classic(_ style: ViewListStyle) -> ListMetrics {
        var metrics = classicInsetGrouped
        switch style {
        case .insetGrouped:
            break
        case .grouped:
            // Apple, `UITableView.Style.grouped`: sections across the whole width, no corners; rows
            // start at the layout margin (16 / 20 pt, as the section inset above).
            metrics.sectionInsetNarrow = 0; metrics.sectionInsetWide = 0; metrics.cornerRadius = 0
            metrics.rowInsetNarrow = 16; metrics.rowInsetWide = 20
        case .plain:
            // Apple, `UITableView.Style.plain`: full width on systemBackground, headers float
            // (sticky bars): 31 pt bars (Framework7 iOS `--f7-list-group-title-height: 31px`), 15 pt semibold
            // title-case secondaryLabel (derived from UIListContentConfiguration.plainHeader); the text
            // is subheadline's 20 pt line, so 5.5 pt above and below make the sourced 31 pt bar.
            metrics.sectionInsetNarrow = 0; metrics.sectionInsetWide = 0; metrics.cornerRadius = 0
            metrics.rowInsetNarrow = 16; metrics.rowInsetWide = 20
            metrics.listBackground = "systemBackground"; metrics.rowBackground = "systemBackground"
            metrics.header = ListTextMetrics(fontSize: 15, weight: .semibold, color: "secondaryLabel", uppercase: false, topPadding: 5.5, bottomPadding: 5.5)
            metrics.footer = ListTextMetrics(fontSize: 13, weight: .regular, color: "secondaryLabel", uppercase: false, topPadding: 7, bottomPadding: 7)
            metrics.headerBar = "systemBackground"; metrics.headerBarMinHeight = 31
            metrics.firstSectionTop = 0; metrics.sectionSpacing = 0; metrics.bottomPadding = 0
        case .inset:
            // SwiftUI `InsetListStyle`: the plain look (systemBackground, title-case headers) with
            // rows inset and rounded as inset grouped (derived).
            metrics.listBackground = "systemBackground"; metrics.rowBackground = "systemBackground"
            metrics.header = ListTextMetrics(fontSize: 15, weight: .semibold, color: "secondaryLabel", uppercase: false, topPadding: 0, bottomPadding: 7)
        case .sidebar:
            // SwiftUI `SidebarListStyle` on iPhone: inset grouped with 17 pt semibold title-case
            // label headers (headline; derived).
            metrics.header = ListTextMetrics(fontSize: 17, weight: .semibold, color: "label", uppercase: false, topPadding: 0, bottomPadding: 7)
        }
        return metrics
    }

    /// iOS 26 inset grouped: the measurements on a 390 pt iPhone, the rest derived.
    static let glassInsetGrouped: ListMetrics = {
        var metrics = classicInsetGrouped
        // The issue: 16 pt section insets on a 390 pt screen instead of 20. Derived: 16 at every
        // iPhone width (the classic narrow figure was already 16).
        metrics.sectionInsetNarrow = 16; metrics.sectionInsetWide = 16
        // The issue: section corners of 26 pt instead of about 10.
        metrics.cornerRadius = 26
        // The issue: rows 51–52 pt instead of 44; Listshot takes 52.
        metrics.rowMinHeight = 52
        // Derived: the 8 pt the rows grew, split above and below (8 + 4).
        metrics.rowVerticalInset = 12
        // Derived: 20 pt, so a row's text stays 36 pt from a 390 pt screen's edge as in iOS 18 (20 + 16).
        metrics.rowInsetNarrow = 20; metrics.rowInsetWide = 20
        // The issue: title-case 17 pt headers instead of uppercase 13 pt; semibold label (headline)
        // and 10 pt below (derived).
        metrics.header = ListTextMetrics(fontSize: 17, weight: .semibold, color: "label", uppercase: false, topPadding: 0, bottomPadding: 10)
        return metrics
    }()

    static func glass(_ style: ViewListStyle) -> ListMetrics {
        // Each style takes its classic table with the changes the issue measured for inset grouped
        // (rows, corners, insets, headers), except where the style has none of that shape.
        var metrics = classic(style)
        let base = glassInsetGrouped
        metrics.rowMinHeight = base.rowMinHeight
        metrics.rowVerticalInset = base.rowVerticalInset
        switch style {
        case .insetGrouped, .sidebar:
            metrics = base
        case .inset:
            metrics.sectionInsetNarrow = base.sectionInsetNarrow; metrics.sectionInsetWide = base.sectionInsetWide
            metrics.cornerRadius = base.cornerRadius; metrics.rowInsetNarrow = base.rowInsetNarrow; metrics.rowInsetWide = base.rowInsetWide
            metrics.header = base.header
        case .grouped:
            metrics.header = base.header
        case .plain:
            // Plain headers were already title case; they take the 17 pt semibold size.
            metrics.header.fontSize = 17
        }
        return metrics
    }
}
