/// One building block of a card's content: whatever a team puts in a `BPKCard`.
///
/// ```swift
/// BPKCard {
///     BPKCardContent.image("hotel.png", height: 120)      // full-bleed with the card's rounded top
///     BPKCardContent.title("Hotel Arts")
///     BPKCardContent.subtitle("Flights・Hotels・Car hire", color: .coreAccent)
///     BPKCardContent.badges([BPKBadge("Free cancellation", style: .success)])
///     BPKCardContent.price("£240", note: "per night")
/// }
/// ```
public indirect enum BPKCardContent: Sendable, Hashable, Codable {
    /// A PNG, aspect-filled into its frame (see ``BPKCardImage``). A first block with a fixed height
    /// bleeds to the card edges and takes the card's rounded top.
    case image(BPKCardImage)
    /// heading5 (16/20 semibold), textPrimary unless `color` is given.
    case title(String, color: BPKTextColor? = nil)
    /// footnote (14/20), textSecondary unless `color` is given.
    case subtitle(String, color: BPKTextColor? = nil)
    /// bodyDefault (16/24), textPrimary unless `color` is given.
    case body(String, color: BPKTextColor? = nil)
    /// Any Backpack text style (`BPKText(_:style:)`), textPrimary unless `color` is given.
    case text(String, style: BPKFontStyle, color: BPKTextColor? = nil)
    /// A row of `BPKBadge`s, 8 apart (`BPKSpacing.md`).
    case badges([BPKBadge])
    /// A price in heading4 (20/24 semibold) with an optional footnote after it.
    case price(String, note: String?)
    /// Blocks top to bottom, `spacing` apart, inside `padding` on every side (`.padding(_:)`).
    case vStack([BPKCardContent], spacing: Double, padding: Double = 0)
    /// Blocks side by side, `spacing` apart, inside `padding`; `alignment` places them vertically
    /// (SwiftUI's `HStack` default is centre).
    case hStack([BPKCardContent], spacing: Double, alignment: BPKVerticalAlignment = .center, padding: Double = 0)
    /// Empty space along the stack's axis, in points.
    case spacer(Double)
    /// SwiftUI's `Spacer()`: takes whatever space is left along a stack's axis, at least `minLength`.
    case flexibleSpacer(minLength: Double = 0)
    /// Any view (`BPKCard { … }` takes any content), offered the card's content width.
    case view(ViewNode)

    /// An image `height` points tall, as wide as its container, with 8 pt corners.
    public static func image(_ path: String, height: Double) -> BPKCardContent {
        .image(BPKCardImage(path, height: height))
    }

    /// The name of the block kind, for element ids: its ``CardBlockKind`` spec key.
    var kindName: String { kind.rawValue }
}

/// An image block: its file, how it is sized, and its own corner radius.
///
/// `height` gives a fixed height at the container's width. `aspectRatio` (width ÷ height) is
/// SwiftUI's `.resizable().aspectRatio(r, contentMode: .fit)`: in a vertical stack the image
/// takes the width and derives its height; in a horizontal stack with a known height (a card
/// with a fixed `height`) it takes that height and derives its width — the square image of
/// Backpack's stack-card example (`CardListExampleView.swift`).
///
/// ```swift
/// BPKCardImage("city.png", aspectRatio: 1, corner: .none)
/// ```
public struct BPKCardImage: Sendable, Hashable, Codable {
    /// How the image is sized.
    public enum Sizing: Sendable, Hashable, Codable {
        case height(Double)
        case aspectRatio(Double)
    }
    public var path: String
    public var sizing: Sizing
    /// The image's own corners; `.none` leaves it to the card's clip.
    public var corner: BPKCornerRadius

    public init(_ path: String, height: Double, corner: BPKCornerRadius = .sm) {
        self.path = path; self.sizing = .height(height); self.corner = corner
    }

    public init(_ path: String, aspectRatio: Double, corner: BPKCornerRadius = .sm) {
        self.path = path; self.sizing = .aspectRatio(aspectRatio); self.corner = corner
    }
}

/// Backpack's corner radii (`BPKCornerRadius`; raw tokens `CORNER_RADIUS_*`, docs/components.md §2 "Radii").
public enum BPKCornerRadius: String, Sendable, Hashable, CaseIterable, Codable {
    case none, xs, sm, md, lg
    /// The radius in points.
    public var value: Double {
        switch self {
        case .none: return 0
        case .xs: return 4
        case .sm: return 8
        case .md: return 12
        case .lg: return 24
        }
    }
}

/// Vertical alignment of a horizontal stack's children (`VerticalAlignment`).
public enum BPKVerticalAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case top, center, bottom
    /// How far a child `slack` points shorter than its row moves down.
    public func offset(slack: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return slack / 2
        case .bottom: return slack
        }
    }
}

/// The Backpack colour tokens a text block can take (`.foregroundColor(.coreAccentColor)` and friends).
public enum BPKTextColor: String, Sendable, Hashable, CaseIterable, Codable {
    case textPrimary, textSecondary, textOnDark, textOnLight, textPrimaryInverse, textLink, textDisabled,
         textSuccess, textError, textHero, coreAccent, corePrimary, coreEco
}

/// Builds the content of a ``BPKCard``.
@resultBuilder
public enum BPKCardContentBuilder {
    public static func buildExpression(_ block: BPKCardContent) -> [BPKCardContent] { [block] }
    /// The app's own view as a block, the spec's `{view: …}` (docs/views.md).
    ///
    /// ```swift
    /// BPKCard { ProductCard(name: "Canal house") }
    /// ```
    public static func buildExpression(_ view: some ViewConvertible) -> [BPKCardContent] { [.view(view.view)] }
    public static func buildBlock(_ parts: [BPKCardContent]...) -> [BPKCardContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [BPKCardContent]?) -> [BPKCardContent] { part ?? [] }
    public static func buildEither(first: [BPKCardContent]) -> [BPKCardContent] { first }
    public static func buildEither(second: [BPKCardContent]) -> [BPKCardContent] { second }
    public static func buildArray(_ parts: [[BPKCardContent]]) -> [BPKCardContent] { parts.flatMap { $0 } }
}
