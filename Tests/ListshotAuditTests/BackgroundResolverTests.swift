import ListshotAudit
import ListshotCore
import Testing

/// A sampler that answers one colour for any rectangle and records that it was asked.
struct FakeSampler: PixelSampling {
    var color: RGBA
    func colors(in rect: Rect) -> [RGBA] { [color] }
}

@Suite("Background under text, from the display list")
struct BackgroundResolverTests {
    static let style = TextStyle(fontFamily: "Inter", size: 16, weight: .regular, lineHeight: 24)

    static func text(_ frame: Rect, color: RGBA = .black) -> DisplayItem {
        DisplayItem(id: "title", .text(TextPrimitive(frame: frame, request: TextRequest(text: "Hi", style: style, width: frame.width), color: color)))
    }

    static func rect(_ frame: Rect, _ hex: String, radius: Double = 0) -> DisplayItem {
        DisplayItem(id: "bg", .rect(RectPrimitive(frame: frame, cornerRadius: radius, fill: .solid(RGBA(hex: hex) ?? .clear))))
    }

    static let canvas = Rect(x: 0, y: 0, width: 200, height: 100)
    static let textFrame = Rect(x: 10, y: 10, width: 100, height: 20)

    func resolve(_ items: [DisplayItem], sampler: (any PixelSampling)? = nil) throws -> (background: ResolvedBackground, textOpacity: Double) {
        let list = DisplayList(size: Size(width: 200, height: 100), scale: 2, items: items + [Self.text(Self.textFrame)])
        return try #require(BackgroundResolver(list: list, sampler: sampler).background(ofItemAt: items.count))
    }

    /// Inside a transform group frames are in the inner space: a text at inner (10, 10) placed by
    /// (100, 50) × 0.5 lies at canvas (105, 55), over the right half's colour, not the left's.
    @Test func framesInsideATransformAreMappedToTheCanvas() throws {
        let list = DisplayList(size: Size(width: 200, height: 100), scale: 2, items: [
            Self.rect(Rect(x: 0, y: 0, width: 100, height: 100), "#FF0000"),
            Self.rect(Rect(x: 100, y: 0, width: 100, height: 100), "#0000FF"),
            DisplayItem(id: "t", .pushTransform(Transform(translation: Point(x: 100, y: 50), scale: 0.5))),
            Self.text(Rect(x: 10, y: 10, width: 40, height: 20)),
            DisplayItem(id: "t", .popTransform),
        ])
        let result = try #require(BackgroundResolver(list: list, sampler: nil).background(ofItemAt: 3))
        #expect(result.background.colors == [RGBA(hex: "#0000FF")])
    }

    @Test func theLastOpaqueFillWins() throws {
        let result = try resolve([Self.rect(Self.canvas, "#FFFFFF"), Self.rect(Self.canvas, "#112233")])
        #expect(result.background.colors == [RGBA(hex: "#112233")])
        #expect(!result.background.sampledFromPixels)
    }

    @Test func translucentFillsComposite() throws {
        let result = try resolve([Self.rect(Self.canvas, "#FFFFFF"), Self.rect(Self.canvas, "#00000080")])
        #expect(result.background.colors == [RGBA(red: 127, green: 127, blue: 127)])
    }

    @Test func groupOpacityMultiplies() throws {
        let result = try resolve([Self.rect(Self.canvas, "#FFFFFF"), DisplayItem(id: "g", .pushOpacity(0.5)),
                                  Self.rect(Self.canvas, "#000000"), DisplayItem(id: "g", .popOpacity)])
        #expect(result.background.colors == [RGBA(red: 127, green: 127, blue: 127)])   // alpha 0.5 → 128/255
        #expect(result.textOpacity == 1)
    }

    @Test func aFrameOverTwoFillsReportsBoth() throws {
        let result = try resolve([Self.rect(Self.canvas, "#FFFFFF"), Self.rect(Rect(x: 60, y: 0, width: 140, height: 100), "#000000")])
        #expect(Set(result.background.colors) == [.white, .black])
    }

    @Test func clipsHideWhatLiesOutside() throws {
        let result = try resolve([Self.rect(Self.canvas, "#FFFFFF"), DisplayItem(id: "c", .pushClip(ClipPrimitive(frame: Rect(x: 150, y: 0, width: 50, height: 100)))),
                                  Self.rect(Self.canvas, "#000000"), DisplayItem(id: "c", .popClip)])
        #expect(result.background.colors == [.white])
    }

    @Test func roundedCornersLeaveTheCornerUncovered() throws {
        // A black pill (radius 50) on white; the text's left half lies over the pill's rounded end.
        let list = DisplayList(size: Size(width: 200, height: 100), scale: 2, items: [
            Self.rect(Self.canvas, "#FFFFFF"), Self.rect(Self.canvas, "#000000", radius: 50), Self.text(Rect(x: 0, y: 0, width: 100, height: 10)),
        ])
        let result = try #require(BackgroundResolver(list: list, sampler: nil).background(ofItemAt: 2))
        #expect(Set(result.background.colors) == [.white, .black])
    }

    @Test func imagesUnderTextAreSampledFromPixels() throws {
        let image = DisplayItem(id: "img", .image(ImagePrimitive(frame: Self.canvas, path: "/x.png", contentMode: .aspectFill, cornerRadius: 0)))
        let result = try resolve([Self.rect(Self.canvas, "#FFFFFF"), image], sampler: FakeSampler(color: RGBA(hex: "#336699") ?? .clear))
        #expect(result.background.colors == [RGBA(hex: "#336699")])
        #expect(result.background.sampledFromPixels)
    }

    @Test func anOpaqueFillOverAnImageNeedsNoPixels() throws {
        let image = DisplayItem(id: "img", .image(ImagePrimitive(frame: Self.canvas, path: "/x.png", contentMode: .aspectFill, cornerRadius: 0)))
        let result = try resolve([image, Self.rect(Self.canvas, "#EEEEEE")], sampler: FakeSampler(color: .black))
        #expect(result.background.colors == [RGBA(hex: "#EEEEEE")])
        #expect(!result.background.sampledFromPixels)
    }

    @Test func theWorstBackgroundDecidesAndTheNoteSaysSo() throws {
        let list = DisplayList(size: Size(width: 200, height: 100), scale: 2, items: [
            Self.rect(Self.canvas, "#FFFFFF"), Self.rect(Rect(x: 60, y: 0, width: 140, height: 100), "#777777"),
            Self.text(Self.textFrame, color: .black),
        ])
        let findings = ScreenAudit.findings(list, theme: "movistar", sampler: nil)
        let aa = try #require(findings.first { $0.rule == .wcagAA })
        #expect(aa.background == RGBA(hex: "#777777"))
        #expect(aa.note.contains("2 backgrounds under the text"))
        #expect(findings.map(\.rule) == [.wcagAA, .wcagAAA, .apcaBronze])
    }
}
