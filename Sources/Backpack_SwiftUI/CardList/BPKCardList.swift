package import ListshotCore
import SwiftUI

/// Backpack's card list (`Backpack-SwiftUI/CardList/Classes/BPKCardList.swift`, index id 48391799889, the version with
/// `headerPadding` and `showingAllCards`): a section header, then the elements the closure draws in a rail or a stack,
/// lowered to the card list ListshotCore draws (docs/backpack.md, "SwiftUI API").
///
/// As in Backpack, the closure's view *is* the element: return a ``BPKCard`` (its content is your view) or a
/// ``BPKSnippet``. Any other view is drawn as the content of a default `BPKCard`, and a note says so.
///
/// ```swift
/// BPKCardList(title: "Stays", description: nil, layout: .rail(cardWidth: 200), elements: models) { model in
///     BPKCard { ProductCard(model: model) }
/// }
/// ```
public struct BPKCardList<Element: Identifiable, Content: View>: View, DesignSystemPrimitiveView {
    let title: String
    let description: String?
    let layout: BPKCardListLayout
    let initiallyShownCardsCount: Int
    let elements: [Element]
    let cardForElement: (Element) -> Content
    let headerPadding: (SwiftUI.Edge.Set, BPKSpacing)
    let showingAllCards: Bool

    /// A card list of `elements`, one card per element.
    ///
    /// ```swift
    /// BPKCardList(title: "Popular", description: "This month", layout: .stack(accessory: .expand(expandText: "Show more", collapseText: "Show less")),
    ///             initiallyShownCardsCount: 2, elements: models, headerPadding: ([.leading, .trailing, .bottom], .base),
    ///             showingAllCards: $expanded) { BPKCard { ProductCard(model: $0) } }
    /// ```
    public init(title: String, description: String?, layout: BPKCardListLayout, initiallyShownCardsCount: Int = 3,
                elements: [Element], headerPadding: (SwiftUI.Edge.Set, BPKSpacing) = (.all, .base),
                showingAllCards: Binding<Bool> = .constant(false),
                @SwiftUI.ViewBuilder cardForElement: @escaping (_: Element) -> Content) {
        self.title = title; self.description = description; self.layout = layout
        self.initiallyShownCardsCount = initiallyShownCardsCount; self.elements = elements
        self.headerPadding = headerPadding; self.showingAllCards = showingAllCards.wrappedValue
        self.cardForElement = cardForElement
    }

    public var body: Never { primitiveBody(Self.self) }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        return [ViewNode.component(coreList(in: context))]
    }

    /// The core card list this view draws.
    func coreList(in context: LoweringContext) -> ListshotCore.BPKCardList {
        let cards = elements.map { element -> BPKCardListElement in
            let view = cardForElement(element)
            if let own = view as? any BackpackCardListElement { return own.cardListElement(in: context) }
            // Any other view (a `Text`, a card with modifiers, an `if`/`else` of cards) is drawn as it is, with no card
            // around it, as Backpack's BPKCardList places what `cardForElement` returns.
            return .view(BackpackLowering.single(view, in: context))
        }
        let parts = BackpackCardListParts(layout)
        return ListshotCore.BPKCardList(title: title, description: description, layout: parts.layout,
                                        initiallyShownCardsCount: initiallyShownCardsCount, accessory: parts.accessory,
                                        showingAllCards: parts.layout == .stack && showingAllCards, cardWidth: parts.cardWidth,
                                        headerPadding: BackpackCardListParts.padding(headerPadding), elements: cards)
    }
}

/// A ``BPKCardListLayout`` as the core card list's layout, accessory and card width.
struct BackpackCardListParts {
    var layout: ListshotCore.BPKCardListLayout
    var accessory: BPKCardListAccessory?
    var cardWidth: Double?

    init(_ layout: BPKCardListLayout) {
        switch layout {
        case .rail(let action, let width):
            self.layout = .rail
            self.accessory = action.map { .sectionHeaderButton(Self.button($0)) }
            self.cardWidth = width.map(Double.init)
        case .stack(let accessory):
            self.layout = .stack
            self.cardWidth = nil
            switch accessory {
            case nil: self.accessory = nil
            case .sectionHeaderButton(let action)?: self.accessory = .sectionHeaderButton(Self.button(action))
            case .expand(let expand, let collapse, let action, _)?:
                self.accessory = .expand(expandText: expand, collapseText: collapse, sectionHeaderButton: action.map(Self.button))
            case .footerButton(let action)?:
                self.accessory = .footerButton(BPKFooterButton(title: action.title, icon: action.icon?.icon.core,
                                                               iconPosition: action.icon?.position == .leading ? .leading : .trailing))
            }
        }
    }

    static func button(_ action: BPKCardListLayout.SectionHeaderAction) -> BPKSectionHeaderButton {
        BPKSectionHeaderButton(icon: action.icon.core, accessibilityLabel: action.accessibilityLabel)
    }

    /// `headerPadding`'s edges and spacing as the core's.
    static func padding(_ padding: (SwiftUI.Edge.Set, BPKSpacing)) -> BPKHeaderPadding {
        let (set, spacing) = padding
        var edges: Set<BPKHeaderPadding.Edge> = []
        if set.contains(.top) { edges.insert(.top) }
        if set.contains(.leading) { edges.insert(.leading) }
        if set.contains(.bottom) { edges.insert(.bottom) }
        if set.contains(.trailing) { edges.insert(.trailing) }
        return BPKHeaderPadding(edges: edges, spacing: ListshotCore.BPKSpacing(rawValue: spacing.name) ?? .base)
    }
}
