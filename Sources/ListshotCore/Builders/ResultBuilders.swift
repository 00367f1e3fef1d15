/// Builds the cells of a ``CellList`` with `if`, `for` and plain statements.
@resultBuilder
public enum CellListBuilder {
    public static func buildExpression(_ cell: Cell) -> [Cell] { [cell] }
    public static func buildBlock(_ parts: [Cell]...) -> [Cell] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Cell]?) -> [Cell] { part ?? [] }
    public static func buildEither(first: [Cell]) -> [Cell] { first }
    public static func buildEither(second: [Cell]) -> [Cell] { second }
    public static func buildArray(_ parts: [[Cell]]) -> [Cell] { parts.flatMap { $0 } }
}

/// Builds the cells of a ``MaterialList``.
@resultBuilder
public enum MaterialListBuilder {
    public static func buildExpression(_ cell: SelfSizingStereoCell) -> [SelfSizingStereoCell] { [cell] }
    public static func buildBlock(_ parts: [SelfSizingStereoCell]...) -> [SelfSizingStereoCell] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [SelfSizingStereoCell]?) -> [SelfSizingStereoCell] { part ?? [] }
    public static func buildEither(first: [SelfSizingStereoCell]) -> [SelfSizingStereoCell] { first }
    public static func buildEither(second: [SelfSizingStereoCell]) -> [SelfSizingStereoCell] { second }
    public static func buildArray(_ parts: [[SelfSizingStereoCell]]) -> [SelfSizingStereoCell] { parts.flatMap { $0 } }
}

/// Builds the components of a ``Screen``: lists, sheets, headers and padded components.
@resultBuilder
public enum ScreenBuilder {
    public static func buildExpression(_ list: CellList) -> [Component] { [.cellList(list)] }
    /// The app's own view, the spec's `view:` item (docs/views.md).
    ///
    /// ```swift
    /// Screen { HStack { Text("Recent"); Spacer(); Counter(count: 3) }.padding() }
    /// ```
    public static func buildExpression(_ view: some ViewConvertible) -> [Component] { [.view(view.view)] }
    public static func buildExpression(_ list: MaterialList) -> [Component] { [.materialList(list)] }
    public static func buildExpression(_ list: BPKCardList) -> [Component] { [.cardList(list)] }
    public static func buildExpression(_ list: ListKitList) -> [Component] { [.listKit(list)] }
    public static func buildExpression(_ header: BPKSectionHeader) -> [Component] { [.sectionHeader(header)] }
    public static func buildExpression(_ sheet: BPKBadgeSheet) -> [Component] { [.backpackBadges(sheet)] }
    /// A sheet of Mistica tags, the spec's `tags:` item.
    ///
    /// ```swift
    /// Screen { TagSheet(title: "Tags", tags: [Tag(style: .promo, text: "Promo")], axis: .vertical, spacing: 8) }
    /// ```
    public static func buildExpression(_ sheet: TagSheet) -> [Component] { [.tagSheet(sheet)] }
    /// A Mistica section title, the spec's `sectionTitle:` item.
    ///
    /// ```swift
    /// Screen { SectionTitle("Connectivity"); CellList { Cell(title: "Wi-Fi") } }
    /// ```
    public static func buildExpression(_ title: SectionTitle) -> [Component] { [.sectionTitle(title)] }
    /// A sheet of Mistica badges, the spec's `badges:` item.
    ///
    /// ```swift
    /// Screen { BadgeSheet(title: "Badges", badges: [.dot, .count(1), .count(10)], spacing: 4) }
    /// ```
    public static func buildExpression(_ sheet: BadgeSheet) -> [Component] { [.badgeSheet(sheet)] }
    public static func buildExpression(_ component: Component) -> [Component] { [component] }
    public static func buildBlock(_ parts: [Component]...) -> [Component] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Component]?) -> [Component] { part ?? [] }
    public static func buildEither(first: [Component]) -> [Component] { first }
    public static func buildEither(second: [Component]) -> [Component] { second }
    public static func buildArray(_ parts: [[Component]]) -> [Component] { parts.flatMap { $0 } }
}

extension Screen {
    /// A screen whose content comes from a builder block.
    ///
    /// ```swift
    /// Screen(name: "settings", frame: .device(.iPhone15, .portrait), navigationBar: NavigationBar(title: "Settings")) {
    ///     CellList(style: .fullwidth) { Cell(title: "Wi-Fi") }
    /// }
    /// ```
    public init(name: String = "screen", frame: ScreenFrame = .fit(width: 393, scale: 2), theme: String = "movistar",
                appearance: Appearance = .day, contentSize: ContentSizeCategory = .default,
                direction: LayoutDirection = .leftToRight, safeArea: SafeArea? = nil, pseudoLocalize: Bool = false,
                statusBar: StatusBar? = StatusBar(), navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil,
                homeIndicator: HomeIndicator = .automatic, presentation: Presentation? = nil,
                @ScreenBuilder content: () -> [Component]) {
        self.init(name: name, frame: frame, theme: theme, appearance: appearance, contentSize: contentSize,
                  direction: direction, safeArea: safeArea, pseudoLocalize: pseudoLocalize, statusBar: statusBar,
                  navigationBar: navigationBar, tabBar: tabBar, homeIndicator: homeIndicator, presentation: presentation,
                  content: content())
    }
}
