import Foundation
import Listshot
import Testing

/// The divided-card and intrinsic-image catalog specs and the Swift API give the same display list
/// (docs/backpack.md "Divided card", docs/material.md "Layout").
@Suite("Spec and Swift API parity: divided card, intrinsic stereo images")
struct DividedCardParityTests {
    func asset(_ name: String) -> String { catalogAsset(name + ".png") }


    @Test func dividedCards() throws {
        let swift = Screen(name: "divided-card", frame: .fit(width: 393, scale: 2), theme: "backpack") {
            BPKCardList(title: "Divided cards", layout: .stack, elements: [
                BPKCard.divided(primary: [.vStack([.text("Default", style: .heading3), .body("Primary content above a 1 pt line divider")], spacing: 4, padding: 16)],
                                secondary: [.vStack([.body("Secondary content")], spacing: 8, padding: 16)]),
                BPKCard.divided(elevation: .focus,
                                primary: [.vStack([.text("Focused", style: .heading3), .body("Shadow lg on surfaceElevated")], spacing: 4, padding: 16)],
                                secondary: [.vStack([.price("£240", note: "per night")], spacing: 8, padding: 16)]),
                BPKCard.divided(elevation: .none, primary: [.title("Not elevated, no padding")], secondary: [.body("Parts bring their own padding")]),
            ])
            Component.spacer(16)
        }
        try expectSpecParity("Snapshots/backpack/divided-card.yaml", swift)
    }

    @Test func intrinsicStereoImages() throws {
        let swift = Screen(name: "stereo-intrinsic", frame: .fit(width: 393, scale: 2), theme: "material") {
            MaterialList {
                SelfSizingStereoCell(title: "A 24×16 flag keeps its size", detail: "flag@2x.png is 48×32 px; 16 tall, so the margin stays 16",
                                     leadingImage: .intrinsicImage(asset("flag@2x"), intrinsicSize: Size(width: 24, height: 16)))
                SelfSizingStereoCell(title: "A 240×160 photo scales to 56×37", detail: "Aspect-fit down to 56 wide; 37 tall, so the margin stays 16",
                                     leadingImage: .intrinsicImage(asset("landscape"), intrinsicSize: Size(width: 240, height: 160)))
                SelfSizingStereoCell(title: "A 160×160 avatar scales to 56×56", detail: "Taller than 40, so the margin is 8",
                                     leadingImage: .intrinsicImage(asset("avatar-1"), intrinsicSize: Size(width: 160, height: 160), isCircular: true),
                                     trailingImage: .intrinsicImage(asset("flag@2x"), intrinsicSize: Size(width: 24, height: 16)))
            }
        }
        try expectSpecParity("Snapshots/material/stereo-intrinsic.yaml", swift)
    }
}
