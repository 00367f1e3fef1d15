import Foundation
import Listshot
import ListshotCore
@testable import ListshotSpec
import Testing

/// Every registry entry reads from a minimal spec and lays out under its element-id prefix. The
/// examples are exhaustive switches, so a new kind does not compile until it has one here.
@Suite("Component registry: every kind reads and lays out")
struct ComponentRegistryTests {
    /// A minimal content item of each kind, with a theme of the design system it needs.
    static func example(_ kind: ComponentKind) -> (theme: String, item: String) {
        switch kind {
        case .list: return ("movistar", "{list: {cells: [{title: A}]}}")
        case .materialList: return ("material", "{materialList: {cells: [{title: A}]}}")
        case .cardList: return ("backpack", "{cardList: {title: T, layout: stack, cards: [{content: [{title: A}]}]}}")
        case .listKit: return ("movistar", "{listKit: {sections: [{items: [{label: A}]}]}}")
        case .spacer: return ("movistar", "{spacer: 8}")
        case .tags: return ("movistar", "{tags: {items: [{text: Promo}]}}")
        case .badges: return ("movistar", "{badges: {items: [1, dot]}}")
        case .sectionHeader: return ("backpack", "{sectionHeader: {title: Explore}}")
        case .backpackBadges: return ("backpack", "{backpackBadges: {badges: [{text: Deal}]}}")
        case .sectionTitle: return ("movistar", "{sectionTitle: Connectivity}")
        case .view: return ("movistar", "{view: {hstack: [{text: A}, {spacer: {}}, {text: B}], padding: 16}}")
        }
    }

    /// The ids a one-item screen's content emits (the chrome's ids left out).
    static func contentIDs(theme: String, item: String) throws -> (kind: ComponentKind?, ids: [String]) {
        let spec = try SpecParser.parse(text: "theme: \(theme)\ncontent: [\(item)]\n", file: "registry.yaml", name: "registry",
                                        baseDirectory: packageRoot.appendingPathComponent("Snapshots").path)
        let ids = try Renderer().layout(spec.screen).displayList.items.map(\.id)
        let content = ids.filter { id in ComponentKind.allCases.contains { id.hasPrefix("\($0.elementPrefix)[") } }
        return (spec.screen.content.first?.kind, content)
    }

    @Test(arguments: ComponentKind.allCases)
    func everyKindReadsAndLaysOutUnderItsPrefix(kind: ComponentKind) throws {
        let example = Self.example(kind)
        let read = try Self.contentIDs(theme: example.theme, item: example.item)
        #expect(read.kind == kind)
        let prefix = kind.elementID(at: 0)
        if kind == .spacer {
            #expect(read.ids.isEmpty, "a spacer draws nothing: \(read.ids)")
        } else {
            #expect(!read.ids.isEmpty && read.ids.allSatisfy { $0.hasPrefix(prefix) }, "\(read.ids)")
        }
    }

