/// Backpack's text styles (`BPKFontStyle`, `Backpack-SwiftUI/Text/Classes/BPKFontStyle.swift`), read
/// from the theme's presets in the order `Scripts/make-theme.py` writes them: caption, footnote,
/// bodyDefault, heading5, heading4, heading3, heading2, heading1, subheading (docs/components.md §2
/// "Typography"; raw tokens `TEXT_*`). Labels reuse the body sizes in semibold.
///
/// ```swift
/// BPKCardContent.text("Amsterdam", style: .subheading)
/// ```
public enum BPKFontStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case caption, footnote, bodyDefault, subheading, heading1, heading2, heading3, heading4, heading5, label1, label2, label3

    /// The theme preset number and the named weight.
    private var preset: (number: Int, weight: String) {
        switch self {
        case .caption: return (1, "body")
        case .footnote: return (2, "body")
        case .bodyDefault: return (3, "body")
        case .heading5: return (4, "heading")
        case .heading4: return (5, "heading")
        case .heading3: return (6, "heading")
        case .heading2: return (7, "heading")
        case .heading1: return (8, "heading")
        case .subheading: return (9, "body")
        case .label1: return (3, "label")
        case .label2: return (2, "label")
        case .label3: return (1, "label")
        }
    }

    /// The theme preset the style reads (its size and line height).
    var presetNumber: Int { preset.number }

    /// The weight Backpack gives the style (heading and label semibold, body regular), for
    /// ``ViewFont/weight`` where no theme is at hand; layout reads the theme's named weight.
    var conventionalWeight: FontWeight { preset.weight == "body" ? .regular : .semibold }

    func style(in theme: ResolvedTheme) -> TextStyle {
        theme.textStyle(preset: preset.number, weight: theme.weight(preset.weight))
    }
}

/// The layout's name for ``BPKFontStyle``.
typealias BackpackTextStyle = BPKFontStyle
