import SwiftUI

/// How a ``BPKCardList`` lays out its cards (`Backpack-SwiftUI/CardList/Classes/BPKCardListLayout.swift`; the
/// `cardWidth` of the rail as the newest `BPKCardList.swift`, index id 48391799889, reads it, and its README shows).
///
/// ```swift
/// BPKCardListLayout.rail(cardWidth: 240)
/// BPKCardListLayout.stack(accessory: .expand(expandText: "Show more", collapseText: "Show less"))
/// ```
public enum BPKCardListLayout {
    /// A horizontal rail; one element fills the width whatever `cardWidth` says.
    case rail(sectionHeaderAction: SectionHeaderAction? = nil, cardWidth: CGFloat? = nil)
    /// A vertical stack with an optional accessory.
    case stack(accessory: Accessory? = nil)

    /// `BPKCardListLayout.ActionStyle`: kept in the model; Backpack's card list draws its buttons `.primary` whatever it says.
    public enum ActionStyle: Sendable, Hashable { case `default`, onDark }

    /// The section header's icon button (`BPKCardListSectionHeaderAction.swift` @ 95cc8123cc8cc5aaa1ac3219e1e8bbc0cb350025).
    ///
    /// ```swift
    /// BPKCardListLayout.SectionHeaderAction(icon: .addCircle, accessibilityLabel: "Add item") {}
    /// ```
    public struct SectionHeaderAction {
        let icon: BPKIcon
        let accessibilityLabel: String
        let style: ActionStyle
        /// An icon button for the header.
        public init(icon: BPKIcon, accessibilityLabel: String, style: ActionStyle = .default, action: @escaping () -> Void) {
            self.icon = icon; self.accessibilityLabel = accessibilityLabel; self.style = style
        }
    }

    /// The footer button (`BPKCardListAccessoryAction.swift` @ 95cc8123cc8cc5aaa1ac3219e1e8bbc0cb350025).
    ///
    /// ```swift
    /// BPKCardListLayout.AccessoryAction(title: "See all", icon: .init(icon: .arrowRight, position: .trailing), accessibilityLabel: "See all") {}
    /// ```
    public struct AccessoryAction {
        let title: String
        let icon: BPKButton.Icon?
        let accessibilityLabel: String
        let style: ActionStyle
        /// A titled footer button with an optional icon.
        public init(title: String, icon: BPKButton.Icon?, accessibilityLabel: String, style: ActionStyle = .default,
                    action: @escaping () -> Void) {
            self.title = title; self.icon = icon; self.accessibilityLabel = accessibilityLabel; self.style = style
        }
    }

    /// A stack's accessory (`BPKCardListAccessory.swift` @ 2bfa97ea7393c830b6ca1dbb85e0ce14b11bbf3f).
    ///
    /// ```swift
    /// BPKCardListLayout.Accessory.expand(expandText: "Show more", collapseText: "Show less", sectionHeaderButton: .init(icon: .addCircle, accessibilityLabel: "Add") {})
    /// ```
    public enum Accessory {
        case sectionHeaderButton(SectionHeaderAction)
        case expand(expandText: String, collapseText: String, sectionHeaderButton: SectionHeaderAction? = nil,
                    onExpansionChange: ((Bool) -> Void)? = nil)
        case footerButton(AccessoryAction)
    }
}
