internal import ListshotCore
import SwiftUI

/// A Mistica badge (`Components/Badge/Badge.swift` @ 3443160fba2ae57c8af39a5ecb45e542ec5728e9): an 8 pt `badge` dot, or a
/// count on a 20 pt circle ("+9" on a 28×20 capsule above 9) in preset 1 medium `textPrimaryInverse`.
///
/// ```swift
/// Badge(style: .flag)
/// Badge(style: .numeric(3))
/// CellNavigationPreset(badgeStyle: .numeric(12))
/// ```
public struct Badge: View {
    /// A flag or a number (`Badge.Style`).
    public enum Style: Sendable, Hashable {
        case numeric(Int)
        case flag

        /// The core badge it lowers to in a navigation preset.
        var core: ListshotCore.Badge {
            switch self {
            case .numeric(let count): return .count(count)
            case .flag: return .dot
            }
        }
    }

    let style: Style

    /// A badge of `style`.
    ///
    /// ```swift
    /// Badge(style: .numeric(5))
    /// ```
    public init(style: Style) { self.style = style }

    /// The badge, drawn with `Badge.swift`'s figures.
    public var body: some View { MisticaThemed(content: drawing) }

    @SwiftUI.ViewBuilder
    private var drawing: some View {
        switch style {
        case .flag:
            Circle().fill(Color.badge).frame(width: 8, height: 8)
        case .numeric(let number):
            ZStack {
                if number > 9 {
                    Capsule().fill(Color.badge)
                    label("+9")
                } else {
                    Circle().fill(Color.badge)
                    label("\(number)")
                }
            }
            .frame(width: number > 9 ? 28 : 20, height: 20)
        }
    }

    private func label(_ text: String) -> some View {
        Text(text).font(.textPreset1(weight: .medium, constrainedToPreferredSize: .accessibilityMedium)).foregroundColor(.textPrimaryInverse)
    }
}
