/// A Mistica list cell (`ListTableViewCell` / SwiftUI `Cell`): asset | text column | control.
///
/// The initializer mirrors Mistica's SwiftUI API:
///
/// ```swift
/// Cell(style: .boxed, title: "Title", subtitle: "Subtitle",
///      assetType: .image("assets/avatar.png"),
///      headline: .tag(Tag(style: .promo, text: "Promo")),
///      control: .navigation(badge: .count(3)))
/// Cell(title: "Delete account", titleColor: .danger, state: .pressed)
/// Cell(subtitle: "No title", headline: .text("Headline"), isSeparatorHidden: true, height: 96)
/// Cell(title: "Tinted", state: .pressed, backgroundColor: .token("backgroundAlternative"),
///      pressedBackgroundColor: .token("brandLow"))          // SwiftUI modifiers (swiftui flavour)
/// ```
public struct Cell: Sendable, Hashable, Codable {
    /// Overrides the list's style for this cell.
    public var style: CellStyle?
    /// The title; nil draws a cell without one (UIKit's `title` is optional).
    public var title: String?
    public var subtitle: String?
    public var description: String?
    public var headline: Headline?
    public var assetType: AssetType
    public var control: CellControl
    /// Line limits; 0 means unlimited, nil the flavour's default (UIKit unlimited, SwiftUI 2).
    /// Overflow ends in a tail ellipsis.
    public var titleLines: Int?
    public var subtitleLines: Int?
    public var descriptionLines: Int?
    /// `textPrimary` (normal) or `textLinkDanger` (danger).
    public var titleColor: CellTitleColor
    /// Normal, pressed (highlighted) or disabled.
    public var state: CellState
    /// UIKit `ListTableViewCell.isCellSeparatorHidden` for this fullwidth row; nil follows the list
    /// (a divider under every row but the last, unless the list shows the last one).
    public var isSeparatorHidden: Bool?
    /// A fixed row height (outer margins included), as a table view's `rowHeight`; nil self-sizes.
    public var height: Double?
    /// SwiftUI `Cell.backgroundColor(_:)`; nil keeps `backgroundContainer` (swiftui flavour only).
    public var backgroundColor: ColorReference?
    /// SwiftUI `Cell.pressedBackgroundColor(_:)`; nil keeps `neutralLow` at 0.8 (swiftui flavour only).
    public var pressedBackgroundColor: ColorReference?
    /// SwiftUI `Cell.allowsPressing(_:)`; `false` draws a pressed cell unpressed. nil is SwiftUI's
    /// default, true (swiftui flavour only).
    public var allowsPressing: Bool?

    public init(style: CellStyle? = nil, title: String? = nil, subtitle: String? = nil, description: String? = nil,
                headline: Headline? = nil, assetType: AssetType = .none, control: CellControl = .none,
                titleLines: Int? = nil, subtitleLines: Int? = nil, descriptionLines: Int? = nil,
                titleColor: CellTitleColor = .normal, state: CellState = .normal,
                isSeparatorHidden: Bool? = nil, height: Double? = nil,
                backgroundColor: ColorReference? = nil, pressedBackgroundColor: ColorReference? = nil,
                allowsPressing: Bool? = nil) {
        self.style = style; self.title = title; self.subtitle = subtitle; self.description = description
        self.headline = headline; self.assetType = assetType; self.control = control
        self.titleLines = titleLines; self.subtitleLines = subtitleLines; self.descriptionLines = descriptionLines
        self.titleColor = titleColor; self.state = state
        self.isSeparatorHidden = isSeparatorHidden; self.height = height
        self.backgroundColor = backgroundColor; self.pressedBackgroundColor = pressedBackgroundColor
        self.allowsPressing = allowsPressing
    }

    /// The SwiftUI-only modifiers this cell sets, by their spec key, for flavour checks.
    public var swiftUIModifierKeys: [String] {
        [("backgroundColor", backgroundColor != nil), ("pressedBackgroundColor", pressedBackgroundColor != nil),
         ("allowsPressing", allowsPressing != nil)].filter(\.1).map(\.0)
    }
}

/// A vertical list of Mistica cells on the theme's `background` colour, drawn as one of Mistica's
/// two implementations (``CellFlavour``; UIKit by default).
///
/// ```swift
/// CellList(style: .fullwidth, flavour: .uikit) {
///     Cell(title: "Wi-Fi", assetType: .smallIcon(.wifi), control: .switch(isOn: true))
///     Cell(title: "Notifications", control: .navigation(badge: .count(12)))
/// }
/// ```
public struct CellList: Sendable, Hashable, Codable {
    public var style: CellStyle
    /// UIKit `ListTableView` (default) or SwiftUI `Cell`.
    public var flavour: CellFlavour
    /// A Mistica section title above the list (`SectionTitle`: preset 1 medium, textSecondary, 16 pt inset).
    public var title: String?
    /// Draw a divider under the last fullwidth row too (Mistica's UIKit tests set
    /// `isCellSeparatorHidden = false` on every cell).
    public var showsLastSeparator: Bool
    public var cells: [Cell]

    public init(style: CellStyle = .fullwidth, flavour: CellFlavour = .uikit, title: String? = nil,
                showsLastSeparator: Bool = false, cells: [Cell]) {
        self.style = style; self.flavour = flavour; self.title = title
        self.showsLastSeparator = showsLastSeparator; self.cells = cells
    }

    public init(style: CellStyle = .fullwidth, flavour: CellFlavour = .uikit, title: String? = nil,
                showsLastSeparator: Bool = false, @CellListBuilder _ cells: () -> [Cell]) {
        self.init(style: style, flavour: flavour, title: title, showsLastSeparator: showsLastSeparator, cells: cells())
    }
}
