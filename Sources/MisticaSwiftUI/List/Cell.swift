import SwiftUI

/// A Mistica list row (`Components/List/Cell.swift` `Cell`): an asset, a headline, title, subtitle and
/// description, and a preset view, boxed or full width. It lowers to one ListshotCore cell of the SwiftUI flavour
/// in a one-cell list; inside a `List` it is a row with zero insets, no separator and a `background` row colour,
/// as the real cell asks (docs/mistica.md, "SwiftUI API").
///
/// Telefonica/mistica-ios `Sources/MisticaSwiftUI/Components/List/Cell.swift` @ 5a7641adea7b50b90cf913ee5124b27f8c910fb1.
///
/// ```swift
/// List {
///     Cell(style: .fullwidth, title: "Wi-Fi", subtitle: "Home", presetView: { Toggle("", isOn: $wifi) })
///     Cell(style: .fullwidth, title: "Offers", headlineView: { Tag(style: .promo, text: "NEW") })
///     Cell(style: .fullwidth, title: "Inbox", presetView: { CellNavigationPreset(badgeStyle: .numeric(3)) })
/// }
/// .misticaListStyle()
/// ```
public struct Cell<PresetView: View, HeadlineView: View, Destination: View>: View {
    let style: CellStyle
    let title: String
    let subtitle: String?
    let description: String?
    let assetType: CellAssetType
    let presetView: PresetView
    let headlineView: HeadlineView
    var destination: Destination?

    /// Core line limits: nil is the SwiftUI cell's default (2), 0 unlimited.
    var titleLines: Int?
    var subtitleLines: Int?
    var descriptionLines: Int?
    var backgroundColor: Color?
    var pressedBackgroundColor: Color?
    var allowsPressing: Bool?
    /// README's `shouldShowDivider(_:)`; nil keeps the divider.
    var showsDivider: Bool?

    /// A cell with every part given.
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title", subtitle: nil, description: nil,
    ///      presetView: { EmptyView() }, headlineView: { EmptyView() }, destinationView: { EmptyView?.none })
    /// ```
    public init(style: CellStyle, title: String, subtitle: String?, description: String?, assetType: CellAssetType = .none,
                @ViewBuilder presetView: () -> PresetView, @ViewBuilder headlineView: () -> HeadlineView,
                @ViewBuilder destinationView: () -> Destination?) {
        self.style = style; self.title = title; self.subtitle = subtitle; self.description = description
        self.assetType = assetType; self.presetView = presetView(); self.headlineView = headlineView()
        destination = destinationView()
    }

    /// Draws itself: see ``Cell`` (Cell+Lowering.swift).
    public var body: Never { primitiveBody(Self.self) }

    /// The same cell with another destination type, every setting kept.
    func withDestination<T: View>(_ destination: () -> T) -> Cell<PresetView, HeadlineView, T> {
        var cell = Cell<PresetView, HeadlineView, T>(style: style, title: title, subtitle: subtitle, description: description,
                                                     assetType: assetType, presetView: { presetView },
                                                     headlineView: { headlineView }, destinationView: destination)
        cell.titleLines = titleLines; cell.subtitleLines = subtitleLines; cell.descriptionLines = descriptionLines
        cell.backgroundColor = backgroundColor; cell.pressedBackgroundColor = pressedBackgroundColor
        cell.allowsPressing = allowsPressing; cell.showsDivider = showsDivider
        return cell
    }
}
