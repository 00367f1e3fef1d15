import Foundation
import ListshotCore

/// APCA-W3 0.1.9 (base algorithm 0.0.98G-4g) lightness contrast, Lc.
///
/// Constants from the apca-w3 README (https://github.com/Myndex/apca-w3#current-apca-constants--0098g---w3-last-changed-feb-15-2021-),
/// the formula from its LaTeX summary (https://github.com/Myndex/SAPC-APCA/blob/master/documentation/APCA-W3-LaTeX.md).
/// The result is signed: positive for dark text on a light background, negative for light text on
/// a dark one; compare thresholds with its magnitude.
///
/// ```swift
/// APCA.lc(text: RGBA(hex: "#888")!, background: .white)   // 63.056…
/// ```
package enum APCA {
    static let mainTRC = 2.4
    static let sRco = 0.2126729, sGco = 0.7151522, sBco = 0.0721750
    static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    static let blkThrs = 0.022, blkClmp = 1.414
    static let scaleBoW = 1.14, scaleWoB = 1.14
    static let loBoWoffset = 0.027, loWoBoffset = 0.027
    static let deltaYmin = 0.0005, loClip = 0.1

    /// Screen luminance Ys of an opaque sRGB colour (simple 2.4 power curve, APCA's coefficients).
    package static func screenLuminance(_ color: RGBA) -> Double {
        func channel(_ v: UInt8) -> Double { pow(Double(v) / 255, mainTRC) }
        return sRco * channel(color.red) + sGco * channel(color.green) + sBco * channel(color.blue)
    }

    /// Lc of opaque `text` on opaque `background`, about −108 … +106.
    package static func lc(text: RGBA, background: RGBA) -> Double {
        var txtY = screenLuminance(text), bgY = screenLuminance(background)
        // Soft clamp near black.
        if txtY <= blkThrs { txtY += pow(blkThrs - txtY, blkClmp) }
        if bgY <= blkThrs { bgY += pow(blkThrs - bgY, blkClmp) }
        guard abs(bgY - txtY) >= deltaYmin else { return 0 }
        if bgY > txtY {
            // Normal polarity: dark text on a light background.
            let sapc = (pow(bgY, normBG) - pow(txtY, normTXT)) * scaleBoW
            return sapc < loClip ? 0 : (sapc - loBoWoffset) * 100
        }
        // Reverse polarity: light text on a dark background.
        let sapc = (pow(bgY, revBG) - pow(txtY, revTXT)) * scaleWoB
        return sapc > -loClip ? 0 : (sapc + loWoBoffset) * 100
    }
}
