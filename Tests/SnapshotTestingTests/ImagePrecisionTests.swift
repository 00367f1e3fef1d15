import ListshotImage
import SnapshotTesting
@testable import ListshotSnapshotTesting
import Testing

/// swift-snapshot-testing's comparison rule (1.19.7, Snapshotting/UIImage.swift), reproduced.
struct ImagePrecisionTests {
    /// A 10 × 10 grey image, with `changed` pixels set to `color`.
    static func image(_ changed: [(Int, Int)] = [], color: RGBAColor = RGBAColor(red: 200, green: 40, blue: 40, alpha: 255)) -> RGBABitmap {
        var bitmap = RGBABitmap(width: 10, height: 10, filledWith: RGBAColor(red: 128, green: 128, blue: 128, alpha: 255))
        for (x, y) in changed { bitmap[x, y] = color }
        return bitmap
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var changed: [(Int, Int)]
        var color: RGBAColor
        var precision: Float
        var perceptual: Float
        /// nil: passes; else the message's start.
        var failure: String?
        var testDescription: String { name }
    }

    static let red = RGBAColor(red: 200, green: 40, blue: 40, alpha: 255)
    /// One step brighter than the grey: ΔE94 about 0.4, below the eye's 2.
    static let nearGrey = RGBAColor(red: 129, green: 129, blue: 129, alpha: 255)

    static let cases: [Case] = [
        Case(name: "identical", changed: [], color: red, precision: 1, perceptual: 1, failure: nil),
        Case(name: "one pixel, exact", changed: [(3, 4)], color: red, precision: 1, perceptual: 1,
             failure: "Newly-taken snapshot does not match reference."),
        // One pixel of 100 changes 3 of its 4 bytes: 3 of 400 bytes, precision 0.9925.
        Case(name: "one pixel, 99% of bytes", changed: [(3, 4)], color: red, precision: 0.99, perceptual: 1, failure: nil),
        Case(name: "one pixel, 99.5% of bytes", changed: [(3, 4)], color: red, precision: 0.995, perceptual: 1,
             failure: "Actual image precision 0.99"),
        Case(name: "two pixels, 98% of bytes", changed: [(0, 0), (9, 9)], color: red, precision: 0.98, perceptual: 1, failure: nil),
        Case(name: "faint change, 98% perceptual", changed: [(1, 1), (2, 2)], color: nearGrey, precision: 1, perceptual: 0.98, failure: nil),
        Case(name: "faint change, 99.9% perceptual", changed: [(1, 1), (2, 2)], color: nearGrey, precision: 1, perceptual: 0.999,
             failure: "The percentage of pixels that match 0.98 is less than required 1.0"),
        Case(name: "strong change, 97% of pixels", changed: [(1, 1), (2, 2)], color: red, precision: 0.97, perceptual: 0.98, failure: nil),
        Case(name: "strong change, 99% of pixels", changed: [(1, 1), (2, 2)], color: red, precision: 0.99, perceptual: 0.98,
             failure: "The percentage of pixels that match 0.98 is less than required 0.99"),
    ]

    @Test(arguments: cases)
    func rule(_ c: Case) {
        let result = ImagePrecision(precision: c.precision, perceptualPrecision: c.perceptual).compare(Self.image(), Self.image(c.changed, color: c.color))
        if let failure = c.failure {
            #expect(result?.message.hasPrefix(failure) == true, "\(String(describing: result?.message))")
        } else {
            #expect(result == nil, "\(String(describing: result?.message))")
        }
    }

    @Test func failureSaysHowManyPixelsAndWhere() throws {
        let result = try #require(ImagePrecision().compare(Self.image(), Self.image([(2, 3), (6, 5)])))
        #expect(result.fullMessage.contains("2 of 100 pixels differ, in the box x 2…6, y 3…5 (5×3 px from the top left)."))
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let small = RGBABitmap(width: 6, height: 3, filledWith: .transparent)
        let result = try #require(ImagePrecision().compare(Self.image(), small, scale: 3))
        #expect(result.message == "Newly-taken snapshot@(2.0, 1.0) does not match reference@(3.3333333333333335, 3.3333333333333335).")
    }

    @Test func deltaEOfKnownColours() {
        let white = LabColor(red: 255, green: 255, blue: 255), black = LabColor(red: 0, green: 0, blue: 0)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(white.deltaE94(black) - 100) < 0.01)
        #expect(LabColor(red: 128, green: 128, blue: 128).deltaE94(LabColor(red: 129, green: 129, blue: 129)) < 2)
    }

    @Test func premultipliesLikeABitmapContext() {
        #expect(ImagePrecision.premultiplied([255, 100, 0, 128]) == [128, 50, 0, 128])
        #expect(ImagePrecision.premultiplied([10, 20, 30, 255]) == [10, 20, 30, 255])
    }
}
