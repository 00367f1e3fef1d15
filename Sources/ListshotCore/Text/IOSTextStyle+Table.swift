// Apple's Dynamic Type sizes for iOS and iPadOS: size and leading in points, one row per size, the
// styles in `IOSTextStyle.allCases` order (largeTitle … caption2). Source: Apple Human Interface
// Guidelines, "Typography" → "Specifications" → "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS
// larger accessibility type sizes" (developer.apple.com/design/human-interface-guidelines/typography),
// the page as of its June 21, 2023 change-log entry and as fetched 2026-09/2026-10 (the tables are
// the same in both). docs/ios-values.md has the table and its sources.

extension IOSTextStyle {
    static let table: [ContentSizeCategory: [(Double, Double)]] = [
        //                  largeTitle title1    title2    title3    headline  body      callout   subhead   footnote  caption1  caption2
        .extraSmall:          [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        .small:               [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        .medium:              [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        .large:               [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        .extraLarge:          [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        .extraExtraLarge:     [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        .extraExtraExtraLarge: [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        .accessibilityMedium: [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        .accessibilityLarge:  [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        .accessibilityExtraLarge: [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        .accessibilityExtraExtraLarge: [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        .accessibilityExtraExtraExtraLarge: [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]
}
