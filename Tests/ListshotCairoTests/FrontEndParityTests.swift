import Foundation
import Listshot
import Testing

/// A spec file and the Swift API describe the same screen, so they must give the same display list.
@Suite("Spec and Swift API parity")
struct FrontEndParityTests {
    @Test func boxedCellsSpecEqualsSwiftAPI() throws {
        let renderer = Renderer()
        let path = packageRoot.appendingPathComponent("Snapshots/mistica/boxed-cells.yaml").path
        let spec = try renderer.spec(at: path)
        let avatar = packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png").path
        let swift = Screen(name: "boxed-cells", theme: "movistar") {
            CellList(style: .boxed) {
                Cell(title: "Title", subtitle: "Subtitle",
                     description: "A longer description that wraps onto a second line when it runs out of room",
                     headline: .tag(Tag(style: .promo, text: "Promo")), assetType: .image(avatar),
                     control: .navigation(badge: .count(3)))
                Cell(title: "Only a title", assetType: .largeIcon(.star), control: .navigation())
                Cell(title: "Wi-Fi", subtitle: "Connected", assetType: .smallIcon(.wifi), control: .switch(isOn: true))
            }
        }
        for appearance in Appearance.allCases {
            let fromSpec = try renderer.layout(spec.screen.with(appearance: appearance), specPath: path).displayList
            let fromSwift = try renderer.layout(swift.with(appearance: appearance)).displayList
            #expect(fromSpec == fromSwift, "\(appearance)")
        }
    }
}
