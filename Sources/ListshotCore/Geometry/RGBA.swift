/// A resolved sRGB colour with straight (non-premultiplied) 8-bit channels.
///
/// Encoded as `#RRGGBB` when opaque and `#RRGGBBAA` otherwise.
///
/// ```swift
/// let divider = RGBA(hex: "#FFFFFF1A")   // white at 0.1
/// ```
public struct RGBA: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; returns nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = Array(hex.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(digits[index..<index + 2]), radix: 16) else { return nil }
            bytes.append(byte)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The colour with its alpha multiplied by `opacity` (0…1), rounded to the nearest step.
    public func withOpacity(_ opacity: Double) -> RGBA {
        let a = (Double(alpha) * min(max(opacity, 0), 1)).rounded()
        return RGBA(red: red, green: green, blue: blue, alpha: UInt8(a))
    }

    /// `#RRGGBB` or `#RRGGBBAA`, upper case.
    public var hexString: String {
        func h(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha == 255 ? "" : h(alpha))
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 255, green: 255, blue: 255)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

extension RGBA: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = RGBA(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not #RRGGBB or #RRGGBBAA")
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}

extension RGBA: CustomStringConvertible {
    public var description: String { hexString }
}
