/// One building block of a card's content: whatever a team puts in a `BPKCard`.
///
/// ```swift
/// BPKCard {
///     BPKCardContent.image("hotel.png", height: 120)      // full-bleed with the card's rounded top
///     BPKCardContent.title("Hotel Arts")
///     BPKCardContent.badges([BPKBadge("Free cancellation", style: .success)])
///     BPKCardContent.price("£240", note: "per night")
/// }
/// ```
public indirect enum BPKCardContent: Sendable, Hashable {
    /// A PNG, aspect-filled into the card width × `height`. As the first block it bleeds to the
    /// card edges and takes the card's rounded top; elsewhere it has 8 pt corners (`BPKCornerRadius.sm`).
    case image(String, height: Double)
    /// heading5 (16/20 semibold), textPrimary.
    case title(String)
    /// footnote (14/20), textSecondary.
    case subtitle(String)
    /// bodyDefault (16/24), textPrimary.
    case body(String)
    /// A row of `BPKBadge`s, 8 apart (`BPKSpacing.md`).
    case badges([BPKBadge])
    /// A price in heading4 (20/24 semibold) with an optional footnote after it.
    case price(String, note: String?)
    /// Blocks top to bottom, `spacing` apart.
    case vStack([BPKCardContent], spacing: Double)
    /// Blocks side by side, top-aligned, `spacing` apart; the width is shared equally.
    case hStack([BPKCardContent], spacing: Double)
    /// Empty space along the stack's axis, in points.
    case spacer(Double)

    /// The name of the block kind, for element ids.
    var kindName: String {
        switch self {
        case .image: return "image"
        case .title: return "title"
        case .subtitle: return "subtitle"
        case .body: return "body"
        case .badges: return "badges"
        case .price: return "price"
        case .vStack: return "vStack"
        case .hStack: return "hStack"
        case .spacer: return "spacer"
        }
    }
}

/// A Backpack badge (`Backpack-SwiftUI/Badge`): caption text on a tinted pill with 4 pt corners.
///
/// ```swift
/// BPKBadge("Best price", style: .success)
/// ```
public struct BPKBadge: Sendable, Hashable {
    /// `BPKBadge.BadgeType`: normal, strong, success, warning, critical.
    public enum Style: String, Sendable, Hashable, CaseIterable { case normal, strong, success, warning, critical }
    public var text: String
    public var style: Style
    public init(_ text: String, style: Style = .normal) { self.text = text; self.style = style }
}

/// Builds the content of a ``BPKCard``.
@resultBuilder
public enum BPKCardContentBuilder {
    public static func buildExpression(_ block: BPKCardContent) -> [BPKCardContent] { [block] }
    public static func buildBlock(_ parts: [BPKCardContent]...) -> [BPKCardContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [BPKCardContent]?) -> [BPKCardContent] { part ?? [] }
    public static func buildEither(first: [BPKCardContent]) -> [BPKCardContent] { first }
    public static func buildEither(second: [BPKCardContent]) -> [BPKCardContent] { second }
    public static func buildArray(_ parts: [[BPKCardContent]]) -> [BPKCardContent] { parts.flatMap { $0 } }
}
