import ListshotCore
import Testing

/// A standalone Mistica section title (`TitleView` title1) with the fake measurer: the figures of
/// the title above a cell list, uppercased, on the background.
@Suite("Mistica section title")
struct SectionTitleLayoutTests {
    @Test func titleOneFigures() throws {
        let list = try layoutScreen([.sectionTitle(SectionTitle("Connectivity"))]).displayList
        let background = try #require(list.items.first { $0.id == "sectionTitle[0].background" })
        let text = try #require(list.texts.first { $0.id == "sectionTitle[0]" }?.text)
        guard case .rect(let rect) = background.primitive else { Issue.record("the background is not a rect"); return }
        #expect(rect.frame == Rect(x: 0, y: 0, width: 393, height: 40))
        #expect(text.request.text == "CONNECTIVITY")
        #expect(text.frame.x == 16 && text.frame.y == 16)
        #expect(text.request.style.weight == .medium)
    }

    @Test func sameAsTheTitleAboveAList() throws {
        let standalone = try layoutScreen([.sectionTitle(SectionTitle("Devices")), .cellList(CellList(cells: [Cell(title: "A")]))]).displayList
        let above = try layoutScreen([.cellList(CellList(title: "Devices", cells: [Cell(title: "A")]))]).displayList
        let titleFrame = { (list: DisplayList, id: String) in list.texts.first { $0.id == id }?.text.frame }
        #expect(titleFrame(standalone, "sectionTitle[0]") == titleFrame(above, "list[0].title"))
    }

    @Test func anEmptyTitleIsAnError() {
        #expect(throws: LayoutError.self) { try layoutScreen([.sectionTitle(SectionTitle(""))]) }
    }
}
