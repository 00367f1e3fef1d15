package import ListshotCore

/// What lowering a SwiftUI view tree carries down and collects: the environment, the notes of
/// APIs that draw nothing in a still image, and the screen's bars that navigation views ask for.
@MainActor
package final class LoweringContext {
    /// The environment the view being lowered sees; `@Environment` reads it while lowering runs,
    /// in a `body` and in a `ForEach`'s row closure alike.
    package var environment: EnvironmentValues {
        didSet { EnvironmentValues.setCurrent(environment) }
    }
    /// Notes for the render's report, in order, each once.
    package private(set) var notes: [String] = []
    /// The navigation bar the outermost `NavigationStack` asks for, if any.
    package var navigation: NavigationRequest?
    /// The tab bar the outermost `TabView` asks for, if any.
    package var tabs: TabRequest?
    /// The colour the whole screen shows behind the content (a grouped `List` fills it), if any.
    package var screenBackground: ColorReference?
    /// The size the view being lowered is expected to be offered (a GeometryReader's closure runs at it;
    /// Containers/OfferedSize.swift); nil sides are unknown.
    package var offeredSize = ProposedSize.unspecified
    /// The theme of the first design-system view lowered (MisticaSwiftUI: `MisticaConfig.brandStyle`'s; Backpack_SwiftUI:
    /// `backpack`): the screen's theme unless the snapshot names a design-system theme of its own.
    package private(set) var designSystemTheme: String?
    /// How deep inside a `NavigationStack` the lowering is (0 outside).
    var navigationDepth = 0
    /// The options of the list row being lowered (`listRowInsets`…), nil outside a row.
    var currentRow: RowOptions?
    /// The tab item of the `TabView` child being lowered (`tabItem`, `badge`), nil outside one.
    var currentTab: TabOptions?
    private var noted: Set<String> = []
    /// What each custom modifier's `content` stands for, innermost last.
    var modifierContents: [ObjectIdentifier: [() -> [ViewNode]]] = [:]

    package init(environment: EnvironmentValues = EnvironmentValues()) {
        self.environment = environment
    }

    /// Asks for `theme` as the screen's theme; the first design-system view to ask wins, and a later,
    /// different one is noted.
    package func requestTheme(_ theme: String) {
        guard let current = designSystemTheme else { designSystemTheme = theme; return }
        if current != theme { note("views of the themes \(current) and \(theme) are on one screen: it is drawn in \(current)") }
    }

    /// Records `message` for the report once.
    package func note(_ message: String) {
        if noted.insert(message).inserted { notes.append(message) }
    }

    /// Records that `api` draws nothing in a still image.
    func noteNoEffect(_ api: String) {
        note("\(api) has no effect on a still image; it was accepted and ignored")
    }

    /// `body()` evaluated with this context's environment as the one `@Environment` reads.
    func evaluating<Result>(_ body: () -> Result) -> Result {
        EnvironmentValues.withCurrent(environment, body)
    }

    /// `body()`, the whole lowering, with `@Environment` reading this context's environment
    /// throughout, and the previous values restored afterwards.
    package func lowering<Result>(_ body: () -> Result) -> Result {
        EnvironmentValues.withCurrent(environment, body)
    }

    /// `body()` with the environment changed by `change`, restored afterwards.
    func with<Result>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> Result) -> Result {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body()
    }

    /// A view type's name for element ids: `SettingsView`, `Row` for `Row<Item>`, without the module.
    static func displayName(of type: Any.Type) -> String {
        var name = String(describing: type)
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name.isEmpty ? "View" : name
    }
}

/// The navigation bar a `NavigationStack` and its content's `navigationTitle`/`toolbar` ask for.
package struct NavigationRequest: Sendable, Hashable {
    package var title: String = ""
    package var displayMode: NavigationBar.Display = .large
    package var leading: [String] = []
    package var trailing: [BarButton] = []
    package var searchPrompt: String?
    /// The back button's title, when the bar has one (Backpack's `.backButton("Back")` item).
    package var back: String?
    /// Backpack's bar style (`BPKNavigationView(style:)`), drawn by the backpack theme's bar.
    package var backpackStyle: BPKNavigationBarStyle?
    package init() {}
}

/// The tab bar a `TabView` asks for.
package struct TabRequest: Sendable, Hashable {
    package var items: [TabItem] = []
    package var selected: Int = 0
}
