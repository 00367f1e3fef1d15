import ListshotDiff
import ListshotImage
import Testing

@Suite("DiffComposite")
struct CompositeTests {
    @Test func sideBySideLaysOutPanelsWithGaps() {
        let expected = RGBABitmap(width: 3, height: 2, filledWith: .white)
        let diff = RGBABitmap(width: 3, height: 2, filledWith: RGBAColor(red: 255, green: 0, blue: 0))
        let actual = RGBABitmap(width: 4, height: 5, filledWith: .black)
        let sheet = DiffComposite.sideBySide(expected: expected, diff: diff, actual: actual, gap: 2)
        #expect(sheet.width == 3 + 2 + 3 + 2 + 4)
        #expect(sheet.height == 5)
        #expect(sheet[0, 0] == .white)
        #expect(sheet[3, 0] == .transparent)  // gap
        #expect(sheet[5, 1] == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(sheet[10, 4] == .black)
        #expect(sheet[0, 4] == .transparent)  // below the shorter expected panel
    }

    @Test func missingDiffGivesTwoPanels() {
        let expected = RGBABitmap(width: 100, height: 200, filledWith: .white)
        let actual = RGBABitmap(width: 102, height: 200, filledWith: .black)
        let sheet = DiffComposite.sideBySide(expected: expected, diff: nil, actual: actual, gap: 4, background: .white)
        #expect(sheet.size == PixelSize(width: 206, height: 200))
        #expect(sheet[102, 0] == .white)
        #expect(sheet[104, 0] == .black)
    }
}
