import Foundation
import Listshot
import Testing

/// The variant catalog specs (controls, states, tags, custom images, orientations) and the same screens written with the Swift API give equal display
/// lists, in every variant the spec asks for.
@Suite("Spec and Swift API parity for every variant")
struct VariantParityTests {
    let renderer = Renderer()

    func asset(_ name: String) -> String { catalogAsset(name) }


    @Test func controls() throws {
        try expectSpecParity("Snapshots/mistica/controls.yaml", Screen(name: "controls", theme: "movistar") {
            CellList(style: .fullwidth) {
                Cell(title: "Switch, on", control: .switch(isOn: true))
                Cell(title: "Switch, off", control: .switch(isOn: false))
                Cell(title: "Checkbox, checked", control: .checkbox(isChecked: true))
                Cell(title: "Checkbox, unchecked", control: .checkbox(isChecked: false))
                Cell(title: "Radio, selected", control: .radio(isSelected: true))
                Cell(title: "Radio, not selected", control: .radio(isSelected: false))
                Cell(title: "Navigation", control: .navigation())
                Cell(title: "Navigation with a dot", control: .navigation(badge: .dot))
                Cell(title: "Trailing value", control: .text("12.4 GB"))
                Cell(title: "Small button", control: .button("Buy"))
                Cell(title: "Secondary small button", control: .button("Details", style: .secondary))
                Cell(title: "Icon only", control: .icon(.info))
                Cell(title: "Top-aligned by default",
                     subtitle: "With a subtitle and a description the control sits at the top of the text column",
                     control: .switch(isOn: true))
                Cell(title: "Vertically centred preset",
                     subtitle: "The same control, wrapped in `centered`, sits in the middle of the cell",
                     control: .verticallyCentered(.switch(isOn: true)))
                Cell(title: "Navigation is always centred", subtitle: "NavigationPresetView centres the badge and chevron",
                     description: "Whatever the text column holds", control: .navigation(badge: .count(3)))
            }
        })
    }

    @Test func states() throws {
        try expectSpecParity("Snapshots/mistica/states.yaml", Screen(name: "states", theme: "movistar") {
            CellList(style: .fullwidth) {
                Cell(title: "Normal", subtitle: "Fullwidth", assetType: .largeIcon(.user), control: .navigation())
                Cell(title: "Pressed", subtitle: "backgroundAlternative (setHighlighted)", assetType: .largeIcon(.user),
                     control: .navigation(), state: .pressed)
                Cell(title: "Disabled", subtitle: "Content at alpha 0.5", assetType: .largeIcon(.user),
                     control: .switch(isOn: true), state: .disabled)
            }
            CellList(style: .boxed) {
                Cell(title: "Pressed", subtitle: "Boxed", assetType: .image(asset("avatar-3.png")), control: .navigation(), state: .pressed)
                Cell(title: "Disabled", subtitle: "Boxed", headline: .tag(Tag(style: .promo, text: "Promo")),
                     assetType: .image(asset("avatar-3.png")), control: .checkbox(isChecked: true), state: .disabled)
            }
            CellList(style: .boxedInverse) {
                Cell(title: "Normal", subtitle: "Boxed inverse", control: .navigation())
                Cell(title: "Pressed", subtitle: "backgroundAlternative around the card", control: .navigation(), state: .pressed)
                Cell(title: "Disabled", subtitle: "Boxed inverse", control: .switch(isOn: true), state: .disabled)
            }
        })
    }

    @Test func tagVariants() throws {
        try expectSpecParity("Snapshots/mistica/tag-variants.yaml", Screen(name: "tag-variants", theme: "movistar") {
            CellList(style: .boxedInverse) {
                Cell(title: "Inverse promo", headline: .tag(Tag(style: .promo, text: "Promo")))
                Cell(title: "Inverse active", headline: .tag(Tag(style: .active, text: "Active", icon: .check)))
                Cell(title: "Inverse inactive", headline: .tag(Tag(style: .inactive, text: "Inactive")))
                Cell(title: "Inverse success", headline: .tag(Tag(style: .success, text: "Success")))
                Cell(title: "Inverse warning", headline: .tag(Tag(style: .warning, text: "Warning")))
                Cell(title: "Inverse error", headline: .tag(Tag(style: .error, text: "Error")))
            }
            CellList(style: .boxed) {
                Cell(title: "A leading 16 pt icon, 4 before the label", headline: .tag(Tag(style: .success, text: "Paid", icon: .check)))
                Cell(title: "An inverse tag outside a brand box", headline: .tag(Tag(style: .promo, text: "Inverse", isInverse: true)))
                Cell(title: "A long tag with an icon truncates at the tail",
                     headline: .tag(Tag(style: .warning, text: "Payment pending since last month, please check your bank details", icon: .info)))
            }
        })
    }

