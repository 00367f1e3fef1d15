package import ListshotCore
import SwiftUI

/// Backpack's card elevation (`Backpack-SwiftUI/Card/Classes/BPKCardElevation.swift`): shadow sm on surfaceDefault,
/// shadow lg on surfaceElevated, or none.
///
/// ```swift
/// BPKCard(elevation: .focus) { BPKText("Focused") }
/// ```
public enum BPKCardElevation: Sendable, Hashable, CaseIterable {
    case `default`, focus, none
    var core: ListshotCore.BPKCard.Elevation {
        switch self {
        case .default: return .default
        case .focus: return .focus
        case .none: return .none
        }
    }
}

/// Backpack's card (`Backpack-SwiftUI/Card/Classes/BPKCard.swift`, index id 48508055514): the content padded 16 (or 0),
/// on the elevation's surface, clipped to 8 (or 24) pt corners, with its shadow (docs/backpack.md, "SwiftUI API").
/// In a ``BPKCardList`` it is the list's card, drawn by the card list's own rules.
///
/// ```swift
/// BPKCard(padding: .none, cornerStyle: .large, elevation: .focus) { ProductCard(model: model) }
/// ```
public struct BPKCard<Content: View>: View, DesignSystemPrimitiveView {
    /// `BPKCard.CornerStyle`: small (`BPKCornerRadius.sm`, 8) or large (`.lg`, 24).
    public enum CornerStyle: Sendable, Hashable, CaseIterable {
        case large, small
        var core: ListshotCore.BPKCard.CornerStyle { self == .large ? .large : .small }
    }
    /// `BPKCard.Padding`: small (`BPKSpacing.base`, 16) or none.
    public enum Padding: Sendable, Hashable, CaseIterable {
        case none, small
        var core: ListshotCore.BPKCard.Padding { self == .small ? .small : .none }
    }
    /// `BPKCard.Style` (`BPKCardStyle.swift` @ 0c62246ddb59df57b03a317b5d31041fa51f8695): `onContrast` takes the
    /// elevation's surface, `onDefault` is `canvasContrast`.
    public enum Style: Sendable, Hashable, CaseIterable {
        case onDefault, onContrast
        var core: ListshotCore.BPKCard.Style { self == .onDefault ? .onDefault : .onContrast }
    }

    let padding: Padding
    let cornerStyle: CornerStyle
    let elevation: BPKCardElevation
    let style: Style
    let content: Content

    /// A card around `content`.
    ///
    /// ```swift
    /// BPKCard { BPKText("Default") }
    /// ```
    public init(padding: Padding = .small, cornerStyle: CornerStyle = .small, elevation: BPKCardElevation = .default,
                style: Style = .onContrast, @SwiftUI.ViewBuilder content: () -> Content) {
        self.padding = padding; self.cornerStyle = cornerStyle; self.elevation = elevation; self.style = style
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The card with a tap action (a still image draws no tap).
    ///
    /// ```swift
    /// BPKCard { BPKText("Tap me") }.onTapGesture { open() }
    /// ```
    public func onTapGesture(perform: @escaping () -> Void) -> BPKCard { self }

    /// The core card: its settings, and the content as one view block.
    func coreCard(in context: LoweringContext) -> ListshotCore.BPKCard {
        ListshotCore.BPKCard(padding: padding.core, cornerStyle: cornerStyle.core, elevation: elevation.core, style: style.core,
                             content: [.view(BackpackLowering.single(content, in: context))])
    }

    /// On its own: what `BPKCard.body` builds — the padded content, full width, on the surface, clipped, with the shadow.
    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        let card = ListshotCore.BPKCard(padding: padding.core, cornerStyle: cornerStyle.core, elevation: elevation.core, style: style.core, content: [])
        let surface = style == .onDefault ? "canvasContrast" : (elevation == .focus ? "surfaceElevated" : "surfaceDefault")
        var node = BackpackLowering.single(content, in: context)
            .modifier(.padding(ListshotCore.EdgeInsets(all: card.padding.value)))
            .modifier(.frame(ViewFrame(maxWidth: .infinity)))
            .modifier(.background(.color(.token(surface))))
            .modifier(.clip(.roundedRectangle(cornerRadius: card.cornerStyle.radius)))
        let shadow: BPKShadow? = elevation == .default ? .small : elevation == .focus ? .large : nil
        if let shadow {
            node = node.modifier(.shadow(ViewShadow(color: .literal(BPKShadow.color.withOpacity(shadow.opacity)), radius: shadow.blur, x: 0, y: shadow.offsetY)))
        }
        return [node]
    }
}

extension BPKCard: BackpackCardListElement {
    func cardListElement(in context: LoweringContext) -> BPKCardListElement { .card(coreCard(in: context)) }
}

/// A view a ``BPKCardList``'s element closure returns that is a card-list element of its own (a card, a snippet).
@MainActor
protocol BackpackCardListElement {
    func cardListElement(in context: LoweringContext) -> BPKCardListElement
}
