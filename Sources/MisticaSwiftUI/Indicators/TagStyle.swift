internal import ListshotCore
import SwiftUI

/// The six looks of a Mistica tag (MisticaCommon `Components/Tag/TagStyle.swift` @ d97e290f2f137b0ab19c384307b8ff6914c17596),
/// each a pair of `tagBackground…` / `tagText…` tokens (`…Inverse` on a brand background).
///
/// ```swift
/// Tag(style: .promo, text: "PROMO")
/// TagStyle.allCases.map { Tag(style: $0, text: "TAG") }
/// ```
public enum TagStyle: String, Sendable, Hashable, CaseIterable {
    case promo, active, inactive, success, warning, error

    /// The core style it lowers to.
    var core: ListshotCore.TagStyle { ListshotCore.TagStyle(rawValue: rawValue) ?? .promo }
}
