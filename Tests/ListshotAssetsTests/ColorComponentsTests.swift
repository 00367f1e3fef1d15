import Foundation
import ListshotCore
import Testing
@testable import ListshotAssets

/// Colour components and colour spaces (docs/assets.md, "Colours"). Forms: Apple's Asset Catalog
/// Format Reference (Named Color Type) documents numbers 0–1; "128" and "0x80" are what Xcode's
/// colour panel writes for its 8-bit and hexadecimal input methods.
@Suite struct ColorComponentsTests {
    func color(_ space: String?, _ components: String) throws(AssetError) -> (RGBA, AssetColorSpace, clamped: Bool) {
        let spaceText = space.map { #""color-space": "\#($0)", "# } ?? ""
        let node = try JSONNode.parse(Array(#"{\#(spaceText)"components": {\#(components)}}"#.utf8), file: "C.json")
        return try ColorComponents.parse(node, file: "C.json")
    }

    @Test(arguments: [
        ("\"0.500\"", 0.5), ("\"0x80\"", 128.0 / 255), ("\"0X80\"", 128.0 / 255), ("\"128\"", 128.0 / 255),
        ("\"0\"", 0), ("\"255\"", 1), ("\"1.000\"", 1), ("\"0xFF\"", 1), ("0.25", 0.25), ("\" 0.5 \"", 0.5),
    ] as [(String, Double)])
    func componentForms(text: String, expected: Double) throws {
        let node = try JSONNode.parse(Array(text.utf8), file: "C.json")
        let value = try #require(ColorComponents.value(of: node))
        #expect(abs(value - expected) < 1e-12)
    }

    @Test(arguments: ["\"256\"", "\"0x100\"", "\"0x\"", "\"red\"", "\"\"", "\"1,5\"", "\"nan\"", "true", "\"-3\""])
    func badComponentsAreRefused(text: String) throws {
        #expect(throws: AssetError.self) {
            _ = try color("srgb", #""red": \#(text), "green": "0", "blue": "0", "alpha": "1.000""#)
        }
    }

    @Test func aBadComponentNamesItsKeyPathAndPlace() throws {
        let error = try #require(throws: AssetError.self) {
            _ = try color("srgb", #""red": "1.5x", "green": "0", "blue": "0""#)
        }
        #expect(error.keyPath == "components.red")
        // The value's opening quote, counted in the text the helper builds.
        let text = #"{"color-space": "srgb", "components": {"red": "1.5x""#
        #expect(error.line == 1 && error.column == text.count - "\"1.5x\"".count + 1)
        #expect(error.description.contains("Use \"0.500\" (0 to 1), \"128\" (0 to 255) or \"0x80\""))
    }

    /// Expected bytes come from the sRGB curve and matrices of CSS Color Module Level 4 (W3C),
    /// computed here independently of the code's matrices.
    @Test(arguments: [
        ("srgb", #""red": "0.200", "green": "0.400", "blue": "0.600""#, (0.2, 0.4, 0.6), false),
        (nil, #""red": "51", "green": "102", "blue": "153""#, (0.2, 0.4, 0.6), false),
        ("extended-srgb", #""red": "1.200", "green": "-0.100", "blue": "0.500""#, (1.0, 0.0, 0.5), false),
        ("extended-linear-srgb", #""red": "0.214", "green": "0.000", "blue": "1.000""#, (CSSColor4.encode(0.214), 0, 1), true),
        ("gray-gamma-22", #""white": "0.500""#, (CSSColor4.encode(pow(0.5, 2.2)), CSSColor4.encode(pow(0.5, 2.2)), CSSColor4.encode(pow(0.5, 2.2))), true),
        ("extended-gray", #""white": "1.000""#, (1, 1, 1), true),
        ("display-p3", #""red": "0.800", "green": "0.300", "blue": "0.200""#, CSSColor4.p3ToSRGB((0.8, 0.3, 0.2)), true),
        ("display-p3", #""red": "0.100", "green": "0.700", "blue": "0.400""#, CSSColor4.p3ToSRGB((0.1, 0.7, 0.4)), true),
    ] as [(String?, String, (Double, Double, Double), Bool)])
    func colourSpaces(space: String?, components: String, expected: (Double, Double, Double), converted: Bool) throws {
        let (rgba, parsedSpace, _) = try color(space, components + #", "alpha": "0.500""#)
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        #expect(rgba == RGBA(red: byte(expected.0), green: byte(expected.1), blue: byte(expected.2), alpha: 128))
        #expect(parsedSpace.convertsToSRGB == converted)
    }

    @Test func p3RedIsOutsideSRGBAndClamped() throws {
        let (rgba, _, clamped) = try color("display-p3", #""red": "1.000", "green": "0.000", "blue": "0.000""#)
        #expect(rgba == RGBA(red: 255, green: 0, blue: 0))
        #expect(clamped)
        let inside = try color("display-p3", #""red": "0.500", "green": "0.500", "blue": "0.500""#)
        #expect(!inside.clamped)
    }

    /// The matrix built from primaries (IEC 61966-2-1, SMPTE EG 432-1) against the rational
    /// matrices printed in CSS Color Module Level 4 (W3C), sample code "conversions.js".
    @Test func p3ToSRGBMatrixMatchesCSSColor4() {
        let built = ColorMatrix.displayP3ToSRGB.rows
        let css = CSSColor4.xyzToSRGB.multiplied(by: CSSColor4.p3ToXYZ).rows
        for i in 0..<3 { for j in 0..<3 { #expect(abs(built[i][j] - css[i][j]) < 1e-4, "[\(i)][\(j)] \(built[i][j]) vs \(css[i][j])") } }
        let red = ColorMatrix.displayP3ToSRGB.apply((1, 0, 0))
        #expect(abs(red.0 - 1.2249) < 1e-3 && abs(red.1 + 0.0421) < 1e-3 && abs(red.2 + 0.0196) < 1e-3)
    }

    @Test func unknownSpaceAndMissingComponentSayWhatToUse() throws {
        let space = try #require(throws: AssetError.self) { _ = try color("cmyk", #""red": "0""#) }
        #expect(space.description.contains("Use one of: srgb"))
        let missing = try #require(throws: AssetError.self) { _ = try color("srgb", #""red": "0", "green": "0""#) }
        #expect(missing.description.contains("has no 'blue' component"))
        let outside = try #require(throws: AssetError.self) { _ = try color("srgb", #""red": "1.2", "green": "0", "blue": "0""#) }
        #expect(outside.description.contains("Use an extended colour space"))
    }
}

/// Figures from CSS Color Module Level 4 (W3C Candidate Recommendation Draft, 2024), §10 sample code.
enum CSSColor4 {
    static let p3ToXYZ = ColorMatrix(rows: [
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800],
    ])
    static let xyzToSRGB = ColorMatrix(rows: [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ])
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    static func p3ToSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let linear = xyzToSRGB.multiplied(by: p3ToXYZ).apply((decode(c.0), decode(c.1), decode(c.2)))
        return (encode(linear.0), encode(linear.1), encode(linear.2))
    }
}
