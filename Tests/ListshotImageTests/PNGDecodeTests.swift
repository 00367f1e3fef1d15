import ListshotImage
import Testing

@Suite("PNG decoding")
struct PNGDecodeTests {
    @Test func garbageIsNotAPNG() {
        #expect(throws: PNGError.notPNG(prefix: Array("GIF89a\u{1}\u{2}".utf8))) {
            try PNGCodec.decode(Array("GIF89a\u{1}\u{2}more".utf8))
        }
        #expect(throws: PNGError.notPNG(prefix: [])) { try PNGCodec.decode([]) }
    }

    @Test func gitLFSPointerIsRecognised() throws {
        let pointer = """
            version https://git-lfs.github.com/spec/v1
            oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393
            size 12345

            """
        do {
            _ = try PNGCodec.decode(Array(pointer.utf8))
            Issue.record("a Git LFS pointer decoded")
        } catch {
            #expect(error == .gitLFSPointer(oid: "sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393", size: 12345))
            #expect(error.description.contains("git lfs pull"))
        }
    }

    @Test(arguments: [8, 20, 33, 50, 100, 1000, 30000])
    func truncatedPNGThrows(keep: Int) throws {
        let bytes = try Fixtures.bytes("1a.png")
        do {
            _ = try PNGCodec.decode(Array(bytes.prefix(keep)))
            Issue.record("a PNG cut to \(keep) bytes decoded")
        } catch {
            switch error {
            case .truncated, .corrupt: break
            default: Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test func corruptedDataThrowsCorrupt() throws {
        var bytes = try Fixtures.bytes("1a.png")
        bytes[60] ^= 0xFF  // inside the first IDAT: its CRC no longer matches
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes) }
    }

    @Test func tooLargeIsRejectedBeforeAllocating() throws {
        let bytes = try Fixtures.bytes("1a.png")  // 512×256
        let limits = PNGDecodingLimits(maxSide: 300, maxPixels: 1_000_000)
        #expect(throws: PNGError.tooLarge(width: 512, height: 256, limits: limits)) {
            try PNGCodec.decode(bytes, limits: limits)
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOfFile: "/nonexistent/none.png") }
    }

    @Test(arguments: [("2a.png", 256, 256), ("7a.png", 500, 500), ("4a.png", 438, 412), ("5a.png", 256, 256)])
    func fixturesDecode(name: String, width: Int, height: Int) throws {
        let image = try PNGCodec.decode(contentsOfFile: Fixtures.path(name))
        #expect(image.size == PixelSize(width: width, height: height))
        // Re-encoding and decoding again must give the same pixels.
        #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    }

    @Test func paletteAndRGBFixturesAreOpaque() throws {
        #expect(try PNGCodec.decode(contentsOfFile: Fixtures.path("2a.png")).isOpaque)
        #expect(try PNGCodec.decode(contentsOfFile: Fixtures.path("4a.png")).isOpaque)
        #expect(try !PNGCodec.decode(contentsOfFile: Fixtures.path("5a.png")).isOpaque)
    }
}
