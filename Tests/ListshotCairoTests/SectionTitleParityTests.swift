import Listshot
import Testing

/// The section-title catalog spec and the same screen written with the Swift API give the same display list.
@Suite("Spec and Swift API parity: Mistica section titles")
struct SectionTitleParityTests {
    @Test func sectionTitlesSpecEqualsSwiftAPI() throws {
        let swift = Screen(name: "section-titles", theme: "movistar") {
            SectionTitle("Connectivity")
            CellList(style: .fullwidth) {
                Cell(title: "Wi-Fi", assetType: .smallIcon(.wifi), control: .switch(isOn: true))
                Cell(title: "Mobile data", assetType: .smallIcon(.phone), control: .navigation())
            }
            SectionTitle("Notifications")
            CellList(style: .boxed) {
                Cell(title: "Alerts", assetType: .smallIcon(.bell), control: .navigation(badge: .count(3)))
            }
        }
        try expectSpecParity("Snapshots/mistica/section-titles.yaml", swift)
    }
}
