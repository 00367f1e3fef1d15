package import ListshotCore
import SwiftUI

/// Backpack's section header (`Backpack-SwiftUI/SectionHeader/Classes/BPKSectionHeader.swift`, index id 61737171083):
/// a heading3 title over a bodyDefault description, a Spacer, and an optional button (docs/backpack.md, "SwiftUI API").
///
/// ```swift
/// BPKSectionHeader(title: "Explore", description: "Ideas for your next trip") {
///     BPKButton(icon: .arrowRight, accessibilityLabel: "See all") {}
/// }
/// ```
public struct BPKSectionHeader: View, DesignSystemPrimitiveView {
    /// `BPKSectionHeader.Style`: textPrimary with a primary button, or textOnDark with a primaryOnDark one.
    public enum Style: Sendable, Hashable, CaseIterable {
        case `default`, onDark
        var core: ListshotCore.BPKSectionHeader.Style { self == .onDark ? .onDark : .default }
    }

    let title: String
    let description: String?
    let style: Style
    let button: BPKButton?

    /// A header without a button.
    ///
    /// ```swift
    /// BPKSectionHeader(title: "Explore")
    /// ```
    public init(title: String, description: String? = nil, style: Style = .default, accessibilityHeaderEnabled: Bool = true) {
        self.title = title; self.description = description; self.style = style; self.button = nil
    }

    /// A header with a trailing button; Listshot draws an icon-only button (the one `BPKCardList` puts there).
    ///
    /// ```swift
    /// BPKSectionHeader(title: "Explore", style: .onDark) { BPKButton(icon: .arrowRight, accessibilityLabel: "See all") {} }
    /// ```
    public init(title: String, description: String? = nil, style: Style = .default, accessibilityHeaderEnabled: Bool = true,
                @SwiftUI.ViewBuilder button: () -> BPKButton) {
        self.title = title; self.description = description; self.style = style; self.button = button()
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The core header, unpadded (Backpack's header has no padding of its own; `BPKCardList` pads it).
    func coreHeader(in context: LoweringContext) -> ListshotCore.BPKSectionHeader {
        var headerButton: BPKSectionHeaderButton?
        if let button {
            if let icon = button.icon, button.title == nil {
                headerButton = BPKSectionHeaderButton(icon: icon.icon.core, accessibilityLabel: button.accessibilityLabel)
            } else {
                context.note("BPKSectionHeader draws an icon-only button; a titled one is not drawn yet (docs/backpack.md, \"SwiftUI API\")")
            }
        }
        return ListshotCore.BPKSectionHeader(title: title, description: description, style: style.core, button: headerButton,
                                             padding: BPKHeaderPadding(spacing: .none))
    }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        return [ViewNode.component(coreHeader(in: context))]
    }
}
