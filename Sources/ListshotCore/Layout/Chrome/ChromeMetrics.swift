/// The figures iOS system chrome is laid out with, in points. Each names its source; docs/screens.md
/// "Sources" lists them with links and versions. Apple publishes few of these numbers: where a
/// third-party re-implementation or report states one, it is cited; where none does, the value
/// was measured from public iOS 17 simulator screenshots of known size ("measured", docs/screens.md
/// "Measurements": an iPhone 15 at 1179 × 2556 px and an iPhone 15 Pro Max at 1290 × 2796 px).
enum ChromeMetrics {
    // MARK: Status bar

    /// Status bar height by device family: 20 on home-button iPhones, 54 beside the Dynamic Island
    /// (UIKit's status bar frame on iPhone 15 simulators, reported in QuintGao/GKNavigationBarSwift#41;
    /// the top safe area of 59 adds 5 below it), 24 on iPad (commonly reported; docs/screens.md says
    /// no primary source was found).
    static func statusBarHeight(_ family: DeviceFamily) -> Double {
        switch family {
        case .homeButtonPhone: return 20
        case .dynamicIslandPhone: return 54
        case .tablet: return 24
        }
    }

    /// The Dynamic Island: 126 × 37 pt, its top 11 pt below the display's top (measured: 125.2 × 36.8
    /// at 11.25 on both iPhone 15 sizes; mock-up kits give 126 × 37 at 11).
    static let islandSize = Size(width: 126, height: 37)
    static let islandTop = 11.0

    /// Beside the island every status item is centred on y = 29.25 (measured: glyph centres 29.2–29.3).
    static let islandItemsCentreY = 29.25

    /// Status bar text: semibold, 17 pt beside the island (measured: digits 12.3 pt tall, as SF Pro's
    /// at 17 pt) and 12 pt on the 20 pt and iPad bars (Apple's iOS design kit; docs/screens.md).
    static func timeFontSize(_ family: DeviceFamily) -> Double { family == .dynamicIslandPhone ? 17 : 12 }

    /// Glyph boxes (width × height) beside the island, and the gap between them (measured: Wi-Fi
    /// 17 × 12.3, battery 27.33 × 13, cellular 19.33 wide, gaps 7.33); the 20 and 24 pt bars draw
    /// them at 0.85× (their 12 pt time is 0.7× the island's 17 pt; docs/screens.md).
    static let signalSize = Size(width: 19.33, height: 12.33)
    static let wifiSize = Size(width: 17, height: 12.33)
    static let batterySize = Size(width: 27.33, height: 13)
    static let glyphSpacing = 7.33
    static func glyphScale(_ family: DeviceFamily) -> Double { family == .dynamicIslandPhone ? 1 : 0.85 }
    /// The time sits this far from its ear's centre towards the island, and the glyph group as far
    /// the other way, so the two mirror each other about the screen's centre (measured: time centred
    /// at 71.7 of 393 and 80.3 of 430; ear centres 66.75 and 76).
    static let earCentreShift = 4.6
    /// The 20 pt bar's items start 6 pt from the screen's edges, the iPad bar's 20 pt (its layout
    /// margin; docs/screens.md says no figure was published).
    static func statusBarSideInset(_ family: DeviceFamily) -> Double { family == .tablet ? 20 : 6 }
    /// iPad's battery percentage precedes the battery glyph, 4 pt before it, in the time's style
    /// (Apple's iPad User Guide: the percentage can show beside the battery; the gap is drawn,
    /// docs/screens.md "Status bar").
    static let batteryPercentGap = 4.0

    // MARK: Navigation bar

    /// The bar's item row: 44 on iPhone (Flutter's Cupertino `_kNavBarPersistentHeight`; the
    /// content view is 393 × 44 in QuintGao/GKNavigationBarSwift#41), 50 on iPad (commonly reported
    /// for iPadOS 16 and later), 32 on 6.1-inch iPhones in landscape while the wider ones keep 44
    /// (fluentui-apple pull request 1727).
    static func navigationBarHeight(_ family: DeviceFamily, compact: Bool) -> Double {
        if family == .tablet { return 50 }
        return compact ? 32 : 44
    }

