import Foundation
import Listshot
import Testing

/// The cell-slot, modifier and sheet-layout catalog specs and the Swift API describe the same screens, so they give the same display list.
@Suite("Spec and Swift API parity: Mistica cell slots and modifiers")
struct CellSlotsAndModifiersParityTests {

    @Test func cellSlotsAndModifiersSpecEqualsSwiftAPI() throws {
        let swift = Screen(name: "cell-slots-and-modifiers", theme: "movistar") {
            CellList(style: .fullwidth, title: "UIKit controls") {
                Cell(title: "Stretched custom control", subtitle: "custom: {width: 40, height: stretch}",
                     description: "As tall as the row inside its padding",
                     control: .stretchedCustom(width: 40, color: .token("brandLow")))
                Cell(title: "Fixed custom control", subtitle: "custom: {width: 40, height: 40}",
                     control: .custom(width: 40, height: 40, color: .token("neutralMedium")))
                Cell(title: "Centred switch on a slot background", subtitle: "centered + background: backgroundAlternative",
                     description: "VerticallyCenteredPresetView has no background of its own",
                     control: .verticallyCentered(.switch(isOn: false), background: .token("backgroundAlternative")))
            }
            CellList(style: .boxedInverse, title: "Tags on boxedInverse") {
                Cell(title: "Inverse by default", headline: .tag(Tag(style: .promo, text: "Promo")))
                Cell(title: "inverse: false", headline: .tag(Tag(style: .promo, text: "Promo", isInverse: false)))
            }
            CellList(style: .boxed, flavour: .swiftui, title: "SwiftUI Cell modifiers") {
                Cell(title: "backgroundColor", subtitle: "backgroundAlternative", backgroundColor: .token("backgroundAlternative"))
                Cell(title: "pressedBackgroundColor, pressed", subtitle: "brandLow", state: .pressed,
                     pressedBackgroundColor: .token("brandLow"))
                Cell(title: "allowsPressing false, pressed", subtitle: "draws unpressed", state: .pressed, allowsPressing: false)
                Cell(title: "Toggle, off", subtitle: "Off track is iOS secondarySystemFill", control: .switch(isOn: false))
            }
        }
        try expectSpecParity("Snapshots/mistica/cell-slots-and-modifiers.yaml", swift)
    }

    @Test func sheetLayoutsSpecEqualsSwiftAPI() throws {
        let swift = Screen(name: "sheet-layouts", theme: "movistar", content: [
            .tagSheet(TagSheet(title: "UIKit TagTests stack (vertical, spacing 8, centred)",
                               tags: [Tag(style: .promo, text: "Promo"), Tag(style: .active, text: "Active"),
                                      Tag(style: .inactive, text: "Inactive"), Tag(style: .success, text: "Success"),
                                      Tag(style: .warning, text: "Warning"), Tag(style: .error, text: "Error")],
                               axis: .vertical, spacing: 8, alignment: .center)),
            .badgeSheet(BadgeSheet(title: "UIKit BadgeTests stack (spacing 0)", badges: (0...10).map { .count($0) }, spacing: 0)),
            .badgeSheet(BadgeSheet(title: "Trailing, spacing 4", badges: [.dot, .count(1), .count(9), .count(10)],
                                   spacing: 4, alignment: .trailing)),
        ])
        try expectSpecParity("Snapshots/mistica/sheet-layouts.yaml", swift)
    }

    /// The same sheets written in a `Screen { … }` builder block, as `TagSheet` and `BadgeSheet` statements.
    @Test func sheetLayoutsBuilderEqualsSpec() throws {
        let swift = Screen(name: "sheet-layouts", theme: "movistar") {
            TagSheet(title: "UIKit TagTests stack (vertical, spacing 8, centred)",
                     tags: [Tag(style: .promo, text: "Promo"), Tag(style: .active, text: "Active"),
                            Tag(style: .inactive, text: "Inactive"), Tag(style: .success, text: "Success"),
                            Tag(style: .warning, text: "Warning"), Tag(style: .error, text: "Error")],
                     axis: .vertical, spacing: 8, alignment: .center)
            BadgeSheet(title: "UIKit BadgeTests stack (spacing 0)", badges: (0...10).map { .count($0) }, spacing: 0)
            BadgeSheet(title: "Trailing, spacing 4", badges: [.dot, .count(1), .count(9), .count(10)],
                       spacing: 4, alignment: .trailing)
        }
        try expectSpecParity("Snapshots/mistica/sheet-layouts.yaml", swift)
    }
}
