import Testing
import SwiftUI
import ListshotCore

/// GeometryReader's closure runs at the size the reader is expected to be offered
/// (docs/swiftui.md, "GeometryReader"); ViewThatFits onto Core's viewThatFits.
@MainActor
struct ContainersGeometryTests {
    static let reader = "developer.apple.com/documentation/swiftui/geometryreader"
    static let fits = "developer.apple.com/documentation/swiftui/viewthatfits"

    struct Bar: View {
        var fraction: Double
        var body: some View {
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width * fraction, height: proxy.size.height / 2)
            }
            .frame(height: 40)
        }
    }

    /// (canvas width, padding, fraction, expected bar width, expected height)
    nonisolated static let proportions: [(Double, Double, Double, Double, Double)] = [
        (400, 0, 0.25, 100, 20),
        (400, 20, 0.25, 90, 20),
        (200, 0, 0.5, 100, 20),
    ]

    @Test(arguments: proportions)
    func readerProportions(width: Double, padding: Double, fraction: Double, barWidth: Double, barHeight: Double) throws {
        let list = try ContainersLayout.layout(Bar(fraction: fraction).padding(padding), width: width, height: 300)
        let bar = try #require(list.rects.first)
        #expect(bar.frame.width == barWidth, "\(Self.reader): the proxy's size is the reader's (the width less the padding)")
        #expect(bar.frame.height == barHeight)
        #expect(bar.frame.x == padding, "\(Self.reader): content at the reader's top-leading corner")
    }

    @Test("The proxy sees the screen's content area at the root")
    func proxyAtTheRoot() {
        var seen: CGSize?
        var snapshot = SnapshotEnvironment()
        snapshot.contentSize = ProposedSize(width: 402, height: 778)
        _ = GeometryReader { proxy in
            let _ = { seen = proxy.size }()
            Color.red
        }.lowerForSnapshot(snapshot)
        #expect(seen == CGSize(width: 402, height: 778))
        // In a vertical ScrollView the reader is offered no height, and takes 0 (ViewLayoutEngine.geometryReaderSize).
        _ = ScrollView {
            GeometryReader { proxy in
                let _ = { seen = proxy.size }()
                Color.red
            }
        }.padding(.horizontal, 16).lowerForSnapshot(snapshot)
        #expect(seen == CGSize(width: 370, height: 0))
    }

    @Test("A variant is chosen by the reader's actual size, else the nearest")
    func nearestVariant() throws {
        let small = ViewGeometryVariant(size: Size(width: 100, height: 10), children: [ViewNode(.shape(.rectangle, fill: .system("systemRed"), stroke: nil)).frame(width: 10, height: 10)])
        let large = ViewGeometryVariant(size: Size(width: 300, height: 10), children: [ViewNode(.shape(.rectangle, fill: .system("systemRed"), stroke: nil)).frame(width: 30, height: 10)])
        let node = ViewNode(.geometryVariants(ViewGeometryVariants([small, large]))).frame(height: 10)
        let theme = ContainersLayout.theme
        let at280 = try ViewLayout.layout(node, width: 280, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(at280.rects.first?.frame.width == 30)
        let at100 = try ViewLayout.layout(node, width: 100, theme: theme, measurer: FixedAdvanceTextMeasurer()).displayList
        #expect(at100.rects.first?.frame.width == 10)
    }

    @Test("ViewThatFits draws the first child that fits horizontally, else the last")
    func viewThatFitsChooses() throws {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }
        let wide = try ContainersLayout.layout(view, width: 393)
        #expect(wide.rects.map(\.id) == ["view.viewThatFits[0].rectangle"], "\(Self.fits)")
        let narrow = try ContainersLayout.layout(view, width: 200)
        #expect(narrow.rects.map(\.id) == ["view.viewThatFits[1].rectangle"], "\(Self.fits)")
    }

    @Test("Color as a view fills what it is offered")
    func colorFills() throws {
        let list = try ContainersLayout.layout(Color.orange.frame(height: 30), width: 250)
        #expect(list.rects.first?.frame == Rect(x: 0, y: 0, width: 250, height: 30))
    }

    @Test("AsyncImage draws its placeholder, and says so")
    func asyncImagePlaceholder() throws {
        let url = URL(string: "https://example.com/a.png")
        let plain = AsyncImage(url: url).frame(width: 64, height: 64).lowerForSnapshot(SnapshotEnvironment())
        guard case .shape(_, let fill, _) = plain.content.first?.kind else { Issue.record("expected a shape"); return }
        #expect(fill == .system("secondarySystemFill"))
        #expect(plain.notes.contains { $0.contains("AsyncImage") })
        let custom = AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.pink }.lowerForSnapshot(SnapshotEnvironment())
        guard case .shape(_, let pink, _) = custom.content.first?.kind else { Issue.record("expected a shape"); return }
        #expect(pink == .system("systemPink"), "the placeholder closure's view")
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else { Color.yellow }
        }.lowerForSnapshot(SnapshotEnvironment())
        guard case .shape(_, let yellow, _) = phased.content.first?.kind else { Issue.record("expected a shape"); return }
        #expect(yellow == .system("systemYellow"), "the .empty phase")
    }
}
