import Foundation
import Listshot
import Testing

/// Draws framed screens through the real backend: the transformed screen lands where the
/// presentation says, and every device family renders.
@Suite("Presentation rendering")
struct PresentationRenderingTests {
    static func screen(_ device: Device, orientation: Orientation = .portrait, presentation: Presentation?,
                       direction: LayoutDirection = .leftToRight) -> Screen {
        Screen(frame: .device(device, orientation), theme: "movistar", direction: direction, presentation: presentation, content: [
            .cellList(CellList(style: .boxed) {
                Cell(title: "Ana García", subtitle: "Movistar Fusión",
                     assetType: .image(packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png").path))
            }),
            .cellList(CellList(style: .fullwidth) {
                Cell(title: "Data usage", subtitle: "12.4 GB of 20 GB", assetType: .largeIcon(.wifi))
                Cell(title: "Invoices", assetType: .largeIcon(.info))
                Cell(title: "Roaming", assetType: .largeIcon(.phone))
                Cell(title: "Offers for you", assetType: .largeIcon(.heart))
            }),
        ])
    }

    static let caption = Caption(keyword: "Plans", title: "All your lines in one place")

    /// Writes the PNG to $LISTSHOT_PRESENTATION_OUT when set (to look at it), and returns it decoded.
    func render(_ screen: Screen, name: String) throws -> (list: DisplayList, pixels: PixelReader) {
        let renderer = Renderer()
        let list = try renderer.layout(screen).displayList
        let raster = try renderer.backend.rasterize(list)
        if let folder = ProcessInfo.processInfo.environment["LISTSHOT_PRESENTATION_OUT"] {
            try Data(try renderer.render(list, format: .png)).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".png"))
        }
        return (list, PixelReader(raster))
    }

    @Test func anAppStoreScreenshotIsTheStoreSizeWithTheScreenInside() throws {
        let presentation = Presentation(deviceFrame: .black, caption: Self.caption, size: .appStore69)
        let (list, pixels) = try render(Self.screen(.iPhone15, presentation: presentation), name: "iphone15-app-store-6.9")
        #expect(list.pixelSize == (1320, 2868))
        // The screen's own background (Mistica `background`, white) shows at the middle of the display.
        let outer = try #require(list.items.first { $0.id == "presentation" }).transformValue
        let inner = try #require(list.items.first { $0.id == "presentation.screen" }).transformValue
        let centre = inner.concatenated(inside: outer).apply(Point(x: 393 / 2, y: 852 - 60))
        let background = pixels[Int(centre.x * 3), Int(centre.y * 3)]
        #expect(background == RGBA.white, "the screen's background must show inside the frame, got \(background)")
        // The Dynamic Island is black, the canvas corner the presentation background.
        let island = try #require(list.items.first { $0.id == "presentation.frame.island" })
        guard case .rect(let pill) = island.primitive else { Issue.record("the island is not a rect"); return }
        let islandCentre = outer.apply(Point(x: pill.frame.midX, y: pill.frame.midY))
        #expect(pixels[Int(islandCentre.x * 3), Int(islandCentre.y * 3)] == RGBA(red: 0, green: 0, blue: 0))
        #expect(pixels[2, 2] == RGBA(red: 0xF2, green: 0xF2, blue: 0xF7))
    }

    @Test(arguments: [(Device.iPhoneSE, StoreSize.appStore65), (.iPad, .appStore13), (.iPhone15ProMax, .appStore69)])
    func everyFamilyRendersAtItsStoreSize(device: Device, size: StoreSize) throws {
        let presentation = Presentation(deviceFrame: .silver, caption: Self.caption, size: size)
        let (list, _) = try render(Self.screen(device, presentation: presentation), name: "\(device.name)-\(size.rawValue)")
        #expect(list.pixelSize == size.pixels)
    }

