@testable import ListshotCore
import Testing

/// `HStack(alignment: .firstTextBaseline)` and `.lastTextBaseline` with the fake measurer, whose
/// baseline is 0.8 × the font size below the top of a natural line (FixedAdvanceTextMeasurer).
@Suite("ViewNode layout: text baselines")
struct ViewLayoutBaselineTests {
    static let apple = "developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline"
    static let oswift = "OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/VerticalAlignment.swift @ aa1d8a8"

    static func text(_ string: String, _ size: Double) -> ViewNode {
        ViewNode.text(string, font: .system(size: size, weight: .regular))
    }

    /// (source, stack, expected frames by id)
    static let rows: [(String, ViewNode, [String: Rect])] = [
        ("\(apple): a 40 pt title (baseline 32) and a 10 pt caption (baseline 8) share their first baseline",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0, [text("Title", 40), text("Cap", 10)]),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 100, height: 40),
          "view.hstack[1].text": Rect(x: 100, y: 24, width: 15, height: 10)]),
        ("\(oswift): a view without text aligns its bottom edge (default value = height) with the baseline",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0, [text("Title", 40), box(10, 10)]),
         ["view.hstack[1].rectangle": Rect(x: 100, y: 22, width: 10, height: 10)]),
        ("\(apple): firstTextBaseline uses the top-most line of a two-line text (baseline 16)",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0, [text("A\nB", 20), text("c", 10)]),
         ["view.hstack[1].text": Rect(x: 10, y: 8, width: 5, height: 10)]),
        ("developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline: the bottom-most line (baseline 20 + 16)",
         ViewNode.hstack(alignment: .lastTextBaseline, spacing: 0, [text("A\nB", 20), text("c", 10)]),
         ["view.hstack[1].text": Rect(x: 10, y: 28, width: 5, height: 10)]),
        ("\(oswift): a VStack's first baseline is its top-most child's (the minimum), offset by the child's position",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0,
                         [ViewNode.vstack(spacing: 0, [box(10, 30), text("A", 20)]), text("c", 10)]),
         ["view.hstack[1].text": Rect(x: 10, y: 38, width: 5, height: 10)]),
        ("\(oswift): a VStack's last baseline is its bottom-most child's (the maximum)",
         ViewNode.hstack(alignment: .lastTextBaseline, spacing: 0,
                         [ViewNode.vstack(spacing: 0, [text("A", 20), text("B", 20)]), text("c", 10)]),
         ["view.hstack[1].text": Rect(x: 10, y: 28, width: 5, height: 10)]),
        ("\(apple): padding moves the text, and its baseline, down by its top inset",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0, [text("A", 20).padding(.top, 10), text("c", 10)]),
         ["view.hstack[0].text": Rect(x: 0, y: 10, width: 10, height: 20),
          "view.hstack[1].text": Rect(x: 10, y: 18, width: 5, height: 10)]),
        ("developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:) (the VerticalAlignment overload): a baseline guide of 10 replaces the text's baseline",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0,
                         [text("A", 20).alignmentGuide(VerticalAlignment.firstTextBaseline, .offset(10)), text("c", 10)]),
         ["view.hstack[0].text": Rect(x: 0, y: 0, width: 10, height: 20),
          "view.hstack[1].text": Rect(x: 10, y: 2, width: 5, height: 10)]),
        ("\(apple): a frame aligns its text at the bottom and moves the baseline with it",
         ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0,
                         [text("A", 20).frame(height: 50, alignment: .bottom), text("c", 10)]),
         ["view.hstack[0].text": Rect(x: 0, y: 30, width: 10, height: 20),
          "view.hstack[1].text": Rect(x: 10, y: 38, width: 5, height: 10)]),
    ]

    @Test(arguments: rows)
    func baselinesLineUp(source: String, view: ViewNode, expected: [String: Rect]) throws {
        let list = try layoutView(view)
        for (id, frame) in expected {
            #expect(list.frame(id) == frame, "\(id) — \(source)")
        }
    }

    @Test("The stack reaches the highest text above the baseline and the deepest below it")
    func stackThickness() throws {
        let view = ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0, [Self.text("Title", 40), Self.text("A\nB\nC", 10)])
        // Title: 32 above, 8 below; caption: 8 above, 22 below.
        #expect(try sizeOf(view, .unspecified) == Size(width: 105, height: 32 + 22))
    }

    @Test("The fake measurer's baselines follow its documented rule: a glyph box centred in each line, 0.8 × size down")
    func fakeMeasurerBaselines() {
        let style = TextStyle(fontFamily: "Test", size: 20, weight: .regular, lineHeight: 30, rule: .exact)
        let m = FixedAdvanceTextMeasurer().measure(TextRequest(text: "A\nB", style: style, width: 100))
        #expect(m.firstBaseline == 21)
        #expect(m.lastBaseline == 51)
    }

    @Test("HStack(alignment: .firstTextBaseline) from the SwiftUI-named API builds the baseline stack")
    func swiftAPI() throws {
        let stack = HStack(alignment: .firstTextBaseline) { Text("A") }
        #expect(stack.alignment == .firstTextBaseline)
    }
}
