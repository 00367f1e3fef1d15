import ListshotCairo
import Foundation
import Listshot
import Testing

/// Draws hand-built display lists (no cells involved) and samples pixels.
@Suite("Backend primitives")
struct PrimitiveRenderingTests {
    static let white = RGBA.white
    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)

    /// Renders `items` on a 100×100 pt white canvas at 1× and returns a pixel reader.
    func draw(_ items: [DisplayItem], scale: Double = 1) throws -> PixelReader {
        let background = DisplayItem(id: "bg", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .solid(Self.white))))
        let list = DisplayList(size: Size(width: 100, height: 100), scale: scale, items: [background] + items)
        return PixelReader(try CairoRenderer().rasterize(list))
    }

    @Test func roundedRectFillsButNotItsCorners() throws {
        let pixels = try draw([DisplayItem(id: "r", .rect(RectPrimitive(frame: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 20, fill: .solid(Self.red))))])
        #expect(pixels[50, 50] == Self.red)
        #expect(pixels[11, 11] == Self.white)
        #expect(pixels[5, 50] == Self.white)
    }

    @Test func strokeIsDrawnInsideTheFrame() throws {
        let pixels = try draw([DisplayItem(id: "r", .rect(RectPrimitive(frame: Rect(x: 10, y: 10, width: 80, height: 80), stroke: Stroke(color: Self.blue, width: 2))))])
        #expect(pixels[10, 50] == Self.blue)
        #expect(pixels[11, 50] == Self.blue)
        #expect(pixels[9, 50] == Self.white)
        #expect(pixels[50, 50] == Self.white)
    }

    @Test func ellipseFillsItsCentreOnly() throws {
        let pixels = try draw([DisplayItem(id: "e", .ellipse(EllipsePrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .solid(Self.red))))])
        #expect(pixels[50, 50] == Self.red)
        #expect(pixels[2, 2] == Self.white)
    }

    @Test func lineCoversItsPixels() throws {
        let pixels = try draw([DisplayItem(id: "l", .line(LinePrimitive(from: Point(x: 0, y: 50), to: Point(x: 100, y: 50), stroke: Stroke(color: Self.blue, width: 2))))])
        #expect(pixels[30, 49] == Self.blue)
        #expect(pixels[30, 50] == Self.blue)
        #expect(pixels[30, 47] == Self.white)
    }

    @Test func gradientRunsTopToBottom() throws {
        let gradient = LinearGradient(angle: 180, stops: [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 1)])
        let pixels = try draw([DisplayItem(id: "g", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .linearGradient(gradient))))])
        #expect(pixels[50, 0].red > 250 && pixels[50, 0].blue < 5)
        #expect(pixels[50, 99].blue > 250 && pixels[50, 99].red < 5)
        #expect(abs(Int(pixels[50, 50].red) - 128) < 4)
    }

    @Test func opacityGroupBlends() throws {
        let pixels = try draw([
            DisplayItem(id: "o", .pushOpacity(0.5)),
            DisplayItem(id: "o.r", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .solid(.black)))),
            DisplayItem(id: "o", .popOpacity),
        ])
        #expect(abs(Int(pixels[50, 50].red) - 128) <= 1)
    }

    /// A red 40 pt square at (20, 20) inside a group placed at (50, 10) and scaled by 0.5 covers
    /// 20 × 20 pt from (60, 20): at 2× that is pixels 120…159 × 40…79. Items after the group are
    /// untouched by it.
    @Test func transformGroupPlacesAndScalesItsItems() throws {
        let pixels = try draw([
            DisplayItem(id: "t", .pushTransform(Transform(translation: Point(x: 50, y: 10), scale: 0.5))),
            DisplayItem(id: "t.r", .rect(RectPrimitive(frame: Rect(x: 20, y: 20, width: 40, height: 40), fill: .solid(Self.red)))),
            DisplayItem(id: "t", .popTransform),
            DisplayItem(id: "after", .rect(RectPrimitive(frame: Rect(x: 0, y: 90, width: 10, height: 10), fill: .solid(Self.blue)))),
        ], scale: 2)
        #expect(pixels[120, 40] == Self.red)
        #expect(pixels[159, 79] == Self.red)
        #expect(pixels[119, 60] == Self.white)
        #expect(pixels[160, 60] == Self.white)
        #expect(pixels[140, 39] == Self.white)
        #expect(pixels[140, 80] == Self.white)
        #expect(pixels[10, 190] == Self.blue)
        #expect(pixels[25, 190] == Self.white)
    }

    /// Vector output applies the same transform: the square is drawn as a vector at its outer place.
    @Test func transformGroupIsKeptInVectorOutput() throws {
        let items = [
            DisplayItem(id: "t", .pushTransform(Transform(translation: Point(x: 50, y: 10), scale: 0.5))),
            DisplayItem(id: "t.r", .rect(RectPrimitive(frame: Rect(x: 20, y: 20, width: 40, height: 40), fill: .solid(Self.red)))),
            DisplayItem(id: "t", .popTransform),
        ]
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 2, items: items)
        for format in [OutputFormat.svg, .pdf] {
            #expect(!(try CairoRenderer().render(list, format: format)).isEmpty)
        }
        let svg = String(decoding: try CairoRenderer().render(list, format: .svg), as: UTF8.self)
        // The 40 pt square at (20, 20) drawn at 0.5 from (50, 10) covers 60…80 × 20…40 in the
        // document (cairo writes the path in document units).
        #expect(svg.contains("d=\"M 60 20 L 80 20 L 80 40 L 60 40 Z"), "the SVG does not place the square at (60, 20): \(svg)")
    }

    @Test func clipLimitsDrawing() throws {
        let pixels = try draw([
            DisplayItem(id: "c", .pushClip(ClipPrimitive(frame: Rect(x: 25, y: 25, width: 50, height: 50)))),
            DisplayItem(id: "c.r", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .solid(Self.red)))),
            DisplayItem(id: "c", .popClip),
            DisplayItem(id: "after", .rect(RectPrimitive(frame: Rect(x: 0, y: 90, width: 10, height: 10), fill: .solid(Self.blue)))),
        ])
        #expect(pixels[50, 50] == Self.red)
        #expect(pixels[10, 10] == Self.white)
        #expect(pixels[5, 95] == Self.blue)
    }

    @Test func imagesFitOrFillAndClip() throws {
        let path = packageRoot.appendingPathComponent("Snapshots/assets/landscape.png").path  // 240×160
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let fit = try draw([DisplayItem(id: "i", .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFit, cornerRadius: 0)))])
        #expect(fit[50, 5] == Self.white)      // letterboxed: 100×66 centred
        #expect(fit[50, 50] != Self.white)
        let fill = try draw([DisplayItem(id: "i", .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFill, cornerRadius: 50)))])
        #expect(fill[50, 5] != Self.white)
        #expect(fill[2, 2] == Self.white)      // outside the circular clip
    }

    /// A framed device's wide shadow (σ 30 pt at 2×: 60 device pixels) is blurred at a fraction of the
    /// resolution and scaled up: it must still land where a full-resolution one does, half-strength at
    /// the shape's edge, and be smooth.
    @Test func wideShadowIsHalfStrengthAtTheEdgeAndSmooth() throws {
        let black = RGBA(red: 0, green: 0, blue: 0)
        let list = DisplayList(size: Size(width: 400, height: 400), scale: 2, items: [
            DisplayItem(id: "bg", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 400, height: 400), fill: .solid(Self.white)))),
            DisplayItem(id: "s", .shadow(ShadowPrimitive(frame: Rect(x: 100, y: 100, width: 200, height: 200), cornerRadius: 0,
                                                         color: black, blur: 30, offset: Point(x: 0, y: 0)))),
        ])
        let pixels = PixelReader(try CairoRenderer().rasterize(list))
        #expect(pixels[400, 400].red < 10, "the shadow's middle is dark")
        // Along the middle row: at the left edge (x = 100 pt, 200 px) about half, 3σ out almost none.
        let half = Int(pixels[200, 400].red)
        #expect(abs(half - 128) <= 16, "half-strength at the edge, got \(half)")
        #expect(Int(pixels[20, 400].red) >= 250, "nothing 3σ beyond the edge")
        var previous = Int(pixels[20, 400].red)
        for x in stride(from: 21, through: 260, by: 1) {
            let value = Int(pixels[x, 400].red)
            #expect(value <= previous + 1, "darkens monotonically towards the shape (x = \(x))")
            previous = value
        }
    }

    @Test func shadowDarkensBelowTheShape() throws {
        let shadow = ShadowPrimitive(frame: Rect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 8,
                                     color: RGBA.black.withOpacity(0.5), blur: 4, offset: Point(x: 0, y: 4))
        let pixels = try draw([DisplayItem(id: "s", .shadow(shadow))], scale: 2)
        #expect(pixels[100, 145].red < 200)       // just below the shape, inside the blur
        #expect(pixels[100, 100].red < 160)       // under the shape
        #expect(pixels[10, 10] == Self.white)     // far away
    }

    @Test func mirroredPathsFlip() throws {
        let (path, width) = Icon.chevronRight.geometry
        func chevron(_ mirrored: Bool) -> DisplayItem {
            DisplayItem(id: "p", .path(PathPrimitive(frame: Rect(x: 0, y: 0, width: 100, height: 100), viewBox: Icon.viewBox,
                                                    path: path, paint: .stroke(Self.blue, width: width ?? 2), isMirrored: mirrored)))
        }
        let right = try draw([chevron(false)])
        let left = try draw([chevron(true)])
        // The tip of a right chevron sits near x = 64, of a left one near x = 36.
        #expect(right[64, 50] == Self.blue && right[36, 50] == Self.white)
        #expect(left[36, 50] == Self.blue && left[64, 50] == Self.white)
    }

    @Test(arguments: [OutputFormat.svg, .pdf])
    func everyPrimitiveDrawsAsVectors(format: OutputFormat) throws {
        let path = packageRoot.appendingPathComponent("Snapshots/assets/avatar-1.png").path
        let items: [DisplayItem] = [
            DisplayItem(id: "r", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 8, fill: .solid(Self.red), stroke: Stroke(color: Self.blue, width: 1)))),
            DisplayItem(id: "e", .ellipse(EllipsePrimitive(frame: Rect(x: 50, y: 0, width: 50, height: 50), fill: .solid(Self.blue)))),
            DisplayItem(id: "l", .line(LinePrimitive(from: Point(x: 0, y: 60), to: Point(x: 100, y: 60), stroke: Stroke(color: .black, width: 1)))),
            DisplayItem(id: "p", .path(PathPrimitive(frame: Rect(x: 0, y: 60, width: 24, height: 24), viewBox: Icon.viewBox, path: Icon.star.geometry.path, paint: .fill(.black)))),
            DisplayItem(id: "i", .image(ImagePrimitive(frame: Rect(x: 30, y: 60, width: 40, height: 40), path: path, contentMode: .aspectFill, cornerRadius: 20))),
            DisplayItem(id: "s", .shadow(ShadowPrimitive(frame: Rect(x: 70, y: 70, width: 20, height: 20), cornerRadius: 4, color: RGBA.black.withOpacity(0.2), blur: 3, offset: Point(x: 0, y: 1)))),
            DisplayItem(id: "t", .text(TextPrimitive(frame: Rect(x: 0, y: 80, width: 100, height: 20),
                                                     request: TextRequest(text: "Hello", style: TextStyle(fontFamily: "Inter", size: 14, weight: .medium, lineHeight: 20), width: 100),
                                                     color: .black))),
        ]
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 2, items: items)
        let bytes = try CairoRenderer().render(list, format: format)
        let head = String(decoding: bytes.prefix(5), as: UTF8.self)
        #expect(head == (format == .svg ? "<?xml" : "%PDF-"))
        if format == .svg {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("<path"))       // icons stay vectors
        }
    }

    @Test func missingAndCorruptImagesAreTypedErrors() throws {
        let missing = DisplayItem(id: "cell.asset", .image(ImagePrimitive(frame: Rect(x: 0, y: 0, width: 10, height: 10), path: "/nonexistent.png", contentMode: .aspectFill, cornerRadius: 0)))
        #expect(throws: RenderError.imageNotFound(path: "/nonexistent.png", element: "cell.asset")) {
            _ = try draw([missing])
        }
    }
}

/// Reads straight RGBA colours out of a cairo ARGB32 raster.
struct PixelReader {
    let raster: RasterImage
    init(_ raster: RasterImage) { self.raster = raster }

    subscript(x: Int, y: Int) -> RGBA {
        raster.withUnsafeBytes { bytes in
            let offset = y * raster.stride + x * 4
            let b = bytes[offset], g = bytes[offset + 1], r = bytes[offset + 2], a = bytes[offset + 3]
            guard a > 0 else { return RGBA.clear }
            func un(_ c: UInt8) -> UInt8 { UInt8((Int(c) * 255 + Int(a) / 2) / Int(a)) }
            return RGBA(red: un(r), green: un(g), blue: un(b), alpha: a)
        }
    }
}
