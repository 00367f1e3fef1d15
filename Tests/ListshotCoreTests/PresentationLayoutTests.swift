import ListshotCore
import Testing

/// The presentation stage around a finished screen: the device frame per family, the screen's
/// transform and clip, store sizes, the caption and the errors (docs/presentation.md).
@Suite("Presentation layout")
struct PresentationLayoutTests {
    static let measurer = FixedAdvanceTextMeasurer()
    static let theme = TestTheme.make()

    static func screen(_ device: Device, _ orientation: Orientation = .portrait, presentation: Presentation?,
                       direction: LayoutDirection = .leftToRight) -> Screen {
        Screen(frame: .device(device, orientation), direction: direction, presentation: presentation, content: [
            .cellList(CellList(style: .fullwidth) { Cell(title: "Data usage", subtitle: "12.4 GB of 20 GB") }),
        ])
    }

    static func layout(_ screen: Screen) throws -> DisplayList {
        try ScreenLayout.layout(screen, theme: theme, measurer: measurer).displayList
    }

    static func item(_ id: String, in list: DisplayList) throws -> Primitive {
        try #require(list.items.first { $0.id == id }, "no \(id)").primitive
    }

    static func transform(_ id: String, in list: DisplayList) throws -> Transform {
        guard case .pushTransform(let t) = try item(id, in: list) else { throw Failure("\(id) is not a pushTransform") }
        return t
    }

