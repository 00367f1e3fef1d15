/// A symbol variant (SwiftUI `SymbolVariants`): an enclosing shape (none, circle, square) and
/// whether it is filled. Its name suffix is what SF Symbols appends: `.fill`, `.circle`,
/// `.circle.fill`, `.square`, `.square.fill` (docs/symbols.md "Variants").
///
/// ```swift
/// SymbolVariants.circle.fill.suffix   // ".circle.fill"
/// ```
public struct SymbolVariants: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The shape a symbol is enclosed in.
    public enum Shape: String, Sendable, Hashable, Codable, CaseIterable {
        case none, circle, square
    }

    public var shape: Shape
    public var isFilled: Bool

    public init(shape: Shape = .none, isFilled: Bool = false) { self.shape = shape; self.isFilled = isFilled }

    /// No variant: the outline.
    public static let none = SymbolVariants()
    /// `.fill`.
    public static let fill = SymbolVariants(isFilled: true)
    /// `.circle`.
    public static let circle = SymbolVariants(shape: .circle)
    /// `.square`.
    public static let square = SymbolVariants(shape: .square)

    /// This variant filled (SwiftUI `SymbolVariants.fill` as a member: `.circle.fill`).
    public var fill: SymbolVariants { SymbolVariants(shape: shape, isFilled: true) }

    /// All six variants, outline first.
    public static let all: [SymbolVariants] = Shape.allCases.flatMap { [SymbolVariants(shape: $0), SymbolVariants(shape: $0, isFilled: true)] }

    /// The name suffix: "" for none, ".fill", ".circle", ".circle.fill", ".square", ".square.fill".
    public var suffix: String { (shape == .none ? "" : "." + shape.rawValue) + (isFilled ? ".fill" : "") }

    public var description: String { suffix.isEmpty ? "none" : String(suffix.dropFirst()) }

    /// This variant combined with `other`, as nested `symbolVariant(_:)` modifiers combine: the
    /// inner shape wins unless it is none, and either fill fills.
    ///
    /// ```swift
    /// SymbolVariants.circle.union(.fill) == .circle.fill   // true
    /// ```
    public func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: shape == .none ? other.shape : shape, isFilled: isFilled || other.isFilled)
    }

    /// The table flag letter of this variant (Scripts/symbols-table.txt); nil for none.
    var flag: Character? {
        switch (shape, isFilled) {
        case (.none, false): return nil
        case (.none, true): return "f"
        case (.circle, false): return "c"
        case (.circle, true): return "C"
        case (.square, false): return "s"
        case (.square, true): return "S"
        }
    }
}
