import ListshotCore

/// Every key the spec format reads, taken from the registries and the readers' key lists, for
/// tools inside the package that write specs (the fuzzer inserts them with hostile values).
///
/// The order is fixed (registry order, first occurrence kept), so a seeded tool that picks from
/// these lists makes the same choices on every run.
///
/// ```swift
/// SpecVocabulary.viewKeys   // ["vstack", …, "alignment", "spacing", …, "padding", "frame", …, "forEach", "param"]
/// ```
package enum SpecVocabulary {
    /// ViewNode kinds, each kind's own keys, modifiers, and the words of components and `forEach`.
    package static var viewKeys: [String] {
        unique(ViewKindKey.specKeys + ViewKindKey.allCases.flatMap(\.ownKeys) + ViewModifierKey.specKeys
            + [ViewChainKey.modifiers, "forEach", "items", "param"]
            + SpecReader.systemListKeys + SpecReader.systemListSectionKeys + SpecReader.systemListRowKeys
            + ComponentDefinition.topKeys + ComponentDefinition.parameterKeys + ComponentParameterType.allCases.map(\.rawValue))
    }

    /// The kinds of every slot (controls, assets, headlines, ListKit items, size rules, card
    /// blocks, content) and the keys each container reads.
    package static var slotKeys: [String] {
        unique(ComponentKind.specKeys + ControlKind.specKeys + AssetKind.specKeys + HeadlineKind.specKeys
            + ListItemKind.specKeys + SizeRuleKind.specKeys + CardBlockKind.specKeys
            + SpecReader.topKeys + SpecReader.cellKeys + SpecReader.sectionKeys + SpecReader.cardListKeys + SpecReader.cardKeys)
    }

    /// ``viewKeys`` then ``slotKeys``, each key once.
    package static var all: [String] { unique(viewKeys + slotKeys) }

    static func unique(_ keys: [String]) -> [String] {
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }
}
