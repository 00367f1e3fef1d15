internal import ListshotCore

/// A run of text (SwiftUI `Text`): a string, a localized key (looked up in the app's string tables
/// when a snapshot names them), a formatted value, or texts joined with `+`.
///
/// ```swift
/// Text("Settings")                        // a LocalizedStringKey
/// Text(verbatim: user.name)
/// Text(price, format: .currency(code: "EUR"))
/// Text("Due ").bold() + Text(date, style: .date)
/// ```
public struct Text: Sendable {
    /// One styled piece of a text (several after `+`).
    struct Run: Sendable {
        var content: Content
        var font: Font?
        var weight: Font.Weight?
        var isBold = false
        var isItalic = false
        var color: Color?
        var style: AnyShapeStyle?
        var isMonospacedDigit = false
        var unsupported: [String] = []
    }

    enum Content: Sendable, Hashable {
        case verbatim(String)
        case localized(LocalizedStringKey)
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }

    /// A string shown as it is, never looked up.
    public init(verbatim content: String) { runs = [Run(content: .verbatim(content))] }

    /// A string variable, shown as it is (SwiftUI does not look a `String` up).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(content: .verbatim(String(content)))] }

    /// A localized key: its value from the app's string table, else the key itself.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(content: .localized(key))]
    }

    /// A value in a format style: `Text(score, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(content: .verbatim(format.format(input)))]
    }

    /// A date in a built-in style, in the snapshot's fixed time zone (UTC) and en_US locale.
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(content: .verbatim(style.format(date)))]
    }

    /// A date range: `Text(start...end)`.
    public init(_ dates: ClosedRange<Date>) {
        runs = [Run(content: .verbatim("\(DateStyle.date.format(dates.lowerBound)) – \(DateStyle.date.format(dates.upperBound))"))]
    }

    /// An image inside text; Listshot draws its name in brackets and adds a note (docs/swiftui.md, "Not yet").
    public init(_ image: Image) {
        var run = Run(content: .verbatim("[\(image.describedName)]"))
        run.unsupported = ["Text(Image) is drawn as the image's name"]
        runs = [run]
    }

    /// The two texts as one: `Text("A") + Text("B")`.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// How a date shows in `Text(_:style:)` (SwiftUI `Text.DateStyle`).
    public struct DateStyle: Sendable, Hashable {
        let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
        public static let relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3)
        public static let timer = DateStyle(kind: 4)

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            switch kind {
            case 0: formatter.dateStyle = .none; formatter.timeStyle = .short
            default: formatter.dateStyle = .long; formatter.timeStyle = .none
            }
            return formatter.string(from: date)
        }
    }

    /// Where a truncated line loses characters (SwiftUI `Text.TruncationMode`).
    public enum TruncationMode: Sendable, Hashable { case head, middle, tail }

    /// Upper or lower case (SwiftUI `Text.Case`).
    public enum Case: Sendable, Hashable { case uppercase, lowercase }
}
