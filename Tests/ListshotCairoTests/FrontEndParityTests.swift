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

    @Test func screenWithBarsSpecEqualsSwiftAPI() throws {
        let renderer = Renderer()
        let path = packageRoot.appendingPathComponent("Snapshots/screens/mistica-settings-movistar.yaml").path
        let spec = try renderer.spec(at: path)
        let avatar = packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png").path
        let swift = Screen(name: "mistica-settings-movistar", frame: .device(.iPhone15, .portrait), theme: "movistar",
                           navigationBar: NavigationBar(title: "Settings", display: .large, back: "Account", trailing: [.icon(.search)],
                                                        search: "Search settings"),
                           tabBar: TabBar(selected: 2, items: [
                               TabItem(icon: .home, label: "Home"), TabItem(icon: .card, label: "Bills", badge: "1"),
                               TabItem(icon: .settings, label: "Settings"), TabItem(icon: .user, label: "Account"),
                           ])) {
            CellList(style: .boxed) {
                Cell(title: "Ana García", subtitle: "Movistar Fusión", assetType: .image(avatar), control: .navigation())
            }
            CellList(style: .fullwidth) {
                Cell(title: "Data usage", subtitle: "12.4 GB of 20 GB", assetType: .largeIcon(.wifi), control: .navigation())
                Cell(title: "Notifications", assetType: .largeIcon(.bell), control: .navigation(badge: .count(3)))
                Cell(title: "Roaming", assetType: .largeIcon(.phone), control: .switch(isOn: false))
                Cell(title: "Favourites", assetType: .largeIcon(.heart), control: .navigation())
                Cell(title: "Help", assetType: .largeIcon(.info), control: .navigation())
            }
        }
        for variant in spec.variants {
            var expected = swift.with(appearance: variant.screen.appearance)
            expected.direction = variant.screen.direction
            let fromSpec = try renderer.layout(variant.screen, specPath: path).displayList
            #expect(fromSpec == (try renderer.layout(expected)).displayList, "\(variant.fileStem)")
        }
    }
}
