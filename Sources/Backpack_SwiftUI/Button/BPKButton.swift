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
    /// `BPKButton.Style` (`BPKButtonStyle.swift`).
    public enum Style: Sendable, Hashable, CaseIterable {
        case primary, secondary, featured, destructive, link, primaryOnDark, primaryOnLight, secondaryOnDark, linkOnDark
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
        context.note("BPKButton is drawn only in a BPKSectionHeader or a BPKCardList accessory; on its own it is not drawn yet (docs/backpack.md, \"SwiftUI API\")")
        return []
    }
}
