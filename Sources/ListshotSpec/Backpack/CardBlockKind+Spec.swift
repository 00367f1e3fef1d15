import ListshotCore

extension CardBlockKind: SpecKind {
    /// How a message lists the kind, with the key it cannot do without.
    var described: String {
        switch self {
        case .image: return "\(rawValue) (with height or aspectRatio)"
        case .text: return "\(rawValue) (with style)"
        case .title, .subtitle, .body, .badges, .price, .vStack, .hStack, .spacer: return rawValue
        case .view: return "\(rawValue) (any view, docs/views.md)"
        }
    }
}
