import ListshotCore
import Testing

@Suite("Colour parsing")
struct ColorTests {
    @Test(arguments: [
        ("#FFFFFF", RGBA(red: 255, green: 255, blue: 255, alpha: 255)),
        ("#0B2739", RGBA(red: 0x0B, green: 0x27, blue: 0x39, alpha: 255)),
        ("#FFFFFF1A", RGBA(red: 255, green: 255, blue: 255, alpha: 0x1A)),
        ("#00000000", RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
        ("#abc", RGBA(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 255)),
    ])
    func parses(hex: String, expected: RGBA) {
        #expect(RGBA(hex: hex) == expected)
    }

    @Test(arguments: ["", "FFFFFF", "#FFFFF", "#GGGGGG", "#FFFFFFFFF", "#12345"])
    func rejects(hex: String) {
        #expect(RGBA(hex: hex) == nil)
    }

    @Test func hexStringRoundTrips() {
        for text in ["#0B9CEA", "#FFFFFF1A", "#00000033"] {
            #expect(RGBA(hex: text)?.hexString == text)
        }
    }

    @Test func opacityMultipliesAlpha() {
        #expect(RGBA.black.withOpacity(0.15).alpha == 38)
        #expect(RGBA(red: 1, green: 2, blue: 3, alpha: 128).withOpacity(0.5).alpha == 64)
    }
}

@Suite("Vector paths")
struct VectorPathTests {
    @Test(arguments: Icon.allCases)
    func iconPathsRoundTripThroughSVGText(icon: Icon) {
        let path = icon.geometry.path
        #expect(VectorPath(svgString: path.svgString)?.svgString == path.svgString)
    }

    @Test func rejectsBadPathData() {
        #expect(VectorPath(svgString: "M1 2 L3") == nil)
        #expect(VectorPath(svgString: "M1 x") == nil)
    }
}
