/// A system symbol view (SwiftUI `Image(systemName:)`): an SF Symbol name drawn with an openly
/// licensed glyph (docs/symbols.md), sized from the environment's font as SF Symbols are.
///
/// - `color` nil takes the environment's foreground colour, as text does.
/// - `scale` is SwiftUI's `imageScale(_:)`; `pointSize` fixes the font size the symbol matches
///   (UIKit `SymbolConfiguration(pointSize:)`) instead of the environment's font.
/// - `variant` is SwiftUI's `symbolVariant(_:)`: it joins the name's own, falling back to the
///   nearest variant the symbol has.
///
/// ```swift
/// ViewSymbol("star", variant: .fill)                 // draws star.fill at the body font's size
/// ViewSymbol("chevron.right", color: .token("neutralMedium"), scale: .small)
/// ```
public struct ViewSymbol: Sendable, Hashable, Codable {
    /// SwiftUI `Image.Scale`.
    public enum Scale: String, Sendable, Hashable, Codable, CaseIterable {
        case small, medium, large

        /// The symbol's size relative to medium. Apple, `NSImage.SymbolScale`: small "is
        /// approximately 20% smaller", large "approximately 30% larger" than medium
        /// (developer.apple.com/documentation/appkit/nsimage/symbolscale/small, …/large).
        public var factor: Double {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }

    public var name: String
    public var color: ColorReference?
    public var scale: Scale
    /// The font size the symbol matches, in points; nil takes the environment's font.
    public var pointSize: Double?
    public var variant: SymbolVariants

    public init(_ name: String, color: ColorReference? = nil, scale: Scale = .medium, pointSize: Double? = nil,
                variant: SymbolVariants = .none) {
        self.name = name; self.color = color; self.scale = scale; self.pointSize = pointSize; self.variant = variant
    }

    /// The symbol this view draws, or nil when its name is not in the table (a placeholder draws).
    public var resolved: SystemSymbol? { SystemSymbol.named(name, variant: variant) }
}