    @Test func customImagesAndAlignment() throws {
        try expectSpecParity("Snapshots/mistica/asset-alignment.yaml", Screen(name: "asset-alignment", theme: "movistar") {
            CellList(style: .fullwidth) {
                Cell(title: "Only a title centres the asset", assetType: .image(asset("avatar-1.png")))
                Cell(title: "Otherwise the asset sits 4 below the text top", subtitle: "A subtitle and a description",
                     description: "make the text column taller than the asset", assetType: .image(asset("avatar-1.png")))
                Cell(title: "Custom size, radius.container corners", assetType: .customImage(asset("landscape.png"), size: Size(width: 80, height: 56)))
                Cell(title: "Custom size, top-aligned", subtitle: "Squared image of 64 × 64",
                     description: "Aspect-filled and clipped at radius.container (8 in SwiftUI)",
                     assetType: .customImage(asset("avatar-2.png"), size: Size(width: 64, height: 64)), control: .navigation())
                Cell(title: "Small icon, top-aligned", subtitle: "24 × 24", assetType: .smallIcon(.bell))
                Cell(title: "Large icon, top-aligned", subtitle: "24 on a 40 circle", assetType: .largeIcon(.phone),
                     control: .radio(isSelected: true))
            }
        })
    }

    @Test func pseudoLocalised() throws {
        try expectSpecParity("Snapshots/mistica/pseudo-localized.yaml", Screen(name: "pseudo-localized", theme: "movistar", pseudoLocalize: true) {
            CellList(style: .fullwidth) {
                Cell(title: "Settings", subtitle: "Personal details and password", assetType: .largeIcon(.user), control: .navigation())
                Cell(title: "Data usage", subtitle: "12.4 GB of 20 GB", headline: .tag(Tag(style: .active, text: "Active plan")),
                     control: .text("Monthly"))
                Cell(title: "Notifications", control: .navigation(badge: .count(3)))
                Cell(title: "Roaming", control: .button("Enable"))
            }
        })
    }

    @Test func ipadInBothOrientations() throws {
        try expectSpecParity("Snapshots/devices/ipad.yaml", Screen(name: "ipad", frame: .device(.iPad, .portrait), theme: "movistar") {
            CellList(style: .boxed) {
                Cell(title: "Ana García", subtitle: "Movistar Fusión", headline: .tag(Tag(style: .success, text: "Active plan")),
                     assetType: .image(asset("avatar-1.png")), control: .navigation())
            }
            CellList(style: .fullwidth) {
                Cell(title: "Data usage", subtitle: "12.4 GB of 20 GB", assetType: .largeIcon(.wifi), control: .text("62%"))
                Cell(title: "Invoices", assetType: .largeIcon(.info), control: .navigation(badge: .count(1)))
                Cell(title: "Roaming", assetType: .largeIcon(.phone), control: .switch(isOn: false))
                Cell(title: "Offers for you", assetType: .largeIcon(.heart, backgroundColor: .token("promoLow"), color: .token("promo")),
                     control: .navigation())
            }
        })
    }

    @Test func materialStereoCells() throws {
        try expectSpecParity("Snapshots/material/stereo-variants.yaml", Screen(name: "stereo-variants", theme: "material") {
            MaterialList {
                SelfSizingStereoCell(title: "البريد الوارد", detail: "ثلاث رسائل جديدة",
                                     leadingImage: .image(asset("avatar-1.png"), size: .medium, isCircular: true),
                                     trailingImage: .icon(.chevronRight))
                SelfSizingStereoCell(title: "Wi-Fi", detail: "Connected to the office network", leadingImage: .icon(.wifi),
                                     ripple: Ripple(at: Point(x: 40, y: 30), progress: 0.3))
            }
        })
    }
}
