/// The registry of view kinds: a view is a mapping with exactly one of these keys (docs/views.md "Kinds").
///
/// The raw value is the spec key; the keys each kind reads beside it are ``ownKeys``.
///
/// ```yaml
/// hstack: [{text: Title}, {spacer: {}}, {text: Now}]
/// spacing: 16
/// ```
enum ViewKindKey: String, SpecKind {
    case vstack, hstack, zstack, text, image, icon, shape, spacer, divider, button, viewThatFits, geometryReader, component
    /// An SF Symbol name drawn with its stand-in (SwiftUI `Image(systemName:)`, ``ViewSymbol``, docs/symbols.md).
    case symbol
    /// iOS's list (SwiftUI `List`, ``ViewList``); `list` is Mistica's cell list (docs/lists.md "In specs").
    case systemList
    /// A Backpack badge (`BPKBadge` of Backpack_SwiftUI, docs/backpack.md "SwiftUI API"): `{badge: New}` or `{badge: {text: New, style: brand, icon: check}}`.
    case badge

    /// The keys read beside the kind key (a component's are its parameters, checked against its file).
    var ownKeys: [String] {
        switch self {
        case .vstack, .hstack: return ["alignment", "spacing"]
        case .zstack: return ["alignment"]
        case .text: return ["font", "color", "lineLimit", "multilineTextAlignment", "truncationMode"]
        case .image: return ["contentMode", "resizable"]
        case .viewThatFits: return ["axes"]
        case .icon: return ["size", "color"]
        case .symbol: return ["scale", "pointSize", "color", "variant"]
        case .shape: return ["fill", "stroke", "cornerRadius"]
        case .spacer, .divider, .button, .geometryReader, .component, .systemList, .badge: return []
        }
    }

    /// How a message shows the kind's value.
    var example: String {
        switch self {
        case .vstack, .hstack, .zstack, .viewThatFits, .geometryReader: return "`\(rawValue): [VIEW, …]`"
        case .text: return "`text: Hello`"
        case .image: return "`image: avatar.png`"
        case .icon: return "`icon: chevron-right`"
        case .symbol: return "`symbol: star.fill`"
        case .shape: return "`shape: circle`"
        case .spacer, .divider: return "`\(rawValue): {}`"
        case .button: return "`button: VIEW`"
        case .component: return "`component: NAME`"
        case .systemList: return "`systemList: {sections: […]}`"
        case .badge: return "`badge: New`"
        }
    }
}

/// The registry of view modifiers, applied in the order they are written (docs/views.md "Modifiers").
///
/// ```yaml
/// text: Promo
/// padding: {horizontal: 8, vertical: 4}
/// background: {shape: capsule, fill: brandLow}
/// ```
enum ViewModifierKey: String, SpecKind {
    case padding, frame, background, overlay, clip, cornerRadius, border, opacity, layoutPriority, fixedSize, offset, id
    case alignmentGuide, aspectRatio, scaledToFit, scaledToFill, relativeFrame, shadow
    /// The environment modifiers (SwiftUI's `font(_:)`, `foregroundColor(_:)`, `lineLimit(_:)` and
    /// `multilineTextAlignment(_:)` on a container): every text inside that sets none takes them.
    /// On a text they are its own keys; `color` is an icon's own key too.
    case font, color, lineLimit, multilineTextAlignment, truncationMode
    /// The theme, colour scheme and Dynamic Type size a subtree draws with (``ViewEnvironmentValue``).
    case theme, colorScheme, dynamicTypeSize
}

extension ViewModifierKey {
    /// The environment keys: a component's parameter may take one of these names, and at a use of
    /// that component the key then names the parameter (docs/views.md, "The environment").
    static let environmentKeys: [ViewModifierKey] = [.font, .color, .lineLimit, .multilineTextAlignment, .truncationMode, .theme, .colorScheme, .dynamicTypeSize]
}

/// Keys that can stand beside any view kind: `modifiers:`, the order-proof list form of the chain.
enum ViewChainKey {
    static let modifiers = "modifiers"
}
