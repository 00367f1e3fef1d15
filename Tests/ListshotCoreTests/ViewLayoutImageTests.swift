import ListshotCore
import Testing

/// Images size themselves as SwiftUI's do, and `aspectRatio` on any view.
@Suite("ViewNode layout: images and aspect ratios")
struct ViewLayoutImageTests {
    static let city = Size(width: 360, height: 240)
    static let openSwiftUIImage = "OpenSwiftUI Sources/OpenSwiftUICore/View/Image/ResolvedImage.swift @ 069dd80 (sizeThatFits)"
    static let openSwiftUIAspect = "OpenSwiftUI Sources/OpenSwiftUICore/Layout/AspectRatioLayout.swift @ 069dd80 (spaceOffered, scaleThatFits/Fills)"

    /// (source, view, proposal, size)
    static let sizes: [(String, ViewNode, ProposedSize, Size)] = [
        ("\(openSwiftUIImage): not resizable, its own size whatever it is offered",
         ViewNode.image("/c.png", size: city), ProposedSize(width: 100, height: 50), city),
        ("\(openSwiftUIImage): not resizable, its own size offered nil",
         ViewNode.image("/c.png", size: city), .unspecified, city),
        ("\(openSwiftUIImage): not resizable, a content mode changes nothing",
         ViewNode.image("/c.png", size: city, contentMode: .aspectFill), ProposedSize(width: 100, height: 50), city),
        ("\(openSwiftUIImage): resizable takes the offer",
         ViewNode.image("/c.png", size: city, resizable: true), ProposedSize(width: 100, height: 50), Size(width: 100, height: 50)),
        ("\(openSwiftUIImage): resizable, nil is its own size along that axis",
         ViewNode.image("/c.png", size: city, resizable: true), ProposedSize(width: 100, height: nil), Size(width: 100, height: 240)),
        ("\(openSwiftUIAspect): resizable fit, only a width offered: the height follows the ratio",
         ViewNode.image("/c.png", size: city, resizable: true, contentMode: .aspectFit), ProposedSize(width: 200, height: nil), Size(width: 200, height: 200.0 / 1.5)),
        ("\(openSwiftUIAspect): resizable fit in a square",
         ViewNode.image("/c.png", size: city, resizable: true, contentMode: .aspectFit), ProposedSize(width: 90, height: 90), Size(width: 90, height: 60)),
        ("\(openSwiftUIAspect): resizable fill of a square",
         ViewNode.image("/c.png", size: city, resizable: true, contentMode: .aspectFill), ProposedSize(width: 90, height: 90), Size(width: 135, height: 90)),
        ("\(openSwiftUIAspect): an unspecified proposal passes through: its own size",
         ViewNode.image("/c.png", size: city, resizable: true, contentMode: .aspectFit), .unspecified, city),
        ("\(openSwiftUIAspect): aspectRatio(2, .fit) on a shape",
         ViewNode.shape(.rectangle).aspectRatio(2, contentMode: .fit), ProposedSize(width: 100, height: 100), Size(width: 100, height: 50)),
        ("\(openSwiftUIAspect): aspectRatio(2, .fill) on a shape",
         ViewNode.shape(.rectangle).aspectRatio(2, contentMode: .fill), ProposedSize(width: 100, height: 100), Size(width: 200, height: 100)),
        ("\(openSwiftUIAspect): nil ratio is the view's ideal size's (a 40×20 frame: the frame stays fixed)",
         ViewNode.shape(.rectangle).frame(width: 40, height: 20).scaledToFit(), ProposedSize(width: 100, height: 100), Size(width: 40, height: 20)),
        ("\(openSwiftUIAspect): nil ratio of an image: scaledToFit on a resizable image",
         ViewNode.image("/c.png", size: city, resizable: true).scaledToFit(), ProposedSize(width: 120, height: 120), Size(width: 120, height: 80)),
        ("\(openSwiftUIAspect): a square ideal size is the ratio 1",
         ViewNode.shape(.circle).scaledToFill(), ProposedSize(width: 30, height: 60), Size(width: 60, height: 60)),
        ("images of unknown size take the offer (docs/views.md \"Images\")",
         ViewNode.image("/c.png", contentMode: .aspectFill), ProposedSize(width: 64, height: 48), Size(width: 64, height: 48)),
    ]

    @Test(arguments: sizes)
    func imageSizes(source: String, view: ViewNode, proposal: ProposedSize, size: Size) throws {
        let chosen = try sizeOf(view, proposal)
        #expect(abs(chosen.width - size.width) < 1e-9 && abs(chosen.height - size.height) < 1e-9, "\(chosen) — \(source)")
    }

    @Test("A 360×240 resizable fit image in frame(width: 200) is 200 wide and follows its ratio (was 10 pt tall)")
    func fitInWidthFrame() throws {
        let list = try layoutView(ViewNode.image("/c.png", size: Self.city, resizable: true, contentMode: .aspectFit).frame(width: 200), width: 200)
        let frame = try #require(list.frame("view.image"))
        #expect(frame.width == 200)
        #expect(abs(frame.height - 133.333) < 0.34, "\(Self.openSwiftUIAspect)")
    }

    @Test("A filling image overflows its frame, centred, and a clip keeps it inside, as in SwiftUI")
    func fillOverflowsCentred() throws {
        let list = try layoutView(ViewNode.image("/c.png", size: Self.city, resizable: true, contentMode: .aspectFill)
            .frame(width: 60, height: 60).clip(.rectangle), width: 60)
        #expect(list.item("view.image")?.primitive == .image(ImagePrimitive(frame: Rect(x: -15, y: 0, width: 90, height: 60), path: "/c.png",
                                                                              contentMode: .aspectFill, cornerRadius: 0)), "\(Self.openSwiftUIAspect)")
        #expect(list.item("view.image.clip")?.primitive == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 60, height: 60))))
    }

    @Test("A ratio that is not a positive number is refused, naming the view")
    func badRatio() {
        #expect(throws: LayoutError.self) { try sizeOf(ViewNode.shape(.rectangle).aspectRatio(-1, contentMode: .fit), .unspecified) }
        #expect(throws: LayoutError.self) { try sizeOf(ViewNode.shape(.rectangle).aspectRatio(.nan, contentMode: .fit), .unspecified) }
    }
}
