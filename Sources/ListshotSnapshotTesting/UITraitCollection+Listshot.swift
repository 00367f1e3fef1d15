import ListshotCore
import UIKit

extension UITraitCollection {
    /// Day or night: `.dark` draws the night appearance; light and unspecified draw day.
    public var listshotAppearance: Appearance { userInterfaceStyle == .dark ? .night : .day }

    /// The Dynamic Type size; unspecified is iOS's default, `.large`.
    public var listshotContentSize: ListshotCore.ContentSizeCategory {
        preferredContentSizeCategory.listshot ?? .large
    }

    /// The direction; unspecified is left to right.
    public var listshotDirection: ListshotCore.LayoutDirection { layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight }

    /// Whether the width is regular; nil when unspecified (Listshot then takes it from the screen's width).
    public var listshotRegularWidth: Bool? {
        switch horizontalSizeClass {
        case .regular: return true
        case .compact: return false
        case .unspecified: return nil
        }
    }
}

extension UIContentSizeCategory {
    /// Listshot's size of the same name; nil for `.unspecified` (or an unknown raw value).
    public var listshot: ListshotCore.ContentSizeCategory? {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: self) else { return nil }
        return ListshotCore.ContentSizeCategory.allCases[index]
    }
}
