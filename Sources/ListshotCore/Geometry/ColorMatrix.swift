import Foundation

/// A 3×3 matrix on linear RGB, and the RGB → XYZ matrices built from a space's primaries and
/// white point (the usual construction: the primaries' XYZ columns scaled so that RGB 1,1,1 is
/// the white point).
///
/// Sources: sRGB primaries and D65 white from IEC 61966-2-1:1999 (ITU-R BT.709-6); Display P3
/// primaries from SMPTE EG 432-1:2010 (DCI-P3) with the D65 white Apple's Display P3 uses. The
/// matrices this builds match those printed in CSS Color Module Level 4 (W3C, 2024 draft), which
/// the tests check.
///
/// ```swift
/// ColorMatrix.displayP3ToSRGB.apply((1, 0, 0))   // ≈ (1.2249, -0.0421, -0.0196)
/// ```
package struct ColorMatrix: Sendable, Hashable {
    package var rows: [[Double]]

    package init(rows: [[Double]]) { self.rows = rows }

    package func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (rows[0][0] * v.0 + rows[0][1] * v.1 + rows[0][2] * v.2,
         rows[1][0] * v.0 + rows[1][1] * v.1 + rows[1][2] * v.2,
         rows[2][0] * v.0 + rows[2][1] * v.1 + rows[2][2] * v.2)
    }

    package func multiplied(by other: ColorMatrix) -> ColorMatrix {
        ColorMatrix(rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + rows[i][$1] * other.rows[$1][j] } } })
    }

    package var inverse: ColorMatrix {
        let m = rows
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let det = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        return ColorMatrix(rows: [
            [c00 / det, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) / det, (m[0][1] * m[1][2] - m[0][2] * m[1][1]) / det],
            [c01 / det, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) / det, (m[0][2] * m[1][0] - m[0][0] * m[1][2]) / det],
            [c02 / det, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) / det, (m[0][0] * m[1][1] - m[0][1] * m[1][0]) / det],
        ])
    }

    /// RGB → XYZ for primaries and a white point given as CIE xy chromaticities.
    package static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double), white: (Double, Double)) -> ColorMatrix {
        func xyz(_ p: (Double, Double)) -> [Double] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
        let r = xyz(red), g = xyz(green), b = xyz(blue), w = xyz(white)
        let primaries = ColorMatrix(rows: [[r[0], g[0], b[0]], [r[1], g[1], b[1]], [r[2], g[2], b[2]]])
        let s = primaries.inverse.apply((w[0], w[1], w[2]))
        return ColorMatrix(rows: (0..<3).map { i in [primaries.rows[i][0] * s.0, primaries.rows[i][1] * s.1, primaries.rows[i][2] * s.2] })
    }

    package static let d65 = (0.3127, 0.3290)
    package static let srgbToXYZ = rgbToXYZ(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65)
    package static let displayP3ToXYZ = rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)
    package static let displayP3ToSRGB = srgbToXYZ.inverse.multiplied(by: displayP3ToXYZ)
}

/// The sRGB transfer curve (IEC 61966-2-1:1999), mirrored for negative extended values.
///
/// ```swift
/// SRGBCurve.encode(SRGBCurve.decode(0.5))   // 0.5
/// ```
package enum SRGBCurve {
    package static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    package static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
}
