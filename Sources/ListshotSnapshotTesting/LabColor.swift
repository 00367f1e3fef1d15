import Foundation

/// A colour in CIE L*a*b* (D65 white), from 8-bit sRGB, and the CIE 1994 colour difference between
/// two: what Core Image's `CILabDeltaE` filter reports per pixel (Apple's documentation: "ΔE 1994
/// values between 0.0 and 100.0"), which swift-snapshot-testing's `perceptualPrecision` reads.
struct LabColor: Sendable, Hashable {
    var l: Double
    var a: Double
    var b: Double

    /// The colour of 8-bit sRGB components.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear[Int(red)], g = LabColor.linear[Int(green)], bl = LabColor.linear[Int(blue)]
        // sRGB (D65) to XYZ, relative to the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        let fx = LabColor.f(x), fy = LabColor.f(y), fz = LabColor.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    /// ΔE*94 with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015), `self` the reference.
    func deltaE94(_ other: LabColor) -> Double {
        let dl = l - other.l
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dc = c1 - c2
        let da = a - other.a, db = b - other.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// The sRGB transfer function undone, for each 8-bit value.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
