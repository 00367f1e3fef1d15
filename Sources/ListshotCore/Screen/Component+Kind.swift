extension Component {
    /// Which registry entry the component is; padding is not a kind of its own, so a padded component is its content's kind.
    ///
    /// ```swift
    /// Component.tagSheet(sheet).padding(8).kind   // .tags
    /// ```
    public var kind: ComponentKind {
        switch self {
        case .cellList: return .list
        case .materialList: return .materialList
        case .cardList: return .cardList
        case .listKit: return .listKit
        case .spacer: return .spacer
        case .tagSheet: return .tags
        case .badgeSheet: return .badges
        case .sectionHeader: return .sectionHeader
        case .backpackBadges: return .backpackBadges
        case .sectionTitle: return .sectionTitle
        case .view: return .view
        case .padded(_, let inner): return inner.kind
        }
    }
}
