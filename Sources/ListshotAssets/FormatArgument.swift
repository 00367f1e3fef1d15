/// One argument for ``StringFormat/format(_:_:)``: what a SwiftUI `LocalizedStringKey`
/// interpolation carries (a string for `%@`, an integer for `%lld`, a floating-point number for `%lf`).
///
/// ```swift
/// StringFormat.format("%lld items", [.int(3)])   // "3 items"
/// StringFormat.format("Hi %@", ["Ana"])          // literals work too
/// ```
public enum FormatArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case string(String)
    case int(Int64)
    case uint(UInt64)
    case double(Double)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }

    /// The argument as `%@` shows it.
    var text: String {
        switch self {
        case .string(let s): s
        case .int(let i): String(i)
        case .uint(let u): String(u)
        case .double(let d): d.rounded() == d && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        }
    }
}
