/// The registry of top-level content kinds: one case per `content:` item a spec can hold.
///
/// The raw value is the spec key, and the other facts about a kind (its element ids, its design
/// system) come from exhaustive switches, so a new case is flagged everywhere it needs an answer.
///
/// ```swift
/// ComponentKind.allCases.map(\.rawValue)   // ["list", "materialList", "cardList", …]
/// ComponentKind.cardList.elementID(at: 2)   // "cardList[2]"
/// ```
public enum ComponentKind: String, CaseIterable, Sendable {
    /// A Mistica list of cells (``CellList``).
    case list
    /// A Material list of self-sizing stereo cells (``MaterialList``).
    case materialList
    /// A Backpack card list (``BPKCardList``).
    case cardList
    /// A ListKit list of sections (``ListKitList``).
    case listKit
    /// Empty vertical space.
    case spacer
    /// A sheet of Mistica tags (``TagSheet``).
    case tags
    /// A sheet of Mistica badges (``BadgeSheet``).
    case badges
    /// A standalone Backpack section header (``BPKSectionHeader``).
    case sectionHeader
    /// A sheet of Backpack badges (``BPKBadgeSheet``).
    case backpackBadges
    /// A standalone Mistica section title (``SectionTitle``).
    case sectionTitle
    /// The app's own view (``ViewNode``), laid out by SwiftUI's rules.
    case view

    /// The first part of the ids of the elements a component of this kind emits, `list` in `list[0].cell[1]`.
    ///
    /// ```swift
    /// ComponentKind.materialList.elementPrefix   // "list": Mistica and Material lists share it
    /// ```
    public var elementPrefix: String {
        switch self {
        case .list, .materialList: return ComponentKind.list.rawValue
        case .cardList, .listKit, .spacer, .tags, .badges, .sectionHeader, .backpackBadges, .sectionTitle, .view: return rawValue
        }
    }

    /// The id of the component at `index` in the screen's content, `cardList[2]`.
    ///
    /// ```swift
    /// ComponentKind.tags.elementID(at: 0)   // "tags[0]"
    /// ```
    public func elementID(at index: Int) -> String { "\(elementPrefix)[\(index)]" }

    /// The design system whose theme the kind needs, with how a message names the kind; nil when any theme will do.
    ///
    /// ```swift
    /// ComponentKind.cardList.requiredDesignSystem?.what   // "Backpack card lists"
    /// ```
    public var requiredDesignSystem: (system: DesignSystem, what: String)? {
        switch self {
        case .list: return (.mistica, "Mistica cells")
        case .materialList: return (.material, "Material stereo cells")
        case .cardList: return (.backpack, "Backpack card lists")
        case .listKit, .spacer, .view: return nil
        case .tags: return (.mistica, "Mistica tags")
        case .badges: return (.mistica, "Mistica badges")
        case .sectionHeader: return (.backpack, "Backpack section headers")
        case .backpackBadges: return (.backpack, "Backpack badges")
        case .sectionTitle: return (.mistica, "Mistica section titles")
        }
    }
}
