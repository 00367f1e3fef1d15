import SwiftUI

// The shorter initialisers of `Components/List/Cell.swift` @ 5a7641ad (Telefonica/mistica-ios).

extension Cell where Destination == EmptyView {
    /// A cell with a preset view and a headline view, and no destination.
    ///
    /// ```swift
    /// Cell(style: .fullwidth, title: "Title", presetView: { Toggle("", isOn: $on) }, headlineView: { Tag(style: .promo, text: "NEW") })
    /// ```
    public init(style: CellStyle, title: String, subtitle: String? = nil, description: String? = nil, assetType: CellAssetType = .none,
                @ViewBuilder presetView: () -> PresetView, @ViewBuilder headlineView: () -> HeadlineView) {
        self.init(style: style, title: title, subtitle: subtitle, description: description, assetType: assetType,
                  presetView: presetView, headlineView: headlineView, destinationView: { EmptyView?.none })
    }
}

extension Cell where PresetView == EmptyView, HeadlineView == EmptyView, Destination == EmptyView {
    /// A cell of text and an optional asset.
    ///
    /// ```swift
    /// Cell(style: .boxed, title: "Title", subtitle: "subtitle")
    /// ```
    public init(style: CellStyle, title: String, subtitle: String? = nil, description: String? = nil, assetType: CellAssetType = .none) {
        self.init(style: style, title: title, subtitle: subtitle, description: description, assetType: assetType,
                  presetView: { EmptyView() }, headlineView: { EmptyView() })
    }
}

extension Cell where PresetView == EmptyView, Destination == EmptyView {
    /// A cell with a headline view and no preset view.
    ///
    /// ```swift
    /// Cell(style: .fullwidth, title: "Title", headlineView: { Tag(style: .promo, text: "TAG LABEL") })
    /// ```
    public init(style: CellStyle, title: String, subtitle: String? = nil, description: String? = nil, assetType: CellAssetType = .none,
                @ViewBuilder headlineView: () -> HeadlineView) {
        self.init(style: style, title: title, subtitle: subtitle, description: description, assetType: assetType,
                  presetView: { EmptyView() }, headlineView: headlineView)
    }
}

extension Cell where HeadlineView == EmptyView, Destination == EmptyView {
    /// A cell with a preset view and no headline view.
    ///
    /// ```swift
    /// Cell(style: .fullwidth, title: "Title", presetView: { CellNavigationPreset(badgeStyle: .flag) })
    /// ```
    public init(style: CellStyle, title: String, subtitle: String? = nil, description: String? = nil, assetType: CellAssetType = .none,
                @ViewBuilder presetView: () -> PresetView) {
        self.init(style: style, title: title, subtitle: subtitle, description: description, assetType: assetType,
                  presetView: presetView, headlineView: { EmptyView() })
    }
}
