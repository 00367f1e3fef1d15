package import ListshotCore

/// A SwiftUI view lowered for a snapshot: its content as Listshot views, the bars its navigation
/// asks for, and the notes for the report.
package struct LoweredView: Sendable, Hashable {
    package var content: [ViewNode]
    package var navigation: NavigationRequest?
    package var tabs: TabRequest?
    package var screenBackground: ColorReference?
    /// The theme the design system of the views asks for (MisticaSwiftUI's brand, Backpack's), if any.
    package var designSystemTheme: String? = nil
    package var notes: [String]
}

/// Where a snapshot of a SwiftUI view takes its environment from.
package struct SnapshotEnvironment: Sendable, Hashable {
    package var colorScheme: Appearance = .day
    package var dynamicTypeSize: ListshotCore.ContentSizeCategory = .large
    package var layoutDirection: ListshotCore.LayoutDirection = .leftToRight
    package var displayScale: Double = 3
    package var localeIdentifier: String = "en_US"
    package var isTablet = false
    /// iOS 17/18 lists or iOS 26 lists (docs/lists.md, "Choosing a generation").
    package var listGeneration: ListGeneration = .classic
    /// The size the screen offers its content (a GeometryReader's closure runs at it); nil sides are unknown.
    package var contentSize = ProposedSize.unspecified
    package init() {}
}

extension View {
    /// This view lowered with `snapshot`'s environment, and assets looked up with `assets`.
    @MainActor
    package func lowerForSnapshot(_ snapshot: SnapshotEnvironment, assets: AssetSource = AssetSource()) -> LoweredView {
        var environment = EnvironmentValues()
        environment.colorScheme = ColorScheme(snapshot.colorScheme)
        environment.dynamicTypeSize = DynamicTypeSize(snapshot.dynamicTypeSize)
        environment.layoutDirection = LayoutDirection(snapshot.layoutDirection)
        environment.displayScale = CGFloat(snapshot.displayScale)
        environment.locale = Locale(identifier: snapshot.localeIdentifier)
        environment.horizontalSizeClass = snapshot.isTablet ? .regular : .compact
        environment.listshot.assets = assets
        environment.listshot.listGeneration = snapshot.listGeneration
        let context = LoweringContext(environment: environment)
        context.offeredSize = snapshot.contentSize
        let nodes = context.lowering { lowered(in: context) }
        return LoweredView(content: nodes, navigation: context.navigation, tabs: context.tabs,
                           screenBackground: context.screenBackground, designSystemTheme: context.designSystemTheme, notes: context.notes)
    }
}
