/// A key for a localized string (SwiftUI `LocalizedStringKey`), with interpolations as format
/// arguments: `"Hello, \(name)"` is the key `"Hello, %@"` with one argument.
///
/// ```swift
/// Text("\(count) messages")   // key "%lld messages"
/// ```
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The key as a string table spells it (`"Hello, %@"`).
    let key: String
    /// The arguments, already formatted as strings.
    let arguments: [String]
    /// The text shown when no table has the key: the interpolation itself.
    let fallback: String

    public init(_ value: String) { key = value; arguments = []; fallback = value }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key; arguments = stringInterpolation.arguments; fallback = stringInterpolation.text
    }

    /// Builds a key and its arguments from an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var text = ""
        var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            text += literal
        }

        private mutating func append(_ value: String, specifier: String) {
            key += specifier; text += value; arguments.append(value)
        }

        public mutating func appendInterpolation(_ string: String) { append(string, specifier: "%@") }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { append(String(string), specifier: "%@") }
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) { append("\(value)", specifier: "%lld") }
        public mutating func appendInterpolation(_ value: Double) { append(LocalizedStringKey.format(value), specifier: "%lf") }
        public mutating func appendInterpolation(_ value: Float) { append(LocalizedStringKey.format(Double(value)), specifier: "%f") }
        public mutating func appendInterpolation(_ value: CGFloat) { append(LocalizedStringKey.format(Double(value)), specifier: "%lf") }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
            append(String(format: specifier, value), specifier: specifier)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input), specifier: "%@")
        }
        public mutating func appendInterpolation(_ text: Text) { append(text.plainString, specifier: "%@") }
        public mutating func appendInterpolation(_ image: Image) { append("[\(image.describedName)]", specifier: "%@") }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append(style.format(date), specifier: "%@") }
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value), specifier: "%@") }
    }

    /// `value` as `%lf` prints it, as SwiftUI shows an interpolated `Double` (six decimals).
    static func format(_ value: Double) -> String { String(format: "%f", value) }
}
