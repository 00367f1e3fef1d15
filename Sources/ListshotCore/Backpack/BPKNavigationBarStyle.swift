/// Backpack's navigation bar styles, as `BPKNavigationBarStyle` names them
/// (Skyscanner/backpack-ios `Backpack-SwiftUI/NavigationBar/Classes/BPKNavigationView+Style.swift`
/// at 12a20dc7): a bar of a Backpack screen takes one of them (docs/screens.md, "Backpack's bar").
///
/// ```swift
/// NavigationBar(title: "Hotels", backpackStyle: .transparent)
/// ```
public enum BPKNavigationBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// An opaque `canvas` bar in `textPrimary`, a `line` divider once collapsed.
    case `default`
    /// Clear with `textOnDark` items over the content while the large title shows; `canvas` and
    /// `textPrimary` once collapsed; never a divider.
    case transparent
    /// A `surfaceContrast` bar in `textOnDark` with a `lineOnDark` divider; always inline.
    case surfaceContrast
}
