import SwiftUI

struct Product: Identifiable, Hashable {
    let id: String
    var name: String
    var brand: String
    var imageName: String
    var price: Double
    var originalPrice: Double?
    var rating: Double
    var reviewCount: Int
    var isNew: Bool
    var stock: Stock

    enum Stock: Hashable {
        case inStock
        case low(remaining: Int)
        case soldOut
    }

    var isOnSale: Bool {
        guard let originalPrice else { return false }
        return originalPrice > price
    }
}

extension Product {
    static let samples: [Product] = [
        Product(id: "sku-1001", name: "Trail Runner 2", brand: "Northline", imageName: "shoe-trail",
                price: 89.99, originalPrice: 120, rating: 4.6, reviewCount: 1_284, isNew: false, stock: .low(remaining: 3)),
        Product(id: "sku-1002", name: "Merino Crew", brand: "Fjell", imageName: "sweater-crew",
                price: 64, originalPrice: nil, rating: 4.2, reviewCount: 87, isNew: true, stock: .inStock),
        Product(id: "sku-1003", name: "Daypack 18L", brand: "Northline", imageName: "pack-18",
                price: 45.5, originalPrice: nil, rating: 3.9, reviewCount: 342, isNew: false, stock: .soldOut),
    ]

    static let sample = samples[0]
}

struct Review: Identifiable, Hashable {
    let id: Int
    var author: String
    var rating: Int
    var title: String
    var body: String
    var date: Date
    var isVerifiedPurchase: Bool

    static let sample = Review(id: 1, author: "Sam K.", rating: 4, title: "Comfortable from day one",
                               body: "Runs slightly small; I went half a size up. Grip on wet rock is excellent.",
                               date: Date(timeIntervalSince1970: 1_763_000_000), isVerifiedPurchase: true)
}