    /// The element-id prefixes are the ones the catalog references were recorded with.
    @Test func prefixesAreTheRecordedOnes() {
        #expect(ComponentKind.allCases.map { $0.elementID(at: 1) } == [
            "list[1]", "list[1]", "cardList[1]", "listKit[1]", "spacer[1]", "tags[1]", "badges[1]", "sectionHeader[1]",
            "backpackBadges[1]", "sectionTitle[1]", "view[1]",
        ])
    }

    static let image = "assets/avatar-1.png"

    /// A minimal cell, ListKit item or card block for each slot kind, as a content item.
    static func example(_ kind: HeadlineKind) -> String {
        switch kind {
        case .text: return cell("headline: {text: New}")
        case .tag: return cell("headline: {tag: {text: Promo}}")
        case .view: return cell("headline: {view: {text: New, font: {preset: 1}}}")
        }
    }

    static func example(_ kind: ControlKind) -> String {
        switch kind {
        case .navigation: return cell("control: {navigation: {badge: 3}}")
        case .switch: return cell("control: {switch: true}")
        case .checkbox: return cell("control: {checkbox: true}")
        case .radio: return cell("control: {radio: false}")
        case .text: return cell("control: {text: 12 GB}")
        case .button: return cell("control: {button: Buy}")
        case .icon: return cell("control: {icon: info}")
        case .centered: return cell("control: {centered: {switch: false}}")
        case .badge: return cell("control: {badge: 3}")
        case .custom: return cell("control: {custom: {width: 40, height: 40}}")
        case .view: return cell("control: {view: {text: £9.99}}")
        }
    }

    static func example(_ kind: AssetKind) -> String {
        switch kind {
        case .smallIcon: return cell("asset: {smallIcon: bell}")
        case .largeIcon: return cell("asset: {largeIcon: phone}")
        case .image: return cell("asset: {image: \(image)}")
        case .view: return cell("asset: {view: {shape: circle, fill: brandLow, frame: {width: 40, height: 40}}}")
        }
    }

    static func example(_ kind: ListItemKind) -> String {
        switch kind {
        case .swatch: return listKit("items: [{swatch: \"#2A9D8F\", label: Teal}]")
        case .label: return listKit("items: [{label: A}]")
        case .image: return listKit("items: [{image: \(image)}]")
        case .cell: return listKit("items: [{cell: {title: A}}]")
        case .view: return listKit("items: [{view: {text: A}}]")
        }
    }

    static func example(_ kind: SizeRuleKind) -> String {
        switch kind {
        case .absolute: return listKit("sizeRule: {absolute: {height: 44}}, items: [{label: A}]")
        case .relative: return listKit("sizeRule: {relative: {width: 0.5, height: 0.1}}, items: [{label: A}]")
        case .grid: return listKit("sizeRule: {grid: {itemsPerRow: 2}}, items: [{label: A}]")
        }
    }

    static func example(_ kind: CardBlockKind) -> String {
        switch kind {
        case .image: return card("{image: \(image), height: 80}")
        case .title: return card("{title: A}")
        case .subtitle: return card("{subtitle: A}")
        case .body: return card("{body: A}")
        case .text: return card("{text: A, style: heading3}")
        case .badges: return card("{badges: [{text: Deal}]}")
        case .price: return card("{price: £120, note: return}")
        case .vStack: return card("{vStack: {content: [{title: A}]}}")
        case .hStack: return card("{hStack: {content: [{title: A}]}}")
        case .spacer: return card("{title: A}, {spacer: 8}")
        case .view: return card("{view: {hstack: [{text: A}, {spacer: {}}, {text: B}]}}")
        }
    }

    /// A minimal view of each kind (components need files: ViewSpecTests covers them).
    static func example(_ kind: ViewKindKey) -> String {
        switch kind {
        case .vstack: return "{vstack: [{text: A}, {text: B}], alignment: leading, spacing: 2}"
        case .hstack: return "{hstack: [{text: A}, {text: B}], alignment: top, spacing: 4}"
        case .zstack: return "{zstack: [{shape: circle}, {text: A}], alignment: topLeading}"
        case .text: return "{text: A, font: {preset: 2, weight: medium}, color: textSecondary, lineLimit: 1, multilineTextAlignment: center}"
        case .image: return "{image: \(image), contentMode: fill, frame: {width: 40, height: 40}}"
        case .icon: return "{icon: chevron-right, size: 16, color: brand}"
        case .symbol: return "{symbol: star, scale: large, pointSize: 17, color: brand, variant: fill}"
        case .shape: return "{shape: roundedRectangle, cornerRadius: 8, fill: brandLow, stroke: {color: brand, width: 2}, frame: {height: 8}}"
        case .spacer: return "{hstack: [{text: A}, {spacer: {minLength: 4}}]}"
        case .divider: return "{vstack: [{text: A}, {divider: {}}]}"
        case .button: return "{button: {text: Follow, padding: {horizontal: 12, vertical: 4}, background: {shape: capsule, fill: brandLow}}}"
        case .component: return "{component: Counter, count: 3}"
        case .viewThatFits: return "{viewThatFits: [{text: Add to basket}, {text: Add}], axes: horizontal, frame: {width: 40}}"
        case .geometryReader: return "{geometryReader: [{shape: capsule, relativeFrame: {width: 0.5}}], frame: {height: 8}}"
        case .systemList: return "{systemList: {style: grouped, generation: glass, sections: [{header: A, rows: [{text: B}, {row: {text: C}, disclosure: true}]}]}}"
        case .badge: return "{badge: {text: Deal, style: brand, icon: check}, theme: backpack}"
        }
    }

    /// A minimal use of each modifier on a text.
    static func example(_ key: ViewModifierKey) -> String {
        switch key {
        case .padding: return "{text: A, padding: {horizontal: 8, top: 2}}"
        case .frame: return "{text: A, frame: {maxWidth: infinity, minHeight: 44, alignment: leading}}"
        case .background: return "{text: A, background: {shape: capsule, fill: brandLow}}"
        case .overlay: return "{text: A, overlay: {view: {shape: circle, fill: brand, frame: {width: 8, height: 8}}, alignment: topTrailing}}"
        case .clip: return "{text: A, clip: {roundedRectangle: 4}}"
        case .cornerRadius: return "{text: A, background: brandLow, cornerRadius: 4}"
        case .border: return "{text: A, border: {color: border, width: 1}}"
        case .shadow: return "{text: A, shadow: {radius: 4, y: 2}}"
        case .opacity: return "{text: A, opacity: 0.5}"
        case .layoutPriority: return "{hstack: [{text: A, layoutPriority: 1}, {text: B}]}"
        case .fixedSize: return "{text: A, fixedSize: {horizontal: true}}"
        case .offset: return "{text: A, offset: {x: 4, y: -2}}"
        case .id: return "{text: A, id: price}"
        case .font: return "{vstack: [{text: A}], font: {preset: 1}}"
        case .color: return "{vstack: [{text: A}], color: brand}"
        case .lineLimit: return "{vstack: [{text: A}], lineLimit: 1}"
        case .multilineTextAlignment: return "{vstack: [{text: A}], multilineTextAlignment: center}"
        case .theme: return "{vstack: [{text: A}], theme: telefonica}"
        case .colorScheme: return "{vstack: [{text: A}], colorScheme: night}"
        case .dynamicTypeSize: return "{vstack: [{text: A}], dynamicTypeSize: ax3}"
        case .alignmentGuide: return "{vstack: [{text: A, alignmentGuide: {alignment: center, offset: 4}}, {text: B}]}"
        case .aspectRatio: return "{shape: rectangle, aspectRatio: {ratio: 2, contentMode: fit}, frame: {width: 40}}"
        case .scaledToFit: return "{shape: circle, scaledToFit: true, frame: {width: 40, height: 20}}"
        case .scaledToFill: return "{shape: circle, scaledToFill: true, frame: {width: 40, height: 20}, clip: rectangle}"
        case .relativeFrame: return "{geometryReader: [{shape: capsule, relativeFrame: {width: 0.5, height: 1, alignment: leading}}], frame: {height: 8}}"
        case .truncationMode: return "{vstack: [{text: A, lineLimit: 1}], truncationMode: middle}"
        }
    }

    @Test(arguments: ViewKindKey.allCases)
    func everyViewKind(kind: ViewKindKey) throws {
        try expectLaysOut("{view: \(Self.example(kind))}", theme: "movistar", under: .view)
    }

    /// Every component kind a view can be stands in a stack, under the stack's id
    /// (docs/views.md, "Components as views"): a new kind is a view with no more code.
    @Test(arguments: ComponentKind.viewKinds)
    func everyComponentKindIsAView(kind: ComponentKind) throws {
        let example = Self.example(kind)
        let read = try Self.contentIDs(theme: example.theme, item: "{view: {vstack: [\(example.item)]}}")
        let prefix = "view[0].vstack[0].\(kind.elementPrefix)"
        #expect(read.ids.contains { $0.hasPrefix(prefix) }, "\(kind): \(read.ids.prefix(8))")
    }

    @Test(arguments: ViewModifierKey.allCases)
    func everyViewModifier(key: ViewModifierKey) throws {
        let spec = try SpecParser.parse(text: "content: [{view: \(Self.example(key))}]\n", file: "registry.yaml", name: "registry",
                                        baseDirectory: packageRoot.appendingPathComponent("Snapshots").path)
        guard case .view(let view)? = spec.screen.content.first else { Issue.record("not a view"); return }
        let modifiers = view.modifiers + view.kind.children.flatMap(\.modifiers)
        #expect(modifiers.contains { $0.registryKeys.contains(key) }, "\(modifiers)")
        _ = try Renderer().layout(spec.screen)
    }

    static func cell(_ slot: String) -> String { "{list: {cells: [{title: A, \(slot)}]}}" }
    static func listKit(_ section: String) -> String { "{listKit: {sections: [{\(section)}]}}" }
    static func card(_ blocks: String) -> String { "{cardList: {title: T, layout: stack, cards: [{content: [\(blocks)]}]}}" }

    /// Reads and lays out `item`, expecting ids under `kind`'s prefix.
    func expectLaysOut(_ item: String, theme: String, under kind: ComponentKind) throws {
        let read = try Self.contentIDs(theme: theme, item: item)
        #expect(read.kind == kind)
        #expect(!read.ids.isEmpty && read.ids.allSatisfy { $0.hasPrefix(kind.elementID(at: 0)) }, "\(item): \(read.ids)")
    }

    @Test(arguments: HeadlineKind.allCases)
    func everyHeadlineKind(kind: HeadlineKind) throws { try expectLaysOut(Self.example(kind), theme: "movistar", under: .list) }

    @Test(arguments: ControlKind.allCases)
    func everyControlKind(kind: ControlKind) throws { try expectLaysOut(Self.example(kind), theme: "movistar", under: .list) }

    @Test(arguments: AssetKind.allCases)
    func everyAssetKind(kind: AssetKind) throws { try expectLaysOut(Self.example(kind), theme: "movistar", under: .list) }

    @Test(arguments: ListItemKind.allCases)
    func everyListItemKind(kind: ListItemKind) throws { try expectLaysOut(Self.example(kind), theme: "movistar", under: .listKit) }

    @Test(arguments: SizeRuleKind.allCases)
    func everySizeRuleKind(kind: SizeRuleKind) throws { try expectLaysOut(Self.example(kind), theme: "movistar", under: .listKit) }

    @Test(arguments: CardBlockKind.allCases)
    func everyCardBlockKind(kind: CardBlockKind) throws { try expectLaysOut(Self.example(kind), theme: "backpack", under: .cardList) }
}

