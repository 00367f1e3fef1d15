import SwiftUI

enum Category: String, CaseIterable, Identifiable, Hashable {
    case lakes = "Lakes"
    case rivers = "Rivers"
    case mountains = "Mountains"

    var id: String { rawValue }

    var symbolName: String {
        switch self {
        case .lakes: return "drop.fill"
        case .rivers: return "fish.fill"
        case .mountains: return "mountain.2.fill"
        }
    }

    var color: Color {
        switch self {
        case .lakes: return .blue
        case .rivers: return .teal
        case .mountains: return .brown
        }
    }
}
