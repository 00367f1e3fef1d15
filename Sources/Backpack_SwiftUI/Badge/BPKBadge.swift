package import ListshotCore
import SwiftUI

/// Backpack's badge (`Backpack-SwiftUI/Badge/Classes/BPKBadge.swift`): caption text with an optional icon on a pill,
/// styled with ``badgeStyle(_:)`` (docs/backpack.md, "SwiftUI API").
///
/// ```swift
/// BPKBadge("Best price", icon: .tick).badgeStyle(.success)
/// ```
public struct BPKBadge: View, DesignSystemPrimitiveView {
    /// `BPKBadge.Style` (`BPKBadge+Style.swift`).
    public enum Style: Sendable, Hashable, CaseIterable {
        case normal, strong, success, warning, destructive, inverse, outline, brand, subtle
        var core: ListshotCore.BPKBadge.Style {
            switch self {
            case .normal: return .normal
            case .strong: return .strong
            case .success: return .success
            case .warning: return .warning
            case .destructive: return .critical
            case .inverse: return .inverse
            case .outline: return .outline
            case .brand: return .brand
            case .subtle: return .subtle
            }
        }
    }

    let title: String
    let icon: BPKIcon?
    var style: Style = .normal

    /// A badge reading `title`, with an optional 16 pt icon before it.
    ///
    /// ```swift
    /// BPKBadge("New")
    /// ```
    public init(_ title: String, icon: BPKIcon? = nil) { self.title = title; self.icon = icon }

    public var body: Never { primitiveBody(Self.self) }

    /// The badge in `style` (default `.normal`).
    ///
    /// ```swift
    /// BPKBadge("Deal").badgeStyle(.brand)
    /// ```
    public func badgeStyle(_ style: Style) -> BPKBadge { var copy = self; copy.style = style; return copy }

    /// The core badge this view draws.
    var core: ListshotCore.BPKBadge { ListshotCore.BPKBadge(title, style: style.core, icon: icon?.core) }

    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        return [ViewNode(.cardBlock(.badges([core])))]
    }
}