    /// In SVG the frame's shadow is an image placed by its pattern matrix: cairo's SVG surface wrote a
    /// mask inside the scaled group about 1.3 times too large, a grey slab over the background.
    @Test func vectorShadowIsAnImageTheSizeOfTheBlurredFrame() throws {
        let renderer = Renderer()
        let presentation = Presentation(deviceFrame: .black, caption: Self.caption, size: .appStore69)
        let list = try renderer.layout(Self.screen(.iPhone15, presentation: presentation)).displayList
        let svg = String(decoding: try renderer.render(list, format: .svg), as: UTF8.self)
        #expect(!svg.contains("<mask"), "no SVG mask for the shadow")
        // The shadow's image covers the device's frame plus three blur radii each side, scaled by the
        // presentation's fit, in canvas points (the slab was 1.3 times that).
        guard case .pushTransform(let fit)? = list.items.first(where: { $0.id == "presentation" })?.primitive,
              case .shadow(let shadow)? = list.items.first(where: { $0.id == "presentation.frame.shadow" })?.primitive else {
            Issue.record("no presentation transform or frame shadow"); return
        }
        let expected = (shadow.frame.width + 6 * shadow.blur) * fit.scale
        let width = svg.firstMatch(of: /<image id="image0" width="(\d+)"/).flatMap { Double($0.1) } ?? 0
        let scale = svg.firstMatch(of: /<use xlink:href="#image0" transform="matrix\(([0-9.]+),/).flatMap { Double($0.1) } ?? 0
        #expect(abs(width * scale - expected) < 4, "the shadow image is \(width * scale) pt wide; expected about \(expected)")
    }

    @Test func landscapeTurnsTheCanvasAndTheFrame() throws {
        let presentation = Presentation(deviceFrame: .blue, caption: Self.caption, size: .appStore69)
        let (list, _) = try render(Self.screen(.iPhone15, orientation: .landscape, presentation: presentation), name: "iphone15-landscape")
        #expect(list.pixelSize == (2868, 1320))
    }

    /// `listshot audit` renders with `withoutPresentation`: the screen alone, exactly as without a
    /// presentation, so the caption and frame are never audited as part of the app.
    @Test func renderingWithoutPresentationGivesTheScreenAlone() throws {
        let renderer = Renderer()
        var spec = try renderer.spec(at: packageRoot.appendingPathComponent("Snapshots/devices/iphone-se.yaml").path)
        var options = RenderOptions(format: nil)
        options.layoutOnly = true
        let plain = try renderer.render(spec, options: options).map(\.displayList)
        spec.screen.presentation = Presentation(caption: Self.caption, size: .appStore65)
        let framed = try renderer.render(spec, options: options).map(\.displayList)
        options.withoutPresentation = true
        let alone = try renderer.render(spec, options: options).map(\.displayList)
        // Portrait and landscape: the store size turns with the device.
        #expect(framed.map { [$0.pixelSize.width, $0.pixelSize.height] } == [[1284, 2778], [2778, 1284]])
        #expect(framed.allSatisfy { $0.items.first?.id == "presentation.background" })
        #expect(alone == plain)
        #expect(!alone.isEmpty)
    }

    /// The ink of a caption title, left to right, in canvas pixels: the x range of the pixels
    /// inside its frame that differ from the background.
    func inkRange(_ id: String, in list: DisplayList, pixels: PixelReader, background: RGBA) throws -> ClosedRange<Int> {
        guard case .text(let text) = try #require(list.items.first { $0.id == id }).primitive else { throw CancellationError() }
        let frame = try #require(list.items.first { $0.id == "presentation" }).transformValue.apply(text.frame)
        let s = list.scale
        var xs: [Int] = []
        for y in stride(from: Int(frame.minY * s), to: Int(frame.maxY * s), by: 2) {
            for x in Int(frame.minX * s)..<Int(frame.maxX * s) where pixels[x, y] != background { xs.append(x) }
        }
        let low = try #require(xs.min()), high = try #require(xs.max())
        return (low - Int(frame.minX * s))...(high - Int(frame.minX * s))
    }

    /// A right-to-left caption sits against the right edge of its frame, a left-to-right one
    /// against the left; the dark background gives a white title.
    @Test func aRightToLeftCaptionAlignsRight() throws {
        let dark = RGBA(red: 0x1C, green: 0x1C, blue: 0x1E)
        let rtl = Presentation(deviceFrame: .gold, background: .solid(dark), caption: Caption(keyword: "الخطط", title: "كل خطوطك"))
        let (list, pixels) = try render(Self.screen(.iPhone15, presentation: rtl, direction: .rightToLeft), name: "iphone15-rtl-dark")
        let item = try #require(list.items.first { $0.id == "presentation.caption.title" })
        guard case .text(let title) = item.primitive else {
            Issue.record("presentation.caption.title is \(item.primitive), not text")
            return
        }
        let width = Int(title.frame.width * list.scale)
        let ink = try inkRange("presentation.caption.title", in: list, pixels: pixels, background: dark)
        #expect(ink.lowerBound > width / 2 && ink.upperBound > width - 12, "right-to-left ink at \(ink) of \(width) px")
        let ltr = Presentation(deviceFrame: .gold, background: .solid(dark), caption: Caption(keyword: "Plans", title: "All lines"))
        let (ltrList, ltrPixels) = try render(Self.screen(.iPhone15, presentation: ltr), name: "iphone15-ltr-dark")
        let ltrInk = try inkRange("presentation.caption.title", in: ltrList, pixels: ltrPixels, background: dark)
        #expect(ltrInk.lowerBound < 12 && ltrInk.upperBound < width / 2, "left-to-right ink at \(ltrInk) of \(width) px")
    }
}

extension DisplayItem {
    /// The transform of a `pushTransform` item (identity for any other item).
    var transformValue: Transform {
        if case .pushTransform(let t) = primitive { return t }
        return .identity
    }
}
