/// The registry of Backpack card content blocks: the raw value is the block's spec key and the name in its element ids.
///
/// `height`, `aspectRatio`, `corner`, `style`, `color` and `note` qualify some kinds; they are not kinds themselves.
///
/// ```swift
/// BPKCardContent.price("£120", note: nil).kind.rawValue   // "price", as in `{price: £120}`
/// ```
public enum CardBlockKind: String, CaseIterable, Sendable {
    case image, title, subtitle, body, text, badges, price, vStack, hStack, spacer, view
}

extension BPKCardContent {
    /// Which registry entry the block is; a flexible spacer is a `spacer`.
    ///
    /// ```swift
    /// BPKCardContent.flexibleSpacer().kind   // .spacer
    /// ```
    public var kind: CardBlockKind {
        switch self {
        case .image: return .image
        case .title: return .title
        case .subtitle: return .subtitle
        case .body: return .body
        case .text: return .text
        case .badges: return .badges
        case .price: return .price
        case .vStack: return .vStack
        case .hStack: return .hStack
        case .spacer, .flexibleSpacer: return .spacer
        case .view: return .view
        }
    }
}
