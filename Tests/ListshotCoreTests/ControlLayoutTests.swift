import ListshotCore
import Testing

/// Section C figures (docs/components.md §1.2) with the fake measurer (0.5 × size per character).
/// A title-only fullwidth row is 72 tall, so centred controls sit on y = 36; the trailing
/// padding puts every control's right edge at 393 − 16 = 377.
@Suite("Mistica controls")
struct ControlLayoutTests {
    static let trailingEdge: Double = 393 - 16

    @Test(arguments: [
        // (control, element, expected size) — switch 51×31, checkbox 18 in a 24 box, radio 20, icon 24,
        // button "Buy" 3 × 7 + 2 × 16 wide and 32 tall, text "12 GB" 5 × 7 wide on a 20 line box.
        (CellControl.checkbox(isChecked: false), "control.checkbox", Size(width: 18, height: 18), 3.0),
        (CellControl.checkbox(isChecked: true), "control.checkbox", Size(width: 18, height: 18), 3.0),
        (CellControl.radio(isSelected: true), "control.radio", Size(width: 20, height: 20), 2.0),
        (CellControl.radio(isSelected: false), "control.radio", Size(width: 20, height: 20), 2.0),
        (CellControl.icon(.info), "control.icon", Size(width: 24, height: 24), 0.0),
        (CellControl.button("Buy"), "control.button", Size(width: 53, height: 32), 0.0),
        (CellControl.text("12 GB"), "control.text", Size(width: 35, height: 20), 0.0),
    ])
    func controlsAreSizedAndCentredWithOnlyATitle(control: CellControl, element: String, size: Size, inset: Double) throws {
        let list = try layoutCells([Cell(title: "Title", control: control)])
        let frame = try #require(list.frame("list[0].cell[0].\(element)"))
        #expect(frame.size == size)
        #expect(frame.maxX == Self.trailingEdge - inset)
        #expect(frame.midY == 36)
    }

    @Test func switchTopAlignsWithTheTextUnlessCentred() throws {
        // Column: title 24 + 2 + subtitle 20 = 46; row 46 + 2 × 16 = 78; the text starts at 16.
        let top = try layoutCells([Cell(title: "Title", subtitle: "Sub", control: .switch(isOn: true))])
        #expect(top.frame("list[0].cell[0].control.track")?.y == 16)
        #expect(top.labelBox("list[0].cell[0].title", minimum: 24)?.y == 16)
        let centred = try layoutCells([Cell(title: "Title", subtitle: "Sub", control: .verticallyCentered(.switch(isOn: true)))])
        let track = try #require(centred.frame("list[0].cell[0].control.track"))
        #expect(abs(track.midY - 39) < 0.2)
    }

    @Test func navigationCentresEvenWithAColumn() throws {
        let list = try layoutCells([Cell(title: "T", subtitle: "S", description: "D", control: .navigation(badge: .count(4)))])
        let cell = try #require(list.frame("list[0].cell[0]"))
        #expect(list.frame("list[0].cell[0].control.chevron")?.midY == cell.midY)
        #expect(list.frame("list[0].cell[0].control.badge")?.midY == cell.midY)
    }

    @Test func textValueIsCappedAt40PercentOfTheRow() throws {
        let list = try layoutCells([Cell(title: "T", control: .text(String(repeating: "long value ", count: 10)))])
        let frame = try #require(list.frame("list[0].cell[0].control.text"))
        #expect(frame.width <= (393 - 32) * 0.4)
        guard case .text(let text)? = list.item("list[0].cell[0].control.text")?.primitive else { Issue.record("no text"); return }
        #expect(text.request.maxLines == 1)
        #expect(list.frame("list[0].cell[0].title")?.maxX ?? 999 <= frame.minX - 16)
    }

    @Test func buttonCornersFollowTheTheme() throws {
        let pill = try layoutScreen([.cellList(CellList(cells: [Cell(title: "T", control: .button("Go"))]))],
                                    theme: TestTheme.make(radii: ["button": 999])).displayList
        guard case .rect(let rect)? = pill.item("list[0].cell[0].control.button")?.primitive else { Issue.record("no button"); return }
        #expect(rect.cornerRadius == 16)
        let square = try layoutScreen([.cellList(CellList(cells: [Cell(title: "T", control: .button("Go"))]))],
                                      theme: TestTheme.make(radii: ["button": 4])).displayList
        guard case .rect(let four)? = square.item("list[0].cell[0].control.button")?.primitive else { Issue.record("no button"); return }
        #expect(four.cornerRadius == 4)
    }

    @Test func boxedInverseTintsControlsWithInverse() throws {
        let theme = TestTheme.make()
        let inverse = try #require(theme.colors["inverse"])
        let list = try layoutCells([Cell(title: "A", control: .switch(isOn: true)), Cell(title: "B", control: .checkbox(isChecked: true)),
                                    Cell(title: "C", control: .radio(isSelected: true))], style: .boxedInverse)
        #expect(list.fill("list[0].cell[0].control.track") == inverse)
        #expect(list.fill("list[0].cell[1].control.checkbox") == inverse)
        #expect(list.fill("list[0].cell[2].control.radio") == inverse)
        let plain = try layoutCells([Cell(title: "A", control: .switch(isOn: true))])
        #expect(plain.fill("list[0].cell[0].control.track") == theme.colors["controlActivated"])
    }

    @Test func uncheckedControlsAreTwoPointOutlines() throws {
        let list = try layoutCells([Cell(title: "A", control: .checkbox(isChecked: false)), Cell(title: "B", control: .radio(isSelected: false))])
        guard case .rect(let box)? = list.item("list[0].cell[0].control.checkbox")?.primitive,
              case .ellipse(let ring)? = list.item("list[0].cell[1].control.radio")?.primitive else { Issue.record("missing"); return }
        #expect(box.stroke?.width == 2 && box.fill == nil)
        #expect(ring.stroke?.width == 2 && ring.fill == nil)
        #expect(box.stroke?.color == TestTheme.make().colors["control"]?.primaryColor)
    }
}