    /// The large title row below the bar: 52 at the default text size (Flutter's
    /// `_kNavBarLargeTitleHeightExtension`; Backpack's `BPKNavigationView` places a 52 pt block),
    /// i.e. the title's line height (41) plus 11, of which 8 lie below it (`_kNavBarBottomPadding`).
    static let largeTitleExtra = 11.0
    /// The large title's line box starts 3 pt below the row's top (so 8 pt remain below it).
    static let largeTitleTop = 3.0

    /// The large title: bold 34 / 41 at the default size, scaled by Dynamic Type as Apple's type
    /// table gives it (HIG "Typography", Dynamic Type sizes, Large Title).
    static func largeTitleStyle(_ category: ContentSizeCategory) -> (size: Double, lineHeight: Double) {
        switch category {
        case .extraSmall: return (31, 38)
        case .small: return (32, 39)
        case .medium: return (33, 40)
        case .large: return (34, 41)
        case .extraLarge: return (36, 43)
        case .extraExtraLarge: return (38, 46)
        case .extraExtraExtraLarge: return (40, 48)
        case .accessibilityMedium: return (44, 52)
        case .accessibilityLarge: return (48, 57)
        case .accessibilityExtraLarge: return (52, 61)
        case .accessibilityExtraExtraLarge: return (56, 66)
        case .accessibilityExtraExtraExtraLarge: return (60, 70)
        }
    }

    /// The inline title (semibold), back label and text buttons (regular): 17 / 22 (HIG
    /// "Typography": Headline and Body at the default size; Flutter's Cupertino text theme). Bars do
    /// not grow with Dynamic Type: iOS shows the large content viewer instead (HIG "Large content viewer").
    static let barFontSize = 17.0
    static let barLineHeight = 22.0

    /// The side margins of bars and large titles, inside the safe area: 16 (Flutter's
    /// `_kNavBarEdgePadding`; Mistica sets `layoutMargins` 16), 20 on iPhones 414 pt and wider and on
    /// iPad (UIKit's wider layout margins). Pass the device's width in portrait: a 6.1-inch phone
    /// turned to landscape keeps its 16 pt margins, added to the 59 pt safe area beside the Dynamic
    /// Island (docs/screens.md, "Landscape").
    static func margin(width: Double) -> Double { width >= 414 ? 20 : 16 }

    /// The back chevron: a 12.5 × 21 glyph 8 pt from the leading edge, its label 6 pt after it
    /// (Flutter's `CupertinoNavigationBarBackButton`: 8 leading, 6 between chevron and label).
    static let backChevronSize = Size(width: 12.5, height: 21)
    static let backLeading = 8.0
    static let backLabelGap = 6.0

    /// The least room between two bar items (back button, title, trailing buttons): 8, the
    /// clearance Listshot has kept around the inline title (no published figure; docs/screens.md).
    static let barItemGap = 8.0
    /// The generic back title UIKit falls back to (`UINavigationItem.BackButtonDisplayMode.generic`:
    /// "a generic title, such as Back").
    static let genericBackTitle = "Back"

    /// Bar button glyphs: a 24 pt box, 16 pt apart (Backpack's `BPKNavigationView` item spacing `.base`).
    static let barButtonGlyph = 24.0
    static let barButtonSpacing = 16.0

    /// The search field: 36 tall (a 17 pt line plus 16, Flutter's `CupertinoSearchTextField`) with
    /// 9 pt corners (the radius Flutter matched against UIKit), in a 52 pt row; the magnifier
    /// leads it 6 pt in.
    static let searchRowHeight = 52.0
    static let searchFieldHeight = 36.0
    static let searchCornerRadius = 9.0
    static let searchGlyph = 17.0
    static let searchGlyphInset = 6.0
    static let searchTextGap = 6.0

    /// The smallest touch area of a bar button (HIG "Accessibility": 44 × 44 pt).
    static let minimumHitSide = 44.0

