import ListshotCore
import Testing

/// Whole trees: many nodes, unique ids, and the canvas.
@Suite("ViewNode layout: trees")
struct ViewLayoutTreeTests {
    /// One row of 11 views: an h-stack of an icon, a title column, a spacer, a badge and a time.
    static func row(_ index: Int) -> ViewNode {
        ViewNode.hstack(spacing: 12, [
            ViewNode.icon(.star, size: 24),
            ViewNode.vstack(alignment: .leading, spacing: 2, [
                ViewNode.text("Row \(index)"),
                ViewNode.text("Detail of row \(index), which wraps when it is long enough", font: .preset(2, weight: .regular), lineLimit: 2),
            ]),
            ViewNode.spacer(),
            ViewNode.zstack([ViewNode.shape(.capsule, fill: .literal(.black)), ViewNode.text("\(index % 10)", color: .literal(.white))])
                .frame(width: 24, height: 24),
            ViewNode.text("9:41", font: .preset(1, weight: .regular)),
        ]).padding(EdgeInsets(horizontal: 16, vertical: 8))
    }

    @Test("A tree of more than 1000 views lays out, and every drawn item has its own id")
    func thousandNodes() throws {
        let tree = ViewNode.vstack(spacing: 0, (0..<100).map { Self.row($0) }.flatMap { [$0, ViewNode.divider] })
        let list = try layoutView(tree, scale: 1)
        #expect(count(tree) > 1000)
        let drawn = list.items.filter {
            switch $0.primitive {
            case .popClip, .popOpacity, .popTransform: return false
            default: return true
            }
        }
        #expect(Set(drawn.map(\.id)).count == drawn.count)
        #expect(list.texts.count == 400)
        #expect(list.item("view.vstack[198].hstack[3].zstack[1].text") != nil)
        #expect(list.size.height > 0 && list.size.height.isFinite)
    }

    @Test("maxHeight .infinity is the view's own height when offered none, and the offer when given one")
    func infiniteMaximumHeight() throws {
        // developer.apple.com/documentation/swiftui/proposedviewsize: nil asks for the ideal size.
        let view = ViewNode.text("Hi").frame(maxHeight: .infinity)
        #expect(try layoutView(view).size.height == 24)
        #expect(try layoutView(view, height: 200).frame("view.text")?.y == 88)
    }

    @Test("Nesting deeper than the limit is an error, not a crash")
    func depthLimit() {
        var view = ViewNode.text("deep")
        for _ in 0..<80 { view = ViewNode.vstack([view]) }
        #expect(throws: LayoutError.self) { try layoutView(view) }
    }

    func count(_ view: ViewNode) -> Int {
        switch view.kind {
        case .vstack(let children, _, _), .hstack(let children, _, _), .zstack(let children, _):
            return 1 + children.reduce(0) { $0 + count($1) }
        default:
            return 1
        }
    }
}
