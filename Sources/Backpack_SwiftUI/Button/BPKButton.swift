package import ListshotCore
import SwiftUI

/// Backpack's button (`Backpack-SwiftUI/Button/Classes/BPKButton.swift` @ 00916d0bcc364274f5623373472688d11ff1a613):
/// Listshot draws it where Backpack's card lists and section headers put it — the header's icon-only primary button,
/// the stack's link (expand) and primary (footer) buttons. On its own it draws nothing yet, and a note says so.
///
/// ```swift
/// BPKSectionHeader(title: "Explore") {
///     BPKButton(icon: .arrowRight, accessibilityLabel: "See all") {}
/// }
/// ```
public struct BPKButton: View, DesignSystemPrimitiveView {
    /// `BPKButton.Style` (`BPKButtonStyle.swift`). Listshot draws `primary`, `primaryOnDark` and `link` (the backpack
    /// theme's button colour sets); the others fail to compile, naming the style.
    public enum Style: Sendable, Hashable {
        case primary, link, primaryOnDark
        @available(*, unavailable, message: "Listshot does not draw BPKButton's secondary style yet (docs/backpack.md, \"SwiftUI API\")")
        case secondary
        @available(*, unavailable, message: "Listshot does not draw BPKButton's featured style yet (docs/backpack.md, \"SwiftUI API\")")
        case featured
        @available(*, unavailable, message: "Listshot does not draw BPKButton's destructive style yet (docs/backpack.md, \"SwiftUI API\")")
        case destructive
        @available(*, unavailable, message: "Listshot does not draw BPKButton's primaryOnLight style yet (docs/backpack.md, \"SwiftUI API\")")
        case primaryOnLight
        @available(*, unavailable, message: "Listshot does not draw BPKButton's secondaryOnDark style yet (docs/backpack.md, \"SwiftUI API\")")
        case secondaryOnDark
        @available(*, unavailable, message: "Listshot does not draw BPKButton's linkOnDark style yet (docs/backpack.md, \"SwiftUI API\")")
        case linkOnDark

        /// The theme tokens of the button's fill (nil: none) and its title and icon (`ButtonColorSets.swift`, docs/backpack.md "Figures").
        var tokens: (background: String?, foreground: String) {
            switch self {
            case .primaryOnDark: return ("buttonPrimaryOnDarkBackground", "textOnLight")
            case .link: return (nil, "buttonLinkForeground")
            default: return ("buttonPrimaryBackground", "textOnDark")
            }
        }
    }
    /// `BPKButton.Size` (`BPKButtonSize.swift` @ 32618897): 36 or 48 pt tall.
    public enum Size: Sendable, Hashable, CaseIterable {
        case `default`, large
        var core: ListshotCore.BPKButtonSize { self == .large ? .large : .default }
    }
    /// `BPKButton.Icon` (`BPKButtonIcon.swift`): an icon and which side of the title it sits.
    public struct Icon: Sendable {
        /// Where the icon sits beside the title.
        public enum Position: Sendable, Hashable { case leading, trailing }
        public let icon: BPKIcon
        public let position: Position
        /// An icon at `position`.
        ///
        /// ```swift
        /// BPKButton.Icon(icon: .arrowRight, position: .trailing)
        /// ```
        public init(icon: BPKIcon, position: Position) { self.icon = icon; self.position = position }

        /// `.leading(icon:)`, as Backpack spells it.
        public static func leading(icon: BPKIcon) -> Icon { Icon(icon: icon, position: .leading) }
        /// `.trailing(icon:)`, as Backpack spells it.
        public static func trailing(icon: BPKIcon) -> Icon { Icon(icon: icon, position: .trailing) }
    }

    let title: String?
    let icon: Icon?
    let size: Size
    var style: Style = .primary
    var stretches = false
    let accessibilityLabel: String

    /// An icon-only button.
    ///
    /// ```swift
    /// BPKButton(icon: .addCircle, accessibilityLabel: "Add") {}
    /// ```
    public init(icon: BPKIcon, accessibilityLabel: String, loading: Binding<Bool> = .constant(false),
                enabled: Binding<Bool> = .constant(true), size: Size = .default, action: @escaping () -> Void) {
        self.title = nil; self.icon = Icon(icon: icon, position: .leading); self.size = size; self.accessibilityLabel = accessibilityLabel
    }

    /// A titled button, with an optional icon.
    ///
    /// ```swift
    /// BPKButton("See all", icon: .trailing(icon: .arrowRight)) {}
    /// ```
    public init(_ title: String, icon: Icon? = nil, loading: Binding<Bool> = .constant(false),
                enabled: Binding<Bool> = .constant(true), size: Size = .default, action: @escaping () -> Void) {
        self.title = title; self.icon = icon; self.size = size; self.accessibilityLabel = title
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The button in `style`.
    ///
    /// ```swift
    /// BPKButton("Show more") {}.buttonStyle(.link)
    /// ```
    public func buttonStyle(_ style: Style) -> BPKButton { var copy = self; copy.style = style; return copy }

    /// The button stretched to the width it is offered.
    ///
    /// ```swift
    /// BPKButton("Book") {}.stretchable()
    /// ```
    public func stretchable() -> BPKButton { var copy = self; copy.stretches = true; return copy }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        return [standaloneNode]
    }

    /// The button on its own, with the figures ListshotCore's Backpack buttons use (`BPKButtonLayout`): 36 or 48 tall,
    /// 8 pt corners, label2 title, a 16 pt icon 8 from it, side padding 16 (none for link and icon-only buttons).
    var standaloneNode: ViewNode {
        let (background, foreground) = style.tokens
        let height = size.core.height
        let iconNode = icon.map { ViewNode.icon($0.icon.core, size: 16, color: .token(foreground)) }
        var node: ViewNode
        if let title {
            let text = ViewNode.text(title, font: .backpack(.label2), color: .token(foreground), lineLimit: 1)
            var parts = [text]
            if let iconNode, let position = icon?.position { parts.insert(iconNode, at: position == .leading ? 0 : 1) }
            node = parts.count == 1 ? text : ViewNode.hstack(spacing: 8, parts)
            let side = style == .link ? 0.0 : 16.0
            node = node.modifier(.padding(ListshotCore.EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)))
                .modifier(.frame(ViewFrame(height: height)))
            if stretches { node = node.modifier(.frame(ViewFrame(maxWidth: .infinity))) }
        } else {
            node = (iconNode ?? ViewNode.spacer(minLength: 0)).modifier(.frame(ViewFrame(width: height, height: height)))
        }
        if let background {
            node = node.modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: 8), fill: .token(background)))))
        }
        return ViewNode(.button(label: node))
    }
}
