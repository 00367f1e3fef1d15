import Testing
import SwiftUI
import ListshotCore

/// LazyVGrid/LazyHGrid tracks from GridItems (ViewGridLayout.tracks and the engine's lazy grid).
///
/// Apple, `GridItem.Size.flexible(minimum:maximum:)` and `.adaptive(minimum:maximum:)`
/// (developer.apple.com/documentation/swiftui/griditem/size-swift.enum): flexible is "the size of the grid
/// with spacing and inflexible items removed, divided by the number of flexible items, clamped to the
/// provided bounds"; adaptive "prefers to insert as many items of the `minimum` size as possible".
@MainActor
struct ContainersLazyGridTests {
    static let source = "developer.apple.com/documentation/swiftui/griditem/size-swift.enum"

    /// (items, available width, expected track sizes); spacing 8 unless given.
    nonisolated static let tables: [(String, [ViewGridItem], Double, [Double])] = [
        ("adaptive 80 at 393: ⌊(393 + 8) ÷ 88⌋ = 4 columns of (393 − 24) ÷ 4", [ViewGridItem(.adaptive(minimum: 80, maximum: .infinity))], 393, [92.25, 92.25, 92.25, 92.25]),
        ("adaptive 80 at 200: ⌊208 ÷ 88⌋ = 2 columns of (200 − 8) ÷ 2", [ViewGridItem(.adaptive(minimum: 80, maximum: .infinity))], 200, [96, 96]),
        ("adaptive 80 at 60: one column, clamped up to its minimum", [ViewGridItem(.adaptive(minimum: 80, maximum: .infinity))], 60, [80]),
        ("adaptive 80…90 at 393: 4 columns capped at 90", [ViewGridItem(.adaptive(minimum: 80, maximum: 90))], 393, [90, 90, 90, 90]),
        ("three flexible at 300, 10 apart", Array(repeating: ViewGridItem(.flexible(minimum: 10, maximum: .infinity), spacing: 10), count: 3), 300, [280.0 / 3, 280.0 / 3, 280.0 / 3]),
        ("fixed 100 and flexible at 300", [ViewGridItem(.fixed(100)), ViewGridItem(.flexible(minimum: 10, maximum: .infinity))], 300, [100, 192]),
        ("a flexible capped at 50 leaves the rest to the other", [ViewGridItem(.flexible(minimum: 10, maximum: 50)), ViewGridItem(.flexible(minimum: 10, maximum: .infinity))], 300, [50, 242]),
    ]

    @Test(arguments: tables)
    func tracks(description: String, items: [ViewGridItem], available: Double, expected: [Double]) {
        let sizes = ViewGridLayout.tracks(items, available: available).map(\.size)
        #expect(sizes.count == expected.count, "\(Self.source): \(description)")
        for (size, want) in zip(sizes, expected) { #expect(abs(size - want) < 1e-9, "\(Self.source): \(description)") }
    }

    func tiles(_ columns: [GridItem]) -> some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(0..<5, id: \.self) { _ in Color.blue.frame(height: 50) }
        }
    }

    @Test("An adaptive LazyVGrid wraps into the columns its width makes: 4 at 393, 2 at 200")
    func adaptiveColumnCountsAtTwoWidths() throws {
        let wide = try ContainersLayout.layout(tiles([GridItem(.adaptive(minimum: 80))]), width: 393)
        #expect(wide.rects.map(\.frame.y) == [0, 0, 0, 0, 62], "\(Self.source): four a row, 12 pt between rows")
        // 92.25 pt columns 8 apart, each edge snapped to the 3× pixel grid (within ⅓ pt).
        for (x, want) in zip(wide.rects.map(\.frame.x), [0, 100.25, 200.5, 300.75, 0]) { #expect(abs(x - want) <= 1.0 / 3 + 1e-9) }
        let narrow = try ContainersLayout.layout(tiles([GridItem(.adaptive(minimum: 80))]), width: 200)
        #expect(narrow.rects.map(\.frame.y) == [0, 0, 62, 62, 124], "\(Self.source): two a row")
        #expect(narrow.rects.first?.frame.width == 96)
    }

    @Test("Fixed columns centre in the grid's width (alignment .center)")
    func fixedColumnsAreCentred() throws {
        let list = try ContainersLayout.layout(tiles([GridItem(.fixed(100)), GridItem(.fixed(100))]), width: 300)
        // 100 + 8 + 100 = 208 of 300: 46 each side.
        #expect(list.rects.prefix(2).map(\.frame.x) == [46, 154], "developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)")
    }

    @Test("A LazyHGrid fills rows from the height offered")
    func lazyHGridRows() throws {
        let grid = LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 4) {
            ForEach(0..<3, id: \.self) { _ in Color.green.frame(width: 30) }
        }.frame(height: 108)
        let list = try ContainersLayout.layout(grid, width: 300, height: 108)
        // Two rows of (108 − 8) ÷ 2 = 50; the third tile starts the second column, 4 pt on.
        let frames = list.rects.map(\.frame)
        #expect(frames.map(\.height) == [50, 50, 50])
        #expect(frames.map(\.y) == [0, 58, 0])
        #expect(frames[2].x - frames[0].x == 34)
    }
}