extension ViewModifier {
    /// The spec keys a modifier is read from.
    var registryKeys: [ViewModifierKey] {
        switch self {
        case .aspectRatio(nil, let mode): return [.aspectRatio, mode == .aspectFit ? .scaledToFit : .scaledToFill]
        case .aspectRatio: return [.aspectRatio]
        case .relativeFrame: return [.relativeFrame]
        default: return registryKey.map { [$0] } ?? []
        }
    }

    /// The spec key a modifier is read from; nil for one no spec writes.
    var registryKey: ViewModifierKey? {
        switch self {
        case .aspectRatio: return .aspectRatio
        case .relativeFrame: return .relativeFrame
        case .padding: return .padding
        case .frame: return .frame
        case .background: return .background
        case .overlay: return .overlay
        case .clip: return .clip
        case .cornerRadius: return .cornerRadius
        case .border: return .border
        case .opacity: return .opacity
        case .shadow: return .shadow
        case .layoutPriority: return .layoutPriority
        case .fixedSize: return .fixedSize
        case .offset: return .offset
        case .id: return .id
        case .environment(.font): return .font
        case .environment(.foregroundColor): return .color
        case .environment(.lineLimit): return .lineLimit
        case .environment(.multilineTextAlignment): return .multilineTextAlignment
        case .environment(.truncationMode): return .truncationMode
        case .environment(.theme): return .theme
        case .environment(.colorScheme): return .colorScheme
        case .environment(.dynamicTypeSize): return .dynamicTypeSize
        // Set only by lists on their headers (docs/lists.md); specs have no key for it.
        case .environment(.textCase): return nil
        case .alignmentGuide: return .alignmentGuide
        // Set only by card content lowered to views (docs/backpack.md "Card content"); specs write `id`.
        case .elementID: return .id
        // Set only by SwiftUI's gridCellColumns/gridColumnAlignment (docs/swiftui.md, "Grids"); specs have no grids yet.
        case .gridCell: return nil
        }
    }
}
