import Testing
@testable import ListshotCore

/// A list that grows past the canvas limit stops at the row where it does, not after laying out
/// every remaining row.
@Suite("Early canvas limit")
struct EarlyCanvasLimitTests {
    /// Counts measurements, to show how much layout ran before the error.
    final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
        let inner = FixedAdvanceTextMeasurer()
        var calls = 0
        func measure(_ request: TextRequest) -> TextMeasurement {
            calls += 1
            return inner.measure(request)
        }
    }

    static func screen(cells: Int, frame: ScreenFrame) -> Screen {
        Screen(frame: frame, content: [.cellList(CellList(style: .fullwidth, cells: (0..<cells).map { Cell(title: "Row \($0)") }))])
    }

    @Test func aTallListStopsWhereItPassesTheLimit() throws {
        let measurer = CountingMeasurer()
        do {
            _ = try ScreenLayout.layout(Self.screen(cells: 1000, frame: .fit(width: 393, scale: 3)), theme: TestTheme.make(), measurer: measurer)
            Issue.record("a 1000-row list at 3× passed the 16384 px limit")
        } catch {
            guard case .contentTooTall(let element, let pixels) = error else { Issue.record("\(error)"); return }
            #expect(element.hasPrefix("list[0].cell["))
            #expect(pixels > maximumCanvasSide)
            #expect(error.description.contains("past the limit of 16384 px"))
        }
        #expect(measurer.calls < 1000, "layout went on for \(measurer.calls) measurements")
    }

    @Test func aListJustUnderTheLimitStillLaysOut() throws {
        // With the fake measurer a row is 72 pt: 227 rows make 16344 px at 1×, 40 px under the limit.
        let result = try ScreenLayout.layout(Self.screen(cells: 227, frame: .fit(width: 393, scale: 1)), theme: TestTheme.make(),
                                             measurer: FixedAdvanceTextMeasurer())
        #expect(result.displayList.pixelSize.height <= maximumCanvasSide)
        #expect(result.displayList.pixelSize.height > maximumCanvasSide - 100)
    }

    @Test func aFixedFrameCutsInsteadOfFailing() throws {
        let result = try ScreenLayout.layout(Self.screen(cells: 1000, frame: .custom(width: 393, height: 800, scale: 3)),
                                             theme: TestTheme.make(), measurer: FixedAdvanceTextMeasurer())
        #expect(result.displayList.size.height == 800)
    }
}
