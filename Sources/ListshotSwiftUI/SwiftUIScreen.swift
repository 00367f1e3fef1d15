import ListshotCore
import SwiftUI

/// A SwiftUI view as a Listshot screen: its body evaluated once in the options' environment,
/// lowered to the view engine, with the navigation and tab bars it asks for.
///
/// ```swift
/// let snapshot = SwiftUIScreen.make(SettingsView(), options: SwiftUISnapshotOptions(appearance: .night))
/// try Renderer().render(snapshot.screen, format: .png)
/// ```
public struct SwiftUIScreen: Sendable, Hashable {
    /// The screen to lay out and draw.
    public var screen: Screen
    /// What the snapshot could not show or ignored, for the report (`onAppear has no effect…`).
    public var notes: [String]

    /// The screen for `view` drawn with `options`; `assets` are the options' folder read once for
    /// several variants (nil reads it now).
    @MainActor
    public static func make<V: SwiftUI.View>(_ view: V, name: String = "screen", options: SwiftUISnapshotOptions = SwiftUISnapshotOptions(),
                                             assets: SwiftUIAssets? = nil) -> SwiftUIScreen {
        var environment = SnapshotEnvironment()
        environment.colorScheme = options.appearance
        environment.dynamicTypeSize = options.contentSize
        environment.layoutDirection = options.direction
        environment.displayScale = options.device?.scale ?? 3
        environment.listGeneration = options.listGeneration
        let frame = options.frame
        environment.isTablet = options.regularWidth ?? options.device.map { $0.size.width >= 700 } ?? false
        // What the content area offers a GeometryReader at the root (docs/swiftui.md, "GeometryReader"):
        // the screen's width, and a device's height less its safe area (the bars' heights are not known yet).
        environment.contentSize = ProposedSize(width: frame.width,
                                               height: frame.fixedHeight.map { max(0, $0 - frame.safeArea.top - frame.safeArea.bottom) })
        let assets = assets ?? SwiftUIAssets.load(folder: options.assetsFolder)
        let lowered = view.lowerForSnapshot(environment, assets: assets.source(locale: environment.localeIdentifier, scale: environment.displayScale))
        var root = lowered.content.count == 1 ? lowered.content[0] : ViewNode.vstack(spacing: 0, lowered.content)
        if case .fixed(let width, let height) = options.layout {
            root = root.frame(width: width, height: height)   // offered the canvas and centred in it
        }
        let bars = options.drawsBars
        // Mistica or Backpack views bring their design system's theme unless the options name one (docs/swiftui.md, "Design systems").
        let theme = options.theme == SwiftUISnapshotOptions.defaultTheme ? (lowered.designSystemTheme ?? options.theme) : options.theme
        let screen = Screen(name: name, frame: frame, theme: theme, appearance: options.appearance,
                            contentSize: options.contentSize, direction: options.direction,
                            statusBar: bars ? StatusBar() : nil,
                            navigationBar: bars ? lowered.navigation.map(Self.navigationBar) : nil,
                            tabBar: bars ? lowered.tabs.map { TabBar(selected: $0.selected, items: $0.items) } : nil,
                            content: lowered.content.isEmpty ? [] : [.view(root)],
                            background: lowered.screenBackground)
        return SwiftUIScreen(screen: screen, notes: assets.problems + lowered.notes)
    }

    static func navigationBar(_ request: NavigationRequest) -> NavigationBar {
        NavigationBar(title: request.title, display: request.displayMode, back: request.back, trailing: request.trailing,
                      search: request.searchPrompt, backpackStyle: request.backpackStyle)
    }
}
