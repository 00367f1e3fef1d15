package import ListshotCore
import SwiftUI

/// An item of a `BPKNavigationView`'s bar: a back button or an icon button, with its action (never run in a
/// still image). The forms are those of `BPKNavigationView_Previews` (Skyscanner/backpack-ios
/// `Backpack-SwiftUI/NavigationBar/Classes/BPKNavigationView.swift`, index id 48128099296).
///
/// ```swift
/// BPKNavigationBarItem(type: .backButton("Back"), action: {})
/// BPKNavigationBarItem(type: .icon(.settings, "Settings"), action: {})
/// ```
public struct BPKNavigationBarItem {
    /// What the item shows.
    public enum ItemType {
        /// A back chevron titled `title`.
        case backButton(String)
        /// An icon with its accessibility label.
        case icon(BPKIcon, String)
    }

    let type: ItemType
    let action: () -> Void

    /// An item of `type` that runs `action` when tapped.
    public init(type: ItemType, action: @escaping () -> Void) { self.type = type; self.action = action }

    /// The bar button ListshotCore draws for a trailing item; nil for a back button, which is the bar's `back`.
    var barButton: BarButton? {
        if case .icon(let icon, _) = type { return .icon(icon.core) }
        return nil
    }

    /// The back button's title, if the item is one.
    var backTitle: String? {
        if case .backButton(let title) = type { return title }
        return nil
    }
}
