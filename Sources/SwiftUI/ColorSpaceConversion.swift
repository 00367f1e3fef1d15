import Foundation
internal import ListshotCore

/// Colour-space arithmetic for `Color`'s initialisers.
enum ColorSpaceConversion {
    /// sRGB components (gamma-encoded, clamped later) of a colour given in `space`: Display P3 goes
    /// through linear light with the matrix built from both spaces' primaries (``ColorMatrix``, the
    /// one the asset catalogs' colour sets use).
    static func sRGB(from space: Color.RGBColorSpace, red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (red, green, blue)
        case .sRGBLinear: return (SRGBCurve.encode(red), SRGBCurve.encode(green), SRGBCurve.encode(blue))
        case .displayP3:
            let s = ColorMatrix.displayP3ToSRGB.apply((SRGBCurve.decode(red), SRGBCurve.decode(green), SRGBCurve.decode(blue)))
            return (SRGBCurve.encode(s.0), SRGBCurve.encode(s.1), SRGBCurve.encode(s.2))
        }
    }

    /// RGB of hue, saturation and brightness (HSV), each 0…1.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension RGBA {
    /// An 8-bit colour of components 0…1 (clamped; NaN is 0).
    static func clamped(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        func byte(_ value: Double) -> UInt8 {
            guard value.isFinite else { return 0 }
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        return RGBA(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }
}
