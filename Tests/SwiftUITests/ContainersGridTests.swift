import Testing
import SwiftUI
import ListshotCore

/// Grid and GridRow laid out by ViewLayoutEngine+Grid.swift.
///
/// Apple, `Grid` (developer.apple.com/documentation/swiftui/grid): "The grid sets the width of each
/// column based on the widest cell in that column, and the height of each row based on the tallest
/// cell in that row"; a view that is not a GridRow "creates a row that spans all of the grid's columns";
/// cells are centred by default (`alignment: .center`).
@MainActor
struct ContainersGridTests {
    static let source = "developer.apple.com/documentation/swiftui/grid"

    func box(_ width: Double, _ height: Double) -> some View { Color.red.frame(width: width, height: height) }

    @Test("Columns are as wide as their widest cell; cells are centred in their areas")
    func columnsTakeTheWidestCell() throws {
        let list = try ContainersLayout.layout(Grid(horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow { box(40, 10); box(20, 30) }
            GridRow { box(60, 10); box(30, 10) }
        }, width: 393)
        // Column 0 is 60 wide (the second row's cell), column 1 is 30, 8 apart; row 0 is 30 tall.
        #expect(list.rectFrame("view.grid[0].gridRow[0].rectangle") == Rect(x: 10, y: 10, width: 40, height: 10), "\(Self.source)")
        #expect(list.rectFrame("view.grid[0].gridRow[1].rectangle") == Rect(x: 73, y: 0, width: 20, height: 30), "\(Self.source)")
        #expect(list.rectFrame("view.grid[1].gridRow[0].rectangle") == Rect(x: 0, y: 34, width: 60, height: 10), "\(Self.source)")
        #expect(list.rectFrame("view.grid[1].gridRow[1].rectangle") == Rect(x: 68, y: 34, width: 30, height: 10), "\(Self.source)")
    }

    @Test("A Divider outside a GridRow spans the columns without widening the grid")
    func dividerSpansTheColumns() throws {
        let list = try ContainersLayout.layout(Grid(horizontalSpacing: 8) {
            GridRow { box(40, 10); box(20, 10) }
            Divider()
        }, width: 393)
        let divider = try #require(list.rectFrame("view.grid[1].divider"))
        #expect(divider.x == 0 && divider.width == 68, "\(Self.source): the divider is as wide as the columns (40 + 8 + 20)")
        #expect(divider.y == 18, "\(Self.source): below the row and the default 8 pt spacing")
    }

    @Test("Grid alignment, gridColumnAlignment and gridCellColumns")
    func alignmentsAndSpans() throws {
        let list = try ContainersLayout.layout(Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { box(40, 10); box(20, 10).gridColumnAlignment(.trailing) }
            GridRow { box(60, 10); box(50, 10) }
            GridRow { box(30, 10).gridCellColumns(2) }
        }, width: 393)
        #expect(list.rectFrame("view.grid[0].gridRow[0].rectangle")?.x == 0, "\(Self.source): alignment .leading")
        // Column 1 starts at 70 and is 50 wide; trailing puts the 20 pt cell at 100.
        #expect(list.rectFrame("view.grid[0].gridRow[1].rectangle")?.x == 100,
                "developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)")
        #expect(list.rectFrame("view.grid[1].gridRow[1].rectangle")?.x == 70, "the column's alignment reaches every row")
        // The spanning cell's area is both columns (0…120); leading puts it at 0.
        let spanning = try #require(list.rectFrame("view.grid[2].gridRow[0].rectangle"))
        #expect(spanning == Rect(x: 0, y: 20, width: 30, height: 10), "developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)")
    }

    @Test("A flexible cell (Color) takes the width the fixed columns leave")
    func flexibleCellTakesTheRest() throws {
        let list = try ContainersLayout.layout(Grid(horizontalSpacing: 8) {
            GridRow { box(40, 10); Color.blue.frame(height: 10) }
        }, width: 200)
        #expect(list.rectFrame("view.grid[0].gridRow[1].rectangle") == Rect(x: 48, y: 0, width: 152, height: 10))
    }

    @Test("A GridRow outside a Grid lays out as an HStack")
    func gridRowAlone() throws {
        let list = try ContainersLayout.layout(GridRow { box(40, 10); box(20, 10) }.frame(width: 100, alignment: .leading), width: 100)
        #expect(list.rects.map(\.frame.x) == [0, 48], "an HStack's default 8 pt spacing")
    }
}
