import Foundation
import Listshot
import Testing

/// The catalog specs (outer padding, Material theming and image position) and the same screens
/// written with the Swift API give equal display lists in every variant.
@Suite("Spec and Swift API parity: outer padding and Material theming")
struct OuterPaddingParityTests {
    let renderer = Renderer()

    func asset(_ name: String) -> String { catalogAsset(name) }


    @Test func cardListPadding() throws {
        let button = BPKSectionHeaderButton(icon: .addCircle, accessibilityLabel: "Add item")
        try expectSpecParity("Snapshots/backpack/card-list-padding.yaml", Screen(name: "card-list-padding", frame: .fit(width: 375, scale: 2),
                                                                            theme: "backpack") {
            BPKCardList(title: "Must-visit spots",
                        description: "Check out these world-famous destinations perfect for visiting in spring.", layout: .rail,
                        accessory: .sectionHeaderButton(button),
                        elements: [
                            .snippet(BPKSnippet(image: asset("city-1.png"), headline: "Amsterdam",
                                                bodyText: "Fall in love with this artistic metropolis by boat or foot.")),
                            .snippet(BPKSnippet(image: asset("city-2.png"), headline: "London",
                                                bodyText: "Watch the city come alive in bloom as the warmer climes approach.")),
                        ]).padding()
            BPKCardList(title: "Leading padding only", layout: .stack,
                        accessory: .footerButton(BPKFooterButton(title: "See all destinations", icon: .arrowRight, iconPosition: .trailing, size: .large)),
                        elements: [BPKCard { BPKCardContent.title("Barcelona"); BPKCardContent.subtitle("Spain · 3 nights") }])
                .padding(EdgeInsets(top: 0, leading: 32, bottom: 16, trailing: 0))
        })
    }

    @Test func materialTheming() throws {
        let twoLines = "leadingImagePosition and trailingImagePosition center, in a cell made tall by a three-line detail that wraps"
        try expectSpecParity("Snapshots/material/stereo-theming.yaml", Screen(name: "stereo-theming", theme: "material") {
            MaterialList(theming: .unthemed) {
                SelfSizingStereoCell(title: "Unthemed", detail: "Title 0.87, detail 0.6, ink 0.14 (MDCSelfSizingStereoCell.m, MDCInkView.m)",
                                     leadingImage: .icon(.wifi), trailingImage: .icon(.chevronRight),
                                     ripple: Ripple(at: Point(x: 60, y: 30), progress: 0.4))
                SelfSizingStereoCell(title: "Images centred", detail: twoLines,
                                     leadingImage: .image(asset("avatar-1.png"), size: .medium, isCircular: true),
                                     trailingImage: .icon(.bell), leadingImagePosition: .center, trailingImagePosition: .center)
            }
            Component.spacer(16)
            MaterialList(theming: .themed) {
                SelfSizingStereoCell(title: "Themed", detail: "Title, detail and icons 0.87, ink 0.16 (MDCSelfSizingStereoCell+MaterialTheming.m)",
                                     leadingImage: .icon(.wifi), trailingImage: .icon(.chevronRight),
                                     ripple: Ripple(at: Point(x: 60, y: 30), progress: 0.4))
                SelfSizingStereoCell(title: "Images at the top",
                                     detail: "The default position, in a cell made tall by a three-line detail that wraps onto more lines",
                                     leadingImage: .image(asset("avatar-1.png"), size: .medium, isCircular: true),
                                     trailingImage: .icon(.bell))
            }
        })
    }
}