    static func frame(_ id: String, in list: DisplayList) throws -> Rect {
        switch try item(id, in: list) {
        case .rect(let r): return r.frame
        case .ellipse(let e): return e.frame
        case .text(let t): return t.frame
        case .pushClip(let c): return c.frame
        default: throw Failure("\(id) has no frame")
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }

    @Test func theScreenGoesInUnchangedInsideATransformAndAClipToTheDisplayCorners() throws {
        let plain = try Self.layout(Self.screen(.iPhone15, presentation: nil))
        let framed = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(padding: 48)))
        try framed.validateNesting()
        let start = try #require(framed.items.firstIndex { $0.id == "presentation.screen.clip" }) + 1
        #expect(Array(framed.items[start..<start + plain.items.count]) == plain.items)
        #expect(try Self.item("presentation.screen.clip", in: framed) == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 393, height: 852), cornerRadius: 55, cornerCurve: .continuous)))
        // 19.5 pt of frame round the display, inside 48 pt of padding; the side buttons stand 3 pt out.
        let screen = try Self.transform("presentation.screen", in: framed)
        #expect(screen == Transform(translation: Point(x: 48 + 3 + 19.5, y: 48 + 19.5), scale: 1))
        #expect(try Self.frame("presentation.frame.body", in: framed) == Rect(x: 51, y: 48, width: 432, height: 891))
        #expect(framed.size == Size(width: 432 + 2 * 3 + 2 * 48, height: 891 + 2 * 48))
        #expect(framed.scale == 3)
        #expect(try Self.transform("presentation", in: framed) == .identity)
    }

    @Test func theDynamicIslandIsABlackPillElevenPointsBelowTheDisplayTopCentred() throws {
        let list = try Self.layout(Self.screen(.iPhone15, presentation: Presentation()))
        let screen = try Self.transform("presentation.screen", in: list)
        let island = try Self.frame("presentation.frame.island", in: list)
        #expect(island == Rect(x: screen.translation.x + (393 - 126) / 2, y: screen.translation.y + 11, width: 126, height: 37))
        guard case .rect(let pill) = try Self.item("presentation.frame.island", in: list) else { Issue.record("not a rect"); return }
        #expect(pill.cornerRadius == 18.5)
        #expect(pill.fill == .solid(RGBA(red: 0, green: 0, blue: 0)))
        // Drawn over the screen: after the screen's transform closes.
        let islandIndex = try #require(list.items.firstIndex { $0.id == "presentation.frame.island" })
        let popIndex = try #require(list.items.lastIndex { $0.id == "presentation.screen" })
        #expect(islandIndex > popIndex)
    }

    @Test func aHomeButtonPhoneHasTheButtonUnderTheDisplayAndTheSpeakerAbove() throws {
        let list = try Self.layout(Self.screen(.iPhoneSE, presentation: Presentation()))
        let display = try Self.transform("presentation.screen", in: list).apply(Rect(x: 0, y: 0, width: 375, height: 667))
        let body = try Self.frame("presentation.frame.body", in: list)
        let home = try Self.frame("presentation.frame.homeButton", in: list)
        let speaker = try Self.frame("presentation.frame.speaker", in: list)
        #expect(display.minX - body.minX == 28.5 && display.minY - body.minY == 110.5)
        #expect(home.midX == display.midX && home.width == 70 && home.minY > display.maxY && home.maxY < body.maxY)
        #expect(speaker.midX == display.midX && speaker.maxY < display.minY)
        #expect(!list.items.contains { $0.id == "presentation.frame.island" })
        #expect(try Self.item("presentation.screen.clip", in: list) == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 375, height: 667), cornerRadius: 0, cornerCurve: .continuous)))
    }

    @Test func aTabletHasAUniformBezel() throws {
        let list = try Self.layout(Self.screen(.iPad, presentation: Presentation()))
        let display = try Self.transform("presentation.screen", in: list).apply(Rect(x: 0, y: 0, width: 820, height: 1180))
        let body = try Self.frame("presentation.frame.body", in: list)
        #expect([display.minX - body.minX, display.minY - body.minY, body.maxX - display.maxX, body.maxY - display.maxY] == [56, 56, 56, 56])
        #expect(!list.items.contains { $0.id == "presentation.frame.island" || $0.id == "presentation.frame.homeButton" })
        #expect(try Self.item("presentation.screen.clip", in: list) == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 820, height: 1180), cornerRadius: 18, cornerCurve: .continuous)))
    }

    @Test func landscapeTurnsTheFrame() throws {
        let list = try Self.layout(Self.screen(.iPhone15, .landscape, presentation: Presentation(padding: 0)))
        let body = try Self.frame("presentation.frame.body", in: list)
        #expect(body.size == Size(width: 891, height: 432))
        let island = try Self.frame("presentation.frame.island", in: list)
        #expect(island.width == 37 && island.height == 126)
        let screen = try Self.transform("presentation.screen", in: list)
        #expect(island.minX == screen.translation.x + 11)
        #expect(island.midY == screen.translation.y + 393 / 2)
        #expect(try Self.item("presentation.screen.clip", in: list) == .pushClip(ClipPrimitive(frame: Rect(x: 0, y: 0, width: 852, height: 393), cornerRadius: 55, cornerCurve: .continuous)))
    }

    @Test(arguments: [(Device.iPhone15, StoreSize.appStore69, false), (.iPhone15, .appStore65, false), (.iPhoneSE, .appStore69, false),
                      (.iPad, .appStore13, false), (.iPhone15ProMax, .appStore69, true)])
    func aStoreSizeIsTheCanvasAndTheContentFitsCentred(device: Device, size: StoreSize, landscape: Bool) throws {
        let orientation: Orientation = landscape ? .landscape : .portrait
        let natural = try Self.layout(Self.screen(device, orientation, presentation: Presentation(caption: Caption(title: "All your lines"))))
        let list = try Self.layout(Self.screen(device, orientation, presentation: Presentation(caption: Caption(title: "All your lines"), size: size)))
        let pixels = landscape ? (size.pixels.height, size.pixels.width) : size.pixels
        #expect(list.pixelSize == pixels)
        #expect(list.size == Size(width: Double(pixels.0) / device.scale, height: Double(pixels.1) / device.scale))
        #expect(try Self.frame("presentation.background", in: list) == Rect(origin: .zero, size: list.size))
        // The unscaled content (the natural canvas) scaled to touch one pair of sides, centred on the other.
        let placed = try Self.transform("presentation", in: list).apply(Rect(origin: .zero, size: natural.size))
        let fit = min(list.size.width / natural.size.width, list.size.height / natural.size.height)
        #expect(abs(placed.width - natural.size.width * fit) < 1e-9)
        #expect(abs(placed.midX - list.size.width / 2) < 1e-9 && abs(placed.midY - list.size.height / 2) < 1e-9)
        #expect(abs(placed.width - list.size.width) < 1e-9 || abs(placed.height - list.size.height) < 1e-9)
    }

    @Test func theCaptionGoesAboveOrBelowTheDevice() throws {
        let caption = Caption(keyword: "Plans", title: "All your lines in one place, wherever you are")
        let above = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(padding: 40, caption: caption)))
        let keyword = try Self.frame("presentation.caption.keyword", in: above)
        let title = try Self.frame("presentation.caption.title", in: above)
        let body = try Self.frame("presentation.frame.body", in: above)
        #expect(keyword.minY == 40 && keyword.maxY < title.minY && title.maxY + 32 == body.minY)
        // 438 pt wide at 0.5 × 33 pt a character (26 a line): the 45-character title wraps onto two 40 pt lines.
        #expect(title.width == 438 && title.height == 2 * 40)
        var below = caption; below.position = .below
        let under = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(padding: 40, caption: below)))
        let underBody = try Self.frame("presentation.frame.body", in: under)
        let underKeyword = try Self.frame("presentation.caption.keyword", in: under)
        #expect(underBody.minY == 40 && underKeyword.minY == underBody.maxY + 32)
        #expect(under.size == above.size)
    }

    @Test func captionColoursFollowTheBrandAndTheBackground() throws {
        let caption = Caption(keyword: "Plans", title: "All your lines")
        let light = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(background: .solid(RGBA(red: 0xF2, green: 0xF2, blue: 0xF7)), caption: caption)))
        let dark = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(background: .solid(RGBA(red: 0x1C, green: 0x1C, blue: 0x1E)), caption: caption)))
        func color(_ id: String, _ list: DisplayList) throws -> RGBA {
            guard case .text(let t) = try Self.item(id, in: list) else { throw Failure("\(id) is not text") }
            return t.color
        }
        #expect(try color("presentation.caption.keyword", light) == Self.theme.color("brand", for: "test"))
        #expect(try color("presentation.caption.title", light) == RGBA(red: 0, green: 0, blue: 0))
        #expect(try color("presentation.caption.title", dark) == RGBA(red: 255, green: 255, blue: 255))
        let given = Caption(keyword: "Plans", title: "All", keywordColor: RGBA(red: 1, green: 2, blue: 3), titleColor: RGBA(red: 4, green: 5, blue: 6))
        let custom = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(caption: given)))
        #expect(try color("presentation.caption.keyword", custom) == RGBA(red: 1, green: 2, blue: 3))
        #expect(try color("presentation.caption.title", custom) == RGBA(red: 4, green: 5, blue: 6))
        guard case .text(let title) = try Self.item("presentation.caption.title", in: light) else {
            Issue.record("presentation.caption.title is not text")
            return
        }
        #expect(title.request.style == TextStyle(fontFamily: "Inter", size: 33, weight: .bold, lineHeight: 40))
    }

    /// A right-to-left caption is a right-to-left run aligned to its natural (leading) edge, which
    /// the backend draws on the right; the frame spans the device's width either way.
    @Test func aRightToLeftCaptionAlignsByTheDirection() throws {
        let caption = Caption(keyword: "الخطط", title: "كل خطوطك في مكان واحد")
        let list = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(caption: caption), direction: .rightToLeft))
        for id in ["presentation.caption.keyword", "presentation.caption.title"] {
            guard case .text(let t) = try Self.item(id, in: list) else { Issue.record("\(id) is not text"); continue }
            #expect(t.request.direction == .rightToLeft && t.request.alignment == .natural)
            #expect(t.frame.minX == 48 && t.frame.width == list.size.width - 96)
        }
    }

    @Test func withoutAFrameTheScreenIsClippedToItsCornersOnTheBackground() throws {
        let list = try Self.layout(Self.screen(.iPhone15, presentation: Presentation(deviceFrame: nil, padding: 20)))
        #expect(!list.items.contains { $0.id.hasPrefix("presentation.frame.") })
        #expect(try Self.transform("presentation.screen", in: list) == Transform(translation: Point(x: 20, y: 20)))
        #expect(list.size == Size(width: 393 + 40, height: 852 + 40))
    }

    @Test(arguments: [
        (Screen(frame: .fit(width: 393, scale: 2), presentation: Presentation(), content: []), "presentation: a presentation (device frame, background, caption, store size) needs a device: this screen has a fit or custom frame. Set a device (e.g. device: iphone15), or remove presentation."),
        (Screen(frame: .custom(width: 320, height: 480, scale: 2), presentation: Presentation(), content: []), "presentation: a presentation (device frame, background, caption, store size) needs a device: this screen has a fit or custom frame. Set a device (e.g. device: iphone15), or remove presentation."),
        (screen(.iPhone15, presentation: Presentation(size: .appStore13)), "presentation.size: app-store-13 is an iPad screenshot size, but iphone15 is a phone. Use app-store-6.9 or app-store-6.5 for a phone, or an iPad device (device: ipad)."),
        (screen(.iPad, presentation: Presentation(size: .appStore69)), "presentation.size: app-store-6.9 is an iPhone screenshot size, but ipad is an iPad. Use app-store-13 for an iPad, or a phone device (e.g. device: iphone15)."),
        (screen(.iPhone15, presentation: Presentation(padding: -1)), "presentation.padding: a padding of -1.0 pt is out of range. Use 0…1000 pt."),
        (screen(.iPhone15, presentation: Presentation(padding: 1001)), "presentation.padding: a padding of 1001.0 pt is out of range. Use 0…1000 pt."),
        (screen(.iPhone15, presentation: Presentation(padding: .nan)), "presentation.padding: a padding of nan pt is out of range. Use 0…1000 pt."),
        (screen(.iPhone15, presentation: Presentation(padding: .infinity)), "presentation.padding: a padding of inf pt is out of range. Use 0…1000 pt."),
        (screen(.iPhone15, presentation: Presentation(background: .linearGradient(LinearGradient(angle: 180, stops: [GradientStop(color: .white, location: 0)])))), "presentation.background: a gradient with 1 colours cannot be drawn. Give 2 colours (up to 16), or one solid colour."),
        (screen(.iPhone15, presentation: Presentation(background: .linearGradient(LinearGradient(angle: .nan, stops: [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)])))), "presentation.background: a gradient angle of nan° is out of range. Use -360…360 degrees."),
        (screen(.iPhone15, presentation: Presentation(background: .linearGradient(LinearGradient(angle: 180, stops: [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 2)])))), "presentation.background: a gradient stop at 2.0 is out of range. Use locations from 0 to 1."),
        (screen(.iPhone15, presentation: Presentation(caption: Caption(title: " "))), "presentation.caption.title is empty. Give it some text, or leave the key out."),
        (screen(.iPhone15, presentation: Presentation(caption: Caption(keyword: "", title: "A"))), "presentation.caption.keyword is empty. Give it some text, or leave the key out."),
        (screen(.iPhone15, presentation: Presentation(caption: Caption(title: String(repeating: "a", count: 10_001)))), "presentation.caption.title has 10001 characters; the limit is 10000. Shorten the text."),
    ])
    func badPresentationsAreTypedErrors(screen: Screen, message: String) throws {
        do {
            _ = try ScreenLayout.layout(screen, theme: Self.theme, measurer: Self.measurer)
            Issue.record("laid out: \(message)")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A measurer that cannot draw the snowman.
    struct NoSnowman: TextMeasuring {
        func measure(_ request: TextRequest) -> TextMeasurement {
            var m = FixedAdvanceTextMeasurer().measure(request)
            if request.text.unicodeScalars.contains("\u{2603}") { m.missingGlyphs = 1; m.missingCodePoints = [0x2603] }
            return m
        }
    }

    @Test func aCaptionCharacterNoFontHasIsAWarning() throws {
        let screen = Self.screen(.iPhone15, presentation: Presentation(caption: Caption(keyword: "Plans", title: "Let it snow \u{2603}")))
        let warnings = try ScreenLayout.layout(screen, theme: Self.theme, measurer: NoSnowman()).warnings.map(\.description)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("presentation.caption.title") == true, "\(warnings)")
    }

    /// A caption so long that the unscaled content passes the canvas limit is refused, rather than
    /// shrunk to nothing inside a store size.
    @Test func aHugeCaptionIsACanvasError() throws {
        let long = Array(repeating: "line", count: 2_000).joined(separator: "\n")
        let screen = Self.screen(.iPhone15, presentation: Presentation(caption: Caption(title: long), size: .appStore69))
        #expect(throws: LayoutError.self) { try ScreenLayout.layout(screen, theme: Self.theme, measurer: Self.measurer) }
    }
}