    // MARK: Tab bar

    /// The tab bar's height above the bottom safe area: 49 on iPhone (measured: the bar's top 83 pt
    /// above the bottom of a 15 Pro Max, 83 = 49 + 34), 50 on iPad (commonly reported), 32 on a
    /// compact-width iPhone in landscape (Tencent/QMUI_iOS#633: "Regular 49 or Compact 32" plus the
    /// 21 pt safe area; eggswift/ESTabBarController#88). The 6.7-inch and wider phones are regular
    /// width in landscape and keep 49 (flutter/flutter#39258: iPhone XR and 8 Plus landscape, 49 and
    /// 48 + 22, iOS 13 simulators).
    static func tabBarHeight(_ family: DeviceFamily, compact: Bool) -> Double {
        if family == .tablet { return 50 }
        return compact ? 32 : 49
    }

    /// Stacked items (iPhone portrait), equal columns across the width: a 25 pt glyph box centred
    /// 18.8 pt below the bar's top, and a 10 pt medium label whose baseline is 45.3 pt below it
    /// (measured; 10 pt from Flutter's Cupertino tab label style). With Inter's ascent the label's
    /// 12 pt line box starts 35.7 pt below the bar's top.
    static let tabGlyphCentre = 18.8
    static let tabLabelSize = 10.0
    static let tabLabelLineHeight = 12.0
    static let tabLabelTop = 35.7

    /// The tab glyph box: 25 pt in the regular bar (portrait iPhone, iPad, and the 6.7-inch and wider
    /// phones in landscape) and 18 pt in the compact 32 pt bar (Apple HIG "Tab bars", custom icon
    /// target sizes: 25 × 25 regular, 18 × 18 compact, circular glyphs).
    static func tabGlyph(compact: Bool) -> Double { compact ? 18 : 25 }

    /// Inline items (iPad, landscape): the glyph then a 13 pt label, 6 pt apart (flutter/flutter#39258
    /// measured 13 pt in every side-by-side layout; eggswift/ESTabBarController gives the 6 pt gap at
    /// 3×). In a regular-width bar the items are centred, at most 160 wide (UIKit's
    /// `UITabBar.ItemPositioning.automatic`: centred when horizontally regular; the width is
    /// drawn, docs/screens.md); in a compact-width bar they fill it (the same documentation).
    static let tabInlineLabelSize = 13.0
    static let tabInlineLabelLineHeight = 16.0
    static let tabInlineGap = 6.0
    static let tabInlineItemWidth = 160.0

    /// The badge: an 18 pt pill with 13 pt text and 5 pt side padding (eggswift/ESTabBarController's
    /// UIKit look-alike: 18 high, text + 10 wide, 13 pt), starting 5 pt after the glyph's centre and
    /// 3 pt above its top; an empty badge is a 10 pt dot (docs/screens.md: no published figure).
    static let badgeHeight = 18.0
    static let badgeFontSize = 13.0
    static let badgeHorizontalPadding = 5.0
    /// The label's line sits this far inside the pill at the top and the bottom (our choice: the text
    /// element then covers the glyphs, not the pill's round ends; docs/screens.md).
    static let badgeLabelInset = 2.0
    static let badgeOffset = Point(x: 5, y: -3)
    static let badgeDot = 10.0

    // MARK: Home indicator

    /// The home indicator: 5 pt tall with round ends, its bottom 8 pt above the screen's bottom,
    /// 35.7% of the width (measured: 140 of 393 and 154 of 430); iPad's is drawn at the iPhone's
    /// 154 pt (no public figure; docs/screens.md).
    static let homeIndicatorHeight = 5.0
    /// Black (or white over dark content) at 60%: measured #616161 on average over #F2F2F2.
    static let homeIndicatorOpacity = 0.6
    static let homeIndicatorBottom = 8.0
    static func homeIndicatorWidth(screenWidth: Double, family: DeviceFamily) -> Double {
        if family == .tablet { return 154 }
        return (screenWidth * 0.357).rounded()
    }
}
