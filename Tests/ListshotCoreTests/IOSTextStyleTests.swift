@testable import ListshotCore
import Testing

/// Apple's Dynamic Type table, every cell. Source: Apple Human Interface Guidelines, "Typography" →
/// "Specifications" → "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger
/// accessibility type sizes" (AX1 … AX5), developer.apple.com/design/human-interface-guidelines/typography,
/// read in two stored captures: the page as of its change log's June 21, 2023 entry, and as fetched
/// 2026-09 (same values). Transcribed here style by style, across the sizes, so the test does not
/// copy the code's size-by-size table.
@Suite("iOS text styles at every Dynamic Type size")
struct IOSTextStyleTests {
    /// Sizes then leadings, xs, s, m, l, xl, xxl, xxxl, ax1 … ax5.
    @Test(arguments: [
        (IOSTextStyle.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60.0], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70.0]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ] as [(IOSTextStyle, [Double], [Double])])
    func everyCell(style: IOSTextStyle, sizes: [Double], leadings: [Double]) {
        #expect(sizes.count == ContentSizeCategory.allCases.count && leadings.count == sizes.count)
        for (index, category) in ContentSizeCategory.allCases.enumerated() {
            let metrics = style.metrics(at: category)
            #expect(metrics.size == sizes[index], "\(style) size at \(category.rawValue)")
            #expect(metrics.leading == leadings[index], "\(style) leading at \(category.rawValue)")
        }
    }

    @Test("Headline is semibold, every other style regular (HIG's Weight column)")
    func defaultWeights() {
        for style in IOSTextStyle.allCases {
            #expect(style.defaultWeight == (style == .headline ? .semibold : .regular), "\(style)")
        }
    }

    @Test("SwiftUI's names: .title is title1, .caption is caption1; both spellings are read")
    func names() {
        #expect(IOSTextStyle(named: "title") == .title1 && IOSTextStyle(named: "title1") == .title1)
        #expect(IOSTextStyle(named: "caption") == .caption1 && IOSTextStyle(named: "caption2") == .caption2)
        #expect(IOSTextStyle(named: "subhead") == nil)
        #expect(IOSTextStyle.allCases.map(\.swiftUIName).filter { $0 != $0.lowercased() } == ["largeTitle"])
    }

    @Test("A text style's weight is its own unless one is given; withWeight keeps the style")
    func weights() {
        #expect(ViewFont.textStyle(.headline).weight == .semibold)
        #expect(ViewFont.textStyle(.body, weight: .bold).weight == .bold)
        #expect(ViewFont.textStyle(.body).withWeight(.medium) == .textStyle(.body, weight: .medium))
    }
}

/// The view engine sizes a text style by the environment's Dynamic Type size, with Apple's leading
/// as every line's height.
@Suite("ViewNode layout: iOS text styles")
struct ViewLayoutTextStyleTests {
    @Test(arguments: [
        // (environment size, style, weight given, expected size, line height, weight): the HIG table's cells.
        (ContentSizeCategory.large, IOSTextStyle.body, FontWeight?.none, 17.0, 22.0, FontWeight.regular),
        (.accessibilityMedium, .body, nil, 28, 34, .regular),
        (.extraSmall, .headline, nil, 14, 19, .semibold),
        (.accessibilityExtraExtraExtraLarge, .largeTitle, .bold, 60, 70, .bold),
        (.extraExtraExtraLarge, .subheadline, nil, 21, 28, .regular),
    ])
    func resolvesByEnvironment(category: ContentSizeCategory, style: IOSTextStyle, weight: FontWeight?,
                               size: Double, lineHeight: Double, expectedWeight: FontWeight) throws {
        // The root environment's Dynamic Type size is the theme's; Apple's row, not the theme's
        // preset deltas (+10 at AX1 in the test theme), sizes the text.
        let view = ViewNode.text("Inbox", font: .textStyle(style, weight: weight))
        let list = try ViewLayout.layout(view, width: 393, theme: TestTheme.make(contentSize: category), measurer: FixedAdvanceTextMeasurer()).displayList
        let text = try #require(list.texts.first?.text)
        #expect(text.request.style.size == size && text.request.style.lineHeight == lineHeight)
        #expect(text.request.style.weight == expectedWeight)
        #expect(text.request.style.rule == .exact)
        #expect(text.request.style.fontFamily == "Inter", "the theme's family")
    }

    @Test("With an iOS theme a text that sets no font is iOS's body style")
    func iosThemeDefaultsToBody() throws {
        var theme = TestTheme.make(contentSize: .extraLarge)
        theme.designSystem = .ios
        let list = try ViewLayout.layout(ViewNode.text("Body"), width: 393, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        let text = try #require(list.texts.first?.text)
        #expect(text.request.style.size == 19 && text.request.style.lineHeight == 24, "body at xLarge")
    }
}
