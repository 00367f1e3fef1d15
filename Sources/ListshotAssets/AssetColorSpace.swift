import Foundation
import ListshotCore

/// The colour spaces a colour set may name (`color-space` in `Contents.json`), and how each becomes
/// the sRGB that Listshot draws in (docs/assets.md, "Colours").
///
/// - `srgb`, `extended-srgb`: taken as they are; extended values outside 0…1 are clamped.
/// - `display-p3`: converted to sRGB (decode the sRGB-shaped curve Display P3 uses, P3 → XYZ → sRGB
///   with matrices built from the primaries in ``ColorMatrix``, encode, clamp to the sRGB gamut).
/// - `extended-linear-srgb`: linear light, encoded with the sRGB curve, clamped.
/// - `gray-gamma-22`, `extended-gray`: a grey of gamma 2.2, re-encoded with the sRGB curve.
///
/// ```swift
/// AssetColorSpace(rawValue: "display-p3")?.convertsToSRGB   // true
/// ```
public enum AssetColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    case srgb = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether values in this space are converted (not just copied or clamped) to reach sRGB.
    public var convertsToSRGB: Bool {
        switch self {
        case .srgb, .extendedSRGB: false
        case .extendedLinearSRGB, .displayP3, .grayGamma22, .extendedGray: true
        }
    }

    /// Whether the space carries one `white` component instead of `red`, `green` and `blue`.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Encoded sRGB (0…1, not yet clamped) for components in this space.
    func toSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        switch self {
        case .srgb, .extendedSRGB:
            return c
        case .extendedLinearSRGB:
            return (SRGBCurve.encode(c.0), SRGBCurve.encode(c.1), SRGBCurve.encode(c.2))
        case .grayGamma22, .extendedGray:
            let linear = c.0 < 0 ? -pow(-c.0, 2.2) : pow(c.0, 2.2)
            let encoded = SRGBCurve.encode(linear)
            return (encoded, encoded, encoded)
        case .displayP3:
            let linear = (SRGBCurve.decode(c.0), SRGBCurve.decode(c.1), SRGBCurve.decode(c.2))
            let s = ColorMatrix.displayP3ToSRGB.apply(linear)
            return (SRGBCurve.encode(s.0), SRGBCurve.encode(s.1), SRGBCurve.encode(s.2))
        }
    }
}
