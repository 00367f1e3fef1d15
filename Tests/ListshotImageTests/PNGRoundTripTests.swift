import ListshotImage
import Testing

@Suite("PNG encode and decode")
struct PNGRoundTripTests {
    /// A deterministic pseudo-random image with flat areas, gradients and optional transparency.
    static func sample(width: Int, height: Int, transparent: Bool) -> RGBABitmap {
        var image = RGBABitmap(width: width, height: height, filledWith: .white)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: seed >> 16)
                let alpha: UInt8 = transparent ? (x % 7 == 0 ? 0 : (x % 5 == 0 ? noise : 255)) : 255
                image[x, y] = x < width / 2
                    ? RGBAColor(red: UInt8(x % 256), green: UInt8(y % 256), blue: 40, alpha: alpha)
                    : RGBAColor(red: noise, green: noise &+ 1, blue: noise &+ 2, alpha: alpha)
            }
        }
        return image
    }

    static let encoders: [(String, PNGEncodingOptions)] = {
        var list: [(String, PNGEncodingOptions)] = [
            ("fast", .fast), ("smallest", .smallest),
        ]
        for engine in PNGDeflateEngine.allCases {
            for filter in PNGFilterStrategy.allCases where filter != .smallestOfAll {
                list.append(("\(engine) \(filter)", PNGEncodingOptions(compressionLevel: 2, filter: filter, engine: engine)))
            }
        }
        return list
    }()

    @Test(arguments: [false, true], encoders.map(\.0))
    func roundTrip(transparent: Bool, encoderName: String) throws {
        let options = try #require(Self.encoders.first { $0.0 == encoderName }?.1)
        // 700 rows of 2 KiB+ exceed one 1 MiB zlib segment, so the parallel join is exercised.
        let image = Self.sample(width: 530, height: 700, transparent: transparent)
        let png = PNGCodec.encode(image, options: options)
        #expect(png[25] == (transparent ? 6 : 2), "colour type: RGBA only when some pixel is not opaque")
        let decoded = try PNGCodec.decode(png)
        #expect(decoded == image)
    }

    @Test(arguments: [PNGEncodingOptions.fast, .smallest])
    func deterministic(options: PNGEncodingOptions) {
        let image = Self.sample(width: 300, height: 200, transparent: true)
        #expect(PNGCodec.encode(image, options: options) == PNGCodec.encode(image, options: options))
    }

    /// The presets' bytes are pinned: another processor, core count or run must write exactly
    /// these (the digests were taken on this project's machine kind; they change only with the
    /// encoder or Debian's zlib and libdeflate, and then the references' render keys do too).
    @Test(arguments: [("fast", PNGEncodingOptions.fast), ("smallest", .smallest)])
    func theBytesArePinned(name: String, options: PNGEncodingOptions) {
        let image = Self.sample(width: 530, height: 700, transparent: false)
        let expected = [
            "fast": "08f8668a6b52b3ab0fbd794c8358177da95e4ca46a45c633da807458b7e5c54e",
            "smallest": "4343e69ce88a1a9c5b5924b9bcd93ddfada681288095e8b1ab7a5b3a058b56a4",
        ]
        #expect(SHA256.hex(PNGCodec.encode(image, options: options)) == expected[name])
    }

    @Test func smallestIsNotLargerThanFast() {
        let image = Self.sample(width: 300, height: 200, transparent: false)
        #expect(PNGCodec.encode(image, options: .smallest).count <= PNGCodec.encode(image, options: .fast).count)
    }

    @Test func textChunksAreWrittenOnlyWhenGiven() throws {
        let image = RGBABitmap(width: 2, height: 2, filledWith: .black)
        let plain = PNGCodec.encode(image)
        #expect(!String(decoding: plain, as: UTF8.self).contains("tEXt"))
        #expect(!String(decoding: plain, as: UTF8.self).contains("tIME"))
        var options = PNGEncodingOptions.fast
        options.text = [PNGTextEntry(keyword: "Software", text: "Listshot"), PNGTextEntry(keyword: "Title", text: "Réglages")]
        let tagged = PNGCodec.encode(image, options: options)
        let text = String(decoding: tagged, as: UTF8.self)
        #expect(text.contains("tEXtSoftware\u{0}Listshot"))
        #expect(text.contains("iTXtTitle"))
        #expect(try PNGCodec.decode(tagged) == image)
    }
}
