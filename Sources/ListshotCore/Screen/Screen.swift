/// One screen to render: where, in which theme and variant, and what is on it.
///
/// Build it from a spec file, or in Swift:
///
/// ```swift
/// let screen = Screen(frame: .device(.iPhone15, .portrait), theme: "movistar",
///                     navigationBar: NavigationBar(title: "Settings"), tabBar: TabBar(items: [TabItem(icon: .home, label: "Home")])) {
///     CellList(style: .boxed) {
///         Cell(title: "Title", subtitle: "Subtitle", assetType: .image("avatar.png"))
///     }
/// }
/// ```
public struct Screen: Sendable, Hashable, Codable {
    public var name: String
    public var frame: ScreenFrame
    /// The theme (brand) name, e.g. `movistar`; resolved from `Themes/<name>.json`.
    public var theme: String
    public var appearance: Appearance
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    /// Overrides the frame's safe area when set.
    public var safeArea: SafeArea?
    /// Stretches every string by about 40% with accented letters (see ``PseudoLocalization``).
    public var pseudoLocalize: Bool
    /// The status bar of a device frame; nil hides it. Ignored by fit and custom frames.
    public var statusBar: StatusBar?
    /// The navigation bar below the status bar, if any (device frames only).
    public var navigationBar: NavigationBar?
    /// The tab bar above the bottom safe area, if any (device frames only).
    public var tabBar: TabBar?
    /// The home indicator; by default shown on devices without a home button.
    public var homeIndicator: HomeIndicator
    /// A device frame, background and caption around the finished screen; nil for none.
    public var presentation: Presentation?
    public var content: [Component]
    /// The colour behind everything, instead of the theme's background (a SwiftUI `List` fills the
    /// screen with the grouped background); nil is the theme's.
    public var background: ColorReference?

    public init(name: String = "screen", frame: ScreenFrame = .fit(width: 393, scale: 2), theme: String = "movistar",
                appearance: Appearance = .day, contentSize: ContentSizeCategory = .default,
                direction: LayoutDirection = .leftToRight, safeArea: SafeArea? = nil, pseudoLocalize: Bool = false,
                statusBar: StatusBar? = StatusBar(), navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil,
                homeIndicator: HomeIndicator = .automatic, presentation: Presentation? = nil,
                content: [Component], background: ColorReference? = nil) {
        self.name = name; self.frame = frame; self.theme = theme; self.appearance = appearance
        self.contentSize = contentSize; self.direction = direction; self.safeArea = safeArea
        self.pseudoLocalize = pseudoLocalize; self.statusBar = statusBar; self.navigationBar = navigationBar
        self.tabBar = tabBar; self.homeIndicator = homeIndicator; self.presentation = presentation; self.content = content
        self.background = background
    }

    /// The same screen in another appearance.
    public func with(appearance: Appearance) -> Screen {
        var copy = self
        copy.appearance = appearance
        return copy
    }

    /// The same screen in another theme: `screen.with(theme: "vivo-new")`.
    public func with(theme: String) -> Screen {
        var copy = self
        copy.theme = theme
        return copy
    }
}

/// A top-level block of a screen, stacked vertically.
public enum Component: Sendable, Hashable, Codable {
    /// A Mistica list of cells.
    case cellList(CellList)
    /// A Material list of self-sizing stereo cells.
    case materialList(MaterialList)
    /// A Backpack card list (rail or stack).
    case cardList(BPKCardList)
    /// A ListKit list of sections.
    case listKit(ListKitList)
    /// Empty vertical space, in points.
    case spacer(Double)
    /// A sheet of standalone Mistica tags (`TagView`).
    case tagSheet(TagSheet)
    /// A sheet of standalone Mistica badges (`BadgeView`).
    case badgeSheet(BadgeSheet)
    /// A standalone Backpack section header (`BPKSectionHeader`), default or on dark.
    case sectionHeader(BPKSectionHeader)
    /// A sheet of standalone Backpack badges (`BPKBadge`).
    case backpackBadges(BPKBadgeSheet)
    /// A standalone Mistica section title (`TitleView` title1).
    case sectionTitle(SectionTitle)
    /// The team's own view, laid out by SwiftUI's rules across the screen's width at its own height (docs/views.md).
    case view(ViewNode)
    /// Another component inside outer padding, like SwiftUI's `.padding(_:)` around a view in a
    /// snapshot test (docs/screens.md "Outer padding"); leading and trailing follow the direction.
    indirect case padded(EdgeInsets, Component)
}
