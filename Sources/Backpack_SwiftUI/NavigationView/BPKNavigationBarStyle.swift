package import ListshotCore
import SwiftUI

/// Backpack's navigation bar style (`BPKNavigationView(style:)`): the cases Listshot's Backpack bar draws
/// (Skyscanner/backpack-ios `Backpack-SwiftUI/NavigationBar/Classes/BPKNavigationView+Style.swift` @ 12a20dc7).
///
/// ```swift
/// BPKNavigationView(title: "Hotels", style: .surfaceContrast) { HotelList() }
/// ```
public enum BPKNavigationBarStyle: Sendable, Hashable {
    /// An opaque `canvas` bar with a large title.
    case `default`
    /// Clear over the content while the large title shows.
    case transparent
    /// A `surfaceContrast` bar in `textOnDark`, always inline.
    case surfaceContrast

    /// Whether the bar starts with its large title (`supportsLargeTitle`): every style but `surfaceContrast`.
    var supportsLargeTitle: Bool { self != .surfaceContrast }

    /// The style ListshotCore's Backpack bar draws.
    var core: ListshotCore.BPKNavigationBarStyle {
        switch self {
        case .default: return .default
        case .transparent: return .transparent
        case .surfaceContrast: return .surfaceContrast
        }
    }
}
