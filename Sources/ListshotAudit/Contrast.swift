import Foundation
import ListshotCore

/// WCAG 2.2 contrast: relative luminance, contrast ratio and the AA/AAA thresholds for text.
///
/// Formulas from WCAG 2.2, "relative luminance" and "contrast ratio" (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance):
/// each sRGB channel is linearised with the 0.04045 threshold, luminance is
/// 0.2126 R + 0.7152 G + 0.0722 B, and the ratio is (L1 + 0.05) / (L2 + 0.05), lighter over darker.
/// Thresholds are compared unrounded: 4.48:1 fails 4.5:1.
///
/// ```swift
/// Contrast.ratio(RGBA(hex: "#777777")!, RGBA.white)   // 4.478…
/// ```
package enum Contrast {
    /// Relative luminance of an opaque sRGB colour, 0 (black) … 1 (white). Alpha is ignored:
    /// composite first (``ListshotCore/RGBA/composited(over:)``).
    package static func relativeLuminance(_ color: RGBA) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// One 8-bit sRGB channel in linear light.
    static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The WCAG contrast ratio of two opaque colours, 1 … 21, in either order.
    package static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Whether text counts as large for WCAG: at least 18 pt, or 14 pt bold (weight 700 or more).
    ///
    /// WCAG's points are typographic points (1/72 inch), so 18 pt is 24 CSS px and 14 pt is
    /// 18.67 CSS px. Display-list sizes are iOS points, treated as CSS px: large is ≥ 24 pt, or
    /// ≥ 18.67 pt at weight 700 and up.
    package static func isLargeText(size: Double, weight: Int) -> Bool {
        let pxPerPt = 96.0 / 72.0
        return size >= 18 * pxPerPt - 1e-9 || (weight >= 700 && size >= 14 * pxPerPt - 1e-9)
    }

    /// The minimum ratio WCAG asks of text at `level` (AA 4.5 / 3 large, AAA 7 / 4.5 large).
    package static func requiredRatio(_ level: WCAGLevel, size: Double, weight: Int) -> Double {
        let large = isLargeText(size: size, weight: weight)
        switch level {
        case .aa: return large ? 3 : 4.5
        case .aaa: return large ? 4.5 : 7
        }
    }
}

/// A WCAG 2.2 conformance level for text contrast (SC 1.4.3 AA, SC 1.4.6 AAA).
package enum WCAGLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case aa, aaa
}
