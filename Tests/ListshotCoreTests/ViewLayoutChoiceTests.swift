import Foundation
import ListshotCore
import Testing

/// ViewThatFits, GeometryReader, background alignment and truncation modes.
@Suite("ViewNode layout: ViewThatFits, GeometryReader, backgrounds, truncation")
struct ViewLayoutChoiceTests {
    static let viewThatFits = "developer.apple.com/documentation/swiftui/viewthatfits"
    static let geometry = "OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift @ 069dd80 (GeometryReaderLayout)"

    /// (source, axes, proposal, the id drawn)
    static let choices: [(String, ViewAxes, ProposedSize, String)] = [
        ("\(viewThatFits): the first child that fits", .both, ProposedSize(width: 200, height: 100), "view.viewThatFits[0].rectangle"),
        ("\(viewThatFits): the first is too wide, the second fits", .both, ProposedSize(width: 90, height: 100), "view.viewThatFits[1].rectangle"),
        ("\(viewThatFits): none fits, the last", .both, ProposedSize(width: 10, height: 10), "view.viewThatFits[2].rectangle"),
        ("\(viewThatFits): only the constrained axis counts", .horizontal, ProposedSize(width: 200, height: 1), "view.viewThatFits[0].rectangle"),
        ("\(viewThatFits): vertical only: the first's 40 pt height does not fit 30", .vertical, ProposedSize(width: 1000, height: 30), "view.viewThatFits[1].rectangle"),
    ]

    static let candidates = ViewNode.viewThatFits([box(120, 40), box(80, 20), box(40, 20)])

    @Test(arguments: choices)
    func viewThatFitsChooses(source: String, axes: ViewAxes, proposal: ProposedSize, drawn: String) throws {
        var view = Self.candidates
        if case .viewThatFits(let children, _) = view.kind { view.kind = .viewThatFits(children: children, axes: axes) }
        let list = try layoutView(view.frame(width: proposal.width, height: proposal.height, alignment: .topLeading), width: 1000)
        #expect(list.items.filter { $0.id.hasPrefix("view.viewThatFits") }.map(\.id) == [drawn], "\(source)")
    }

    @Test("A geometry reader takes the offer (0 for nil) and offers it to its views at its top-leading corner")
    func geometryReader() throws {
        #expect(try sizeOf(ViewNode.geometryReader([box(10, 10)]), ProposedSize(width: 120, height: nil)) == Size(width: 120, height: 0), "\(Self.geometry)")
        let reader = ViewNode.geometryReader([
            ViewNode.shape(.rectangle).relativeFrame(width: 0.5, height: 1, alignment: .leading),
            ViewNode.text("Hi"),
        ]).frame(width: 200, height: 40)
        let list = try layoutView(reader, width: 200)
        #expect(list.frame("view.geometryReader[0].rectangle") == Rect(x: 0, y: 0, width: 100, height: 40), "\(Self.geometry)")
        #expect(list.frame("view.geometryReader[1].text") == Rect(x: 0, y: 0, width: 16, height: 24), "\(Self.geometry): top-leading")
    }

    @Test("A relative frame outside a geometry reader is an error that names the view")
    func relativeFrameOutside() {
        #expect(throws: LayoutError.self) { try layoutView(ViewNode.shape(.rectangle).relativeFrame(width: 0.5)) }
    }

    @Test(arguments: [
        ("developer.apple.com/documentation/swiftui/view/background(alignment:content:): leading", Alignment.leading, Rect(x: 0, y: 18, width: 4, height: 4)),
        ("developer.apple.com/documentation/swiftui/view/background(alignment:content:): bottomTrailing", .bottomTrailing, Rect(x: 36, y: 36, width: 4, height: 4)),
        ("developer.apple.com/documentation/swiftui/view/background(alignment:content:): centre by default", .center, Rect(x: 18, y: 18, width: 4, height: 4)),
    ] as [(String, Alignment, Rect)])
    func backgroundAlignment(source: String, alignment: Alignment, frame: Rect) throws {
        let view = box(40, 40).modifier(.background(.view(box(4, 4), alignment: alignment)))
        let list = try layoutView(view)
        #expect(list.frame("view.rectangle.background.rectangle") == frame, "\(source)")
    }

    @Test(arguments: [
        ("developer.apple.com/documentation/swiftui/view/truncationmode(_:): the default is tail", nil, TextTruncationMode.tail),
        ("developer.apple.com/documentation/swiftui/view/truncationmode(_:): head", .head, .head),
        ("developer.apple.com/documentation/swiftui/view/truncationmode(_:): middle", .middle, .middle),
    ] as [(String, ViewTruncationMode?, TextTruncationMode)])
    func truncationReachesTheRequest(source: String, mode: ViewTruncationMode?, expected: TextTruncationMode) throws {
        let list = try layoutView(ViewNode.text("aaaa bbbb cccc", lineLimit: 1, truncationMode: mode).frame(width: 50))
        guard case .text(let text)? = list.item("view.text")?.primitive else { Issue.record("no text"); return }
        #expect(text.request.truncationMode == expected, "\(source)")
    }

    @Test("A request's truncation mode is written only when not tail, and a request without one reads as tail (docs/display-list.md)")
    func truncationModeJSON() throws {
        let style = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24)
        let middle = TextRequest(text: "A", style: style, width: 10, maxLines: 1, truncationMode: .middle)
        let encoded = String(decoding: try JSONEncoder().encode(middle), as: UTF8.self)
        #expect(encoded.contains("\"truncationMode\":\"middle\""))
        #expect(try JSONDecoder().decode(TextRequest.self, from: Data(encoded.utf8)) == middle)
        let tail = TextRequest(text: "A", style: style, width: 10, maxLines: 1)
        let old = String(decoding: try JSONEncoder().encode(tail), as: UTF8.self)
        #expect(!old.contains("truncationMode"))
        #expect(try JSONDecoder().decode(TextRequest.self, from: Data(old.utf8)).truncationMode == .tail)
    }
}
