/// iOS's built-in text styles (UIKit `UIFont.TextStyle`, SwiftUI `Font.TextStyle`), with the size,
/// leading and weight Apple gives each at every Dynamic Type size (docs/ios-values.md, "Text styles").
///
/// ```swift
/// IOSTextStyle.body.metrics(at: .large)                  // 17 pt on 22 pt lines
/// IOSTextStyle.headline.defaultWeight                    // .semibold
/// IOSTextStyle.title1.metrics(at: .accessibilityMedium)  // 38 pt on 46 pt lines
/// ```
public enum IOSTextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// A style's size and leading (line height) in points at one Dynamic Type size.
    public struct Metrics: Sendable, Hashable {
        public var size: Double
        public var leading: Double
        public init(size: Double, leading: Double) { self.size = size; self.leading = leading }
    }

    /// The weight the style draws with unless a weight is given: semibold for `headline`, regular
    /// for every other style (Apple HIG, "Typography" → "Specifications").
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The name SwiftUI gives the style: `title` for `title1`, `caption` for `caption1`.
    ///
    /// ```swift
    /// IOSTextStyle.caption1.swiftUIName   // "caption"
    /// ```
    public var swiftUIName: String {
        switch self {
        case .title1: return "title"
        case .caption1: return "caption"
        default: return rawValue
        }
    }

    /// The style named `name`, as UIKit (`title1`, `caption1`) or SwiftUI (`title`, `caption`) spells it.
    ///
    /// ```swift
    /// IOSTextStyle(named: "title")    // .title1
    /// ```
    public init?(named name: String) {
        if let style = IOSTextStyle(rawValue: name) { self = style; return }
        guard let style = IOSTextStyle.allCases.first(where: { $0.swiftUIName == name }) else { return nil }
        self = style
    }

    /// Every name ``init(named:)`` accepts, for messages and suggestions.
    public static var names: [String] {
        var names = allCases.map(\.rawValue)
        names.append(contentsOf: ["title", "caption"])
        return names
    }

    /// The size and leading at `category`: Apple's table, not a formula (the styles do not grow by
    /// one step for all sizes; footnote and the captions stay put below Large).
    public func metrics(at category: ContentSizeCategory) -> Metrics {
        let row = IOSTextStyle.table[category] ?? IOSTextStyle.table[.large] ?? []
        let index = IOSTextStyle.allCases.firstIndex(of: self) ?? 0
        guard row.indices.contains(index) else { return Metrics(size: 17, leading: 22) }
        return Metrics(size: row[index].0, leading: row[index].1)
    }

    /// The text style to measure and draw with in `fontFamily` at `category`, at `weight` (nil is
    /// the style's default): the leading is every line's height.
    ///
    /// ```swift
    /// IOSTextStyle.body.textStyle(fontFamily: "Inter", at: .large)   // Inter 17 on 22 pt lines
    /// ```
    public func textStyle(fontFamily: String, at category: ContentSizeCategory, weight: FontWeight? = nil) -> TextStyle {
        let metrics = metrics(at: category)
        return TextStyle(fontFamily: fontFamily, size: metrics.size, weight: weight ?? defaultWeight,
                         lineHeight: metrics.leading, rule: .exact)
    }
}
