/// A colour string that is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
///
/// ```swift
/// do { _ = try ColorReference.hex("red") } catch { print(error) }   // "red" is not a hex colour…
/// ```
public struct InvalidHexColor: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string given.
    public var string: String
    /// The error for `string`.
    public init(string: String) { self.string = string }
    /// What is wrong and the forms that work.
    public var description: String { "\"\(string)\" is not a hex colour. Use #RGB, #RRGGBB or #RRGGBBAA." }
}

extension ColorReference {
    /// A literal colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA`; throws for anything else, so a
    /// typo is an error rather than a silent default.
    ///
    /// ```swift
    /// Text("Sale").foregroundColor(try .hex("#E63780"))
    /// ```
    public static func hex(_ string: String) throws(InvalidHexColor) -> ColorReference {
        guard let color = RGBA(hex: string) else { throw InvalidHexColor(string: string) }
        return .literal(color)
    }
}
