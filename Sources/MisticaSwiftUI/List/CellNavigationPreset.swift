import SwiftUI

/// The preset view of a row that navigates (`Components/List/CellNavigationPreset.swift`
/// @ 3443160fba2ae57c8af39a5ecb45e542ec5728e9): an optional badge, 16, a 24 pt chevron in `neutralMedium`. In a cell's
/// `presetView` it is the core cell's navigation control (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// Cell(style: .fullwidth, title: "Inbox", presetView: { CellNavigationPreset(badgeStyle: .numeric(3)) })
/// ```
public struct CellNavigationPreset: View {
    let badgeStyle: Badge.Style?

    /// A chevron, led by a badge of `badgeStyle` if given.
    ///
    /// ```swift
    /// CellNavigationPreset()
    /// CellNavigationPreset(badgeStyle: .flag)
    /// ```
    public init(badgeStyle: Badge.Style? = nil) { self.badgeStyle = badgeStyle }

    /// Outside a cell: the badge and the chevron in an `HStack`.
    public var body: some View {
        MisticaThemed(content: HStack(spacing: 16) {
            if let badgeStyle { Badge(style: badgeStyle) }
            Image(systemName: "chevron.right").foregroundColor(.neutralMedium).frame(width: 24, height: 24)
        })
    }
}
