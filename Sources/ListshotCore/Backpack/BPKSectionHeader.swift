/// Backpack's section header (`Backpack-SwiftUI/SectionHeader/Classes/BPKSectionHeader.swift`): a
/// heading3 title over a bodyDefault description (`VStack(spacing: .sm)`, 4 apart), a Spacer, and an
/// optional button. Used by ``BPKCardList`` and on its own.
///
/// ```swift
/// BPKSectionHeader(title: "Explore", description: "Ideas for your next trip", style: .onDark,
///                  button: BPKSectionHeaderButton(icon: .arrowRight, accessibilityLabel: "See all"))
/// ```
public struct BPKSectionHeader: Sendable, Hashable, Codable {
    /// `BPKSectionHeader.Style` (`BPKSectionHeaderStyle.swift`).
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        /// textPrimary text, a `.primary` button.
        case `default`
        /// textOnDark text, a `.primaryOnDark` button; drawn on `surfaceContrast` when standalone.
        case onDark
    }
    public var title: String
    public var description: String?
    public var style: Style
    public var button: BPKSectionHeaderButton?
    /// The padding around the header; 16 all round by default, as `BPKCardList` pads it.
    public var padding: BPKHeaderPadding

    public init(title: String, description: String? = nil, style: Style = .default, button: BPKSectionHeaderButton? = nil,
                padding: BPKHeaderPadding = BPKHeaderPadding()) {
        self.title = title; self.description = description; self.style = style; self.button = button; self.padding = padding
    }
}
