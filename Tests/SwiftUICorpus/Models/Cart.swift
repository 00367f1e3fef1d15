import SwiftUI

/// The shopping cart, put in the environment with `.environment(cart)`.
@Observable
final class Cart {
    struct Line: Identifiable, Hashable {
        let id: String
        var name: String
        var quantity: Int
        var unitPrice: Double
        var total: Double { Double(quantity) * unitPrice }
    }

    var lines: [Line]
    var shipping: Double
    var promoCode: String?
    var currencyCode = "USD"

    init(lines: [Line] = [], shipping: Double = 0, promoCode: String? = nil) {
        self.lines = lines
        self.shipping = shipping
        self.promoCode = promoCode
    }

    var subtotal: Double { lines.reduce(0) { $0 + $1.total } }
    var discount: Double { promoCode == nil ? 0 : (subtotal * 0.1).rounded() }
    var total: Double { subtotal - discount + shipping }
    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    static var sample: Cart {
        Cart(lines: [
            Line(id: "sku-1001", name: "Trail Runner 2", quantity: 1, unitPrice: 89.99),
            Line(id: "sku-1002", name: "Merino Crew", quantity: 2, unitPrice: 64),
        ], shipping: 4.95, promoCode: "WELCOME10")
    }
}
