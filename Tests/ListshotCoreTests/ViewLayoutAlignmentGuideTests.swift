@testable import ListshotCore
import Testing

/// `alignmentGuide(_:computeValue:)` as a fixed offset or a fraction: a stack lines its children's
/// guides up for its alignment.
@Suite("ViewNode layout: alignment guides")
struct ViewLayoutAlignmentGuideTests {
    static let source = "developer.apple.com/documentation/swiftui/aligning-views-across-stacks; "
        + "OpenSwiftUI StackLayout.swift (minor origin = −alignment value) @ 069dd80"

    /// (source, stack, expected frames by id)
    static let rows: [(String, ViewNode, [String: Rect])] = [
        ("\(source): a leading guide of −20 indents the view 20 pt; the stack grows by 20",
         ViewNode.vstack(alignment: .leading, spacing: 0, [box(50, 10), box(50, 10).alignmentGuide(.leading, .offset(-20))]),
         ["view.vstack[0].rectangle": Rect(x: 0, y: 0, width: 50, height: 10),
          "view.vstack[1].rectangle": Rect(x: 20, y: 0 + 10, width: 50, height: 10)]),
        ("\(source): a guide for another alignment does not move the view",
         ViewNode.vstack(alignment: .leading, spacing: 0, [box(50, 10), box(50, 10).alignmentGuide(.trailing, .offset(-20))]),
         ["view.vstack[1].rectangle": Rect(x: 0, y: 10, width: 50, height: 10)]),
        ("\(source): a fraction of the width — the view's middle on the others' leading edge",
         ViewNode.vstack(alignment: .leading, spacing: 0, [box(40, 10), box(20, 10).alignmentGuide(.leading, .fraction(0.5))]),
         ["view.vstack[0].rectangle": Rect(x: 10, y: 0, width: 40, height: 10),
          "view.vstack[1].rectangle": Rect(x: 0, y: 10, width: 20, height: 10)]),
        ("\(source): in an HStack, a top guide of 10 raises the view 10 above its siblings' tops",
         ViewNode.hstack(alignment: .top, spacing: 0, [box(10, 20), box(10, 20).alignmentGuide(.top, .offset(10))]),
         ["view.hstack[0].rectangle": Rect(x: 0, y: 10, width: 10, height: 20),
          "view.hstack[1].rectangle": Rect(x: 10, y: 0, width: 10, height: 20)]),
        ("\(source): a centre guide at a quarter of the height",
         ViewNode.hstack(spacing: 0, [box(10, 40), box(10, 40).alignmentGuide(VerticalAlignment.center, .fraction(0.25))]),
         ["view.hstack[0].rectangle": Rect(x: 0, y: 0, width: 10, height: 40),
          "view.hstack[1].rectangle": Rect(x: 10, y: 10, width: 10, height: 40)]),
    ]

    @Test(arguments: rows)
    func guidesLineUp(source: String, view: ViewNode, expected: [String: Rect]) throws {
        let list = try layoutView(view)
        for (id, frame) in expected {
            #expect(list.frame(id) == frame, "\(id) — \(source)")
        }
    }

    @Test("The stack is as thick as its lined-up children")
    func stackThickness() throws {
        let view = ViewNode.vstack(alignment: .leading, spacing: 0, [box(50, 10), box(50, 10).alignmentGuide(.leading, .offset(-20))])
        #expect(try sizeOf(view, .unspecified) == Size(width: 70, height: 20))
    }

    @Test("An alignment guide out of range is a located layout error, not a crash")
    func outOfRange() throws {
        let view = ViewNode.vstack([box(10, 10).alignmentGuide(.leading, .offset(.infinity))])
        #expect(throws: LayoutError.self) { try layoutView(view) }
    }
}
