import SwiftUI

/// What section A of a cell shows (`Components/List/Cell.swift` `CellAssetType`).
///
/// Telefonica/mistica-ios `Sources/MisticaSwiftUI/Components/List/Cell.swift` @ 5a7641adea7b50b90cf913ee5124b27f8c910fb1.
/// An asset-catalog or file image lowers to the core cell's image assets; an SF Symbol lowers to the same views
/// the real cell builds around it (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// .roundImage(Image("avatar-1"))
/// .squaredImage(Image("city-1"), size: CGSize(width: 64, height: 48))
/// .smallIcon(Image(systemName: "photo"), foregroundColor: .borderDark)
/// .largeIcon(Image(systemName: "star"), foregroundColor: .brand, backgroundColor: .brandLow)
/// ```
public enum CellAssetType: Sendable, Hashable {
    case none
    /// A 40 pt image clipped to a circle.
    case roundImage(Image)
    /// An image of `size` with 8 pt corners.
    case squaredImage(Image, size: CGSize)
    /// A 24 pt icon, tinted `foregroundColor` when one is given.
    case smallIcon(Image, foregroundColor: Color? = nil)
    /// A 40 pt icon on a circle of `backgroundColor`.
    case largeIcon(Image, foregroundColor: Color? = nil, backgroundColor: Color? = nil)

    /// The older name of ``roundImage(_:)`` that Mistica's list README uses (`assetType: .image(photo)`).
    ///
    /// ```swift
    /// Cell(style: .fullwidth, title: "Title", assetType: .image(Image("avatar-1")))
    /// ```
    public static func image(_ image: Image) -> CellAssetType { .roundImage(image) }
}
