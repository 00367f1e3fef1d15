import ListshotCore
import Testing

/// `DisplayListDiff.elements(inPixels:of:)`: the elements a box of changed pixels names.
@Suite("Elements under changed pixels")
struct DisplayListDiffElementsTests {
    /// At 2×: a background, a cell (0…100 × 0…40 pt) with a title inside it, and a separate badge.
    static let list = DisplayList(size: Size(width: 200, height: 200), scale: 2, items: [
        DisplayItem(id: "background", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 200, height: 200), fill: .solid(.white)))),
        DisplayItem(id: "list[0].cell[0]", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 40), fill: .solid(.white)))),
        DisplayItem(id: "list[0].cell[0].title", .rect(RectPrimitive(frame: Rect(x: 10, y: 10, width: 50, height: 10), fill: .solid(.white)))),
        DisplayItem(id: "badge", .rect(RectPrimitive(frame: Rect(x: 150, y: 150, width: 20, height: 20), fill: .solid(.white)))),
    ])

    @Test(arguments: [
        (Rect(x: 30, y: 30, width: 4, height: 4), ["list[0].cell[0].title"], "inside the title: the title, not its cell"),
        (Rect(x: 2, y: 60, width: 4, height: 4), ["list[0].cell[0]"], "in the cell outside the title: the cell"),
        (Rect(x: 390, y: 390, width: 4, height: 4), [String](), "only the background: nothing"),
        (Rect(x: 0, y: 0, width: 400, height: 400), ["badge", "list[0].cell[0].title"], "everything: the leaves, smallest first"),
        (Rect(x: 300, y: 300, width: 1, height: 1), ["badge"], "one pixel inside a frame"),
    ])
    func namesTheSmallestElements(box: Rect, expected: [String], why: String) {
        #expect(DisplayListDiff.elements(inPixels: box, of: Self.list) == expected, "\(why)")
    }

    @Test func theLimitIsKept() {
        #expect(DisplayListDiff.elements(inPixels: Rect(x: 0, y: 0, width: 400, height: 400), of: Self.list, limit: 1) == ["badge"])
        #expect(DisplayListDiff.elements(inPixels: Rect(x: 0, y: 0, width: 400, height: 400), of: Self.list, limit: 0).isEmpty)
    }
}
