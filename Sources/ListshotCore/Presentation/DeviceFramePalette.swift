/// The colours of a device frame in one finish: the metal band, the side buttons, the glass
/// round the display, and small details (speaker, camera).
///
/// ```swift
/// DeviceFramePalette(.silver, family: .homeButtonPhone).bezel   // a white front
/// ```
struct DeviceFramePalette: Sendable, Hashable {
    var band: RGBA
    /// The light outer edge of the band.
    var highlight: RGBA
    var button: RGBA
    var bezel: RGBA
    var detail: RGBA

    /// The finishes, estimated from Apple's product images: black titanium-like grey, silver,
    /// gold and a pale blue band. Home-button phones in the light finishes have a white front.
    init(_ color: DeviceFrameColor, family: DeviceFamily) {
        func c(_ hex: UInt32) -> RGBA {
            RGBA(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
        }
        switch color {
        case .black: band = c(0x3A3A3C); highlight = c(0x6E6E73); button = c(0x2C2C2E)
        case .silver: band = c(0xD9DADC); highlight = c(0xF5F5F7); button = c(0xBFC1C4)
        case .gold: band = c(0xE9D7BD); highlight = c(0xFAF0E1); button = c(0xD3BE9F)
        case .blue: band = c(0xB9C8D6); highlight = c(0xDCE6EF); button = c(0x9FB1C2)
        }
        let whiteFront = family == .homeButtonPhone && color != .black
        bezel = whiteFront ? c(0xF4F4F2) : c(0x050505)
        detail = whiteFront ? c(0xC9C9CC) : c(0x1F2124)
    }

    func color(_ role: DeviceFramePart.Role) -> RGBA {
        switch role {
        case .band: return band
        case .highlight: return highlight
        case .button: return button
        case .bezel: return bezel
        case .detail: return detail
        case .black: return RGBA(red: 0, green: 0, blue: 0)
        }
    }
}
