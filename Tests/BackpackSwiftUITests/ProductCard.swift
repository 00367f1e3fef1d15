import Backpack_SwiftUI
import SwiftUI

/// One product of the tests' card lists.
struct Product: Identifiable {
    let id: Int
    let photo: String
    let name: String
    let badge: String
    let price: String
}

/// The app's own card content: a photo, a BPKText name, a brand BPKBadge and a BPKText price (the spec twins'
/// `Snapshots/Components/BPKProductCard.yaml`).
struct ProductCard: View {
    let model: Product
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(model.photo).resizable().frame(height: 96)
            BPKText(model.name, style: .heading5)
            HStack {
                BPKBadge(model.badge).badgeStyle(.brand)
                Spacer()
                BPKText(model.price, style: .label1).foregroundColor(.coreAccentColor)
            }
        }
    }
}

enum Products {
    static let canal = Product(id: 1, photo: "city-1", name: "Canal house", badge: "Deal", price: "£120")
    static let loft = Product(id: 2, photo: "city-2", name: "River loft", badge: "New", price: "£98")
    static let oldTown = Product(id: 3, photo: "city-3", name: "Old town flat", badge: "Top", price: "£143")
    static let harbour = Product(id: 4, photo: "city-4", name: "Harbour view", badge: "Deal", price: "£210")
}

/// One city of the tests' snippet rail.
struct City: Identifiable {
    let id: Int
    let photo: String
    let name: String
    let subheading: String?
    let text: String?
    let orientation: BPKSnippet.ImageOrientation

    static let all = [City(id: 1, photo: "city-1", name: "Amsterdam", subheading: nil, text: "Canals and museums", orientation: .landscape),
                      City(id: 2, photo: "city-2", name: "Lisbon", subheading: "Trams", text: nil, orientation: .square)]
}
