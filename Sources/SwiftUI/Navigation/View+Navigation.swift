internal import ListshotCore

extension View {
    /// The navigation bar's title while this view is the stack's root.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// The navigation bar's title from a string variable.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// The navigation bar's title.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NodesTransform { nodes, _ in nodes }).modifier(NavigationChange { request, context in
            if request.title.isEmpty { request.title = title.viewText(in: context).string }
        })
    }

    /// Whether the title is large (scrolls under) or inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationChange { request, _ in request.displayMode = displayMode == .inline ? .inline : .large })
    }

    /// Whether the back button shows; the root of a snapshot has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// A search field in the navigation bar.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(NavigationChange { request, context in
            request.searchPrompt = prompt.map { $0.viewText(in: context).string } ?? "Search"
        })
    }

    /// A search field in the navigation bar, with a prompt key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Items in the navigation bar (`ToolbarItem(placement: .topBarTrailing)`), or bare views, which go trailing.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(NavigationChange { request, context in
            let buttons = ToolbarLowering.buttons(of: items, in: context)
            request.trailing += buttons.trailing
            if !buttons.leading.isEmpty {
                context.note("Leading toolbar items (\(buttons.leading.joined(separator: ", "))) are not drawn: Listshot's bar draws a back title and trailing buttons")
            }
        })
    }

    /// The bar's background; Listshot draws iOS's own bar.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { notYet("toolbarBackground") }
    /// The bar's visibility; Listshot draws iOS's own bar.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { notYet("toolbarBackground") }
    /// Hides or shows a bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { notYet("toolbar(_:for:)") }
}

/// Changes the navigation bar request when applied inside a `NavigationStack`.
struct NavigationChange: ViewModifier, PrimitiveModifier {
    let change: @MainActor (inout NavigationRequest, LoweringContext) -> Void
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        if context.navigationDepth == 1, var request = context.navigation {
            change(&request, context)
            context.navigation = request
        }
        return content()
    }
}

/// Where a search field sits (SwiftUI `SearchFieldPlacement`).
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: DisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    public enum DisplayMode: Sendable { case automatic, always }
}

/// A bar of the screen (SwiftUI `ToolbarPlacement`).
public struct ToolbarPlacement: Sendable {
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
    public static let automatic = ToolbarPlacement()
}
