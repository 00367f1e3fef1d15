import Foundation
internal import ListshotCore

/// Colour-space arithmetic for `Color`'s initialisers.
enum ColorSpaceConversion {
    /// sRGB components (0…1, gamma-encoded) of a colour given in `space`.
    ///
    /// Display P3 → sRGB goes through linear light with the standard matrices (IEC 61966-2-1 for
    /// sRGB's transfer curve, SMPTE EG 432-1 for P3's primaries, both D65); out-of-gamut results clamp.
    static func sRGB(from space: Color.RGBColorSpace, red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB: return (red, green, blue)
        case .sRGBLinear: return (encode(red), encode(green), encode(blue))
        case .displayP3:
            let r = decode(red), g = decode(green), b = decode(blue)
            let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
            let sg = -0.0420569 * r + 1.0420571 * g - 0.0000002 * b
            let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            return (encode(sr), encode(sg), encode(sb))
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

    private static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func encode(_ c: Double) -> Double {
        let clamped = min(max(c, 0), 1)
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
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
