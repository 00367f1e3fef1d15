internal import ListshotCore
import SwiftUI

/// The two looks of a Mistica SwiftUI cell (`Components/List/Cell.swift` `CellStyle`).
///
/// ```swift
/// Cell(style: .boxed, title: "Title")
/// Cell(style: .fullwidth, title: "Title")
/// ```
public enum CellStyle: Sendable, Hashable, CaseIterable {
    /// A card with a 1 pt `border` and 4 pt corners, 8 / 16 from the row's edges.
    case boxed
    /// Edge to edge, with a divider under the row.
    case fullwidth

    /// The core style it lowers to.
    var core: ListshotCore.CellStyle { self == .boxed ? .boxed : .fullwidth }
}
