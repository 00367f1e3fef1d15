@testable import ListshotCore
import Testing

/// `frame(idealWidth:idealHeight:)`: the frame's size when it is offered nil.
@Suite("ViewNode layout: ideal frames")
struct ViewLayoutIdealFrameTests {
    static let apple = "developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)"
    static let openSwiftUI = "Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift FlexFrameLayout @ 069dd80"

    /// (source, view, proposal, size)
    static let rows: [(String, ViewNode, ProposedSize, Size)] = [
        ("\(apple); \(openSwiftUI) sizeThatFits: offered nil, the frame is its ideal size",
         ViewNode.shape(.rectangle).frame(idealWidth: 120, idealHeight: 40), .unspecified, Size(width: 120, height: 40)),
        ("\(openSwiftUI): offered a length, the ideal is not used",
         ViewNode.shape(.rectangle).frame(idealWidth: 120, idealHeight: 40), ProposedSize(width: 200, height: 30), Size(width: 200, height: 30)),
        ("\(openSwiftUI): one axis ideal, the other the view's own ideal (a shape's 10)",
         ViewNode.shape(.rectangle).frame(idealWidth: 120), .unspecified, Size(width: 120, height: 10)),
        ("\(openSwiftUI) init: the ideal is at least the minimum",
         ViewNode.shape(.rectangle).frame(minWidth: 50, idealWidth: 20), .unspecified, Size(width: 50, height: 10)),
        ("\(openSwiftUI) childProposal: the view is offered the ideal (text wraps at 40)",
         ViewNode.text("aaaa aaaa").frame(idealWidth: 40), .unspecified, Size(width: 40, height: 48)),
        ("developer.apple.com/documentation/swiftui/view/fixedsize(): fixedSize() proposes nil, so the ideal frame wins inside a wider row",
         ViewNode.hstack(spacing: 0, [ViewNode.shape(.rectangle).frame(idealWidth: 30, idealHeight: 10).fixedSize(), ViewNode.spacer()]),
         ProposedSize(width: 393, height: nil), Size(width: 393, height: 10)),
    ]

    @Test(arguments: rows)
    func idealFrames(source: String, view: ViewNode, proposal: ProposedSize, expected: Size) throws {
        #expect(try sizeOf(view, proposal) == expected, "\(source)")
    }

    @Test("Inside fixedSize(), a frame with an ideal width is drawn that wide — FrameLayout.swift @ 069dd80")
    func idealFramePlaced() throws {
        let view = ViewNode.hstack(spacing: 0, [ViewNode.shape(.rectangle).frame(idealWidth: 30, idealHeight: 10).fixedSize(), ViewNode.spacer()])
        let list = try layoutView(view)
        #expect(list.frame("view.hstack[0].rectangle") == Rect(x: 0, y: 0, width: 30, height: 10))
    }
}
