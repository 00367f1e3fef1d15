/// `BPKDividedCard` (`Backpack-SwiftUI/Card/Classes/BPKDividedCard.swift`, docs/backpack.md "Divided card").
extension BPKCard {
    /// A divided card: a card with no padding and small corners holding the primary content, a
    /// full-width 1 pt `line` divider, then the secondary content, all 0 apart.
    ///
    /// ```swift
    /// BPKCard.divided(elevation: .focus,
    ///                 primary: [.vStack([.title("Barcelona"), .body("3 nights")], spacing: 8, padding: 16)],
    ///                 secondary: [.vStack([.price("£240", note: "per night")], spacing: 8, padding: 16)])
    /// ```
    public static func divided(elevation: Elevation = .default, primary: [BPKCardContent],
                               secondary: [BPKCardContent]) -> BPKCard {
        var card = BPKCard(padding: .none, cornerStyle: .small, elevation: elevation, content: primary)
        card.secondaryContent = secondary
        return card
    }

    /// The divider's height in points (`RGBA(BPKColor.lineColor).frame(height: 1)`).
    public static let dividerHeight = 1.0
}
