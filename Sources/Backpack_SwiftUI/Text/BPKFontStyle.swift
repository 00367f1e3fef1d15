package import ListshotCore

/// Backpack's text styles (`BPKFontStyle`), the ones Listshot's `backpack` theme sizes (docs/backpack.md, "The theme").
///
/// ```swift
/// BPKText("Amsterdam", style: .heading5)
/// ```
public enum BPKFontStyle: Sendable, Hashable, CaseIterable {
    case caption, footnote, label1, label2, label3, bodyDefault, subheading, heading1, heading2, heading3, heading4, heading5

    /// The core's style of the same name, which the theme resolves (size, line height, weight).
    var core: ListshotCore.BPKFontStyle {
        switch self {
        case .caption: return .caption
        case .footnote: return .footnote
        case .label1: return .label1
        case .label2: return .label2
        case .label3: return .label3
        case .bodyDefault: return .bodyDefault
        case .subheading: return .subheading
        case .heading1: return .heading1
        case .heading2: return .heading2
        case .heading3: return .heading3
        case .heading4: return .heading4
        case .heading5: return .heading5
        }
    }
}
