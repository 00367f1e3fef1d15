internal import ListshotCore
import SwiftUI

/// A Mistica tag (`Components/Tag/Tag.swift`, the stored version with `TagStyle` and `.round(radiusStyle: .tag)`,
/// index id 20578502887): a preset-2 label in the `indicator` weight, padding 8 / 4, at least 48×20, optionally led by a
/// 16 pt icon 5 before the label. In a cell's `headlineView` it is the core cell's tag; elsewhere it draws from
/// SwiftUI views with the same figures (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// Cell(style: .fullwidth, title: "Title", headlineView: { Tag(style: .promo, text: "TAG LABEL") })
/// Tag(style: .success, text: "PAID", icon: Image(systemName: "checkmark")).inverse(true)
/// ```
public struct Tag: View {
    let style: TagStyle
    let text: String
    let icon: SwiftUI.Image?
    var isInverse = false

    /// The older name of the style type (`Tag.Style`, before it moved to MisticaCommon's `TagStyle`).
    public typealias Style = TagStyle

    /// A tag of `style` showing `text`, led by `icon` if given.
    ///
    /// ```swift
    /// Tag(style: .warning, text: "LAST DAYS")
    /// ```
    public init(style: TagStyle, text: String, icon: SwiftUI.Image? = nil) {
        self.style = style; self.text = text; self.icon = icon
    }

    /// The inverse colours, for a brand background.
    ///
    /// ```swift
    /// Tag(style: .active, text: "ON").inverse(true)
    /// ```
    public func inverse(_ isInverse: Bool) -> Tag { var tag = self; tag.isInverse = isInverse; return tag }

    /// Kept for UI tests; draws nothing.
    ///
    /// ```swift
    /// Tag(style: .promo, text: "NEW").textAccessibilityIdentifier("promo-tag")
    /// ```
    public func textAccessibilityIdentifier(_ textAccessibilityIdentifier: String?) -> Tag { self }

    /// The standalone tag, with `Tag.swift`'s figures (the corner is the brand's `radius.tag`: a pill, square in Movistar New).
    public var body: some View { MisticaThemed(content: drawing) }

    private var drawing: some View {
        HStack(spacing: icon == nil ? 8 : 5) {
            if let icon {
                icon.resizable().renderingMode(.template).frame(width: 16, height: 16)
                    .foregroundColor(Color(themeToken: style.core.textToken(inverse: isInverse)))
            }
            Text(text)
                .foregroundColor(Color(themeToken: style.core.textToken(inverse: isInverse)))
                .font(.textPreset2(weight: .indicator))
                .lineLimit(1)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .frame(minWidth: 48, minHeight: 20)
        .background(Color(themeToken: style.core.backgroundToken(inverse: isInverse)))
        .clipShape(RoundedRectangle(cornerRadius: MisticaRadius.tag(MisticaConfig.brandStyle)))
    }

    /// The core tag it draws as in a cell's headline; an icon is one of the core's glyphs (an unknown symbol is noted and left out).
    @MainActor
    func core(in context: LoweringContext) -> ListshotCore.Tag {
        var glyph: Icon?
        if let icon {
            let name = MisticaLowering.symbolName(icon, in: context)
            glyph = name.flatMap(MisticaIcons.icon(forSymbol:))
            if glyph == nil {
                context.note("Tag icon \(name ?? "image") is not one of Listshot's tag glyphs (docs/mistica.md, \"SwiftUI API\"): drawn without it")
            }
        }
        return ListshotCore.Tag(style: style.core, text: text, icon: glyph, isInverse: isInverse ? true : nil)
    }
}

/// The brands' tag corner (`radius.tag` of Themes/*.json, from each brand's `*CornerRadius.swift`; docs/mistica.md "Brands").
enum MisticaRadius {
    /// 0 (square) in Movistar New, a pill elsewhere (999, as the themes write a pill).
    static func tag(_ brand: BrandStyle) -> Double { brand == .movistarNew ? 0 : 999 }
}

/// SF Symbol names a Mistica tag icon lowers to the core's glyphs.
enum MisticaIcons {
    static let symbols: [String: Icon] = [
        "star": .star, "star.fill": .star, "heart": .heart, "heart.fill": .heart, "checkmark": .check,
        "xmark": .close, "info.circle": .info, "info.circle.fill": .info, "bell": .bell, "bell.fill": .bell,
        "magnifyingglass": .search, "person": .user, "person.fill": .user, "wifi": .wifi, "phone": .phone,
        "phone.fill": .phone, "house": .home, "house.fill": .home, "gearshape": .settings, "gear": .settings,
        "creditcard": .card, "ellipsis": .more, "plus": .plus, "square.and.arrow.up": .share,
    ]
    static func icon(forSymbol name: String) -> Icon? { symbols[name] }
}
