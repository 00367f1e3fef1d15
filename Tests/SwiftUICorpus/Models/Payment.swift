import SwiftUI

struct Payment: Identifiable, Hashable {
    let id: Int
    var merchant: String
    var category: Category
    var amount: Double
    var currencyCode: String
    var date: Date
    var status: Status

    enum Category: String, CaseIterable {
        case groceries, transport, dining, salary, subscriptions

        var symbolName: String {
            switch self {
            case .groceries: "cart.fill"
            case .transport: "tram.fill"
            case .dining: "fork.knife"
            case .salary: "banknote.fill"
            case .subscriptions: "repeat"
            }
        }

        var color: Color {
            switch self {
            case .groceries: .green
            case .transport: .blue
            case .dining: .orange
            case .salary: .mint
            case .subscriptions: .purple
            }
        }
    }

    enum Status: Hashable {
        case pending
        case completed
        case declined(reason: String)
    }

    var isIncome: Bool { amount > 0 }
}

extension Payment {
    static let samples: [Payment] = [
        Payment(id: 1, merchant: "Corner Market", category: .groceries, amount: -23.4, currencyCode: "EUR",
                date: Date(timeIntervalSince1970: 1_764_000_000), status: .completed),
        Payment(id: 2, merchant: "Acme Corp", category: .salary, amount: 3_150, currencyCode: "EUR",
                date: Date(timeIntervalSince1970: 1_763_900_000), status: .completed),
        Payment(id: 3, merchant: "Metro Card", category: .transport, amount: -40, currencyCode: "EUR",
                date: Date(timeIntervalSince1970: 1_763_800_000), status: .pending),
        Payment(id: 4, merchant: "StreamBox", category: .subscriptions, amount: -12.99, currencyCode: "EUR",
                date: Date(timeIntervalSince1970: 1_763_700_000), status: .declined(reason: "Card expired")),
    ]

    static let sample = samples[0]
}
