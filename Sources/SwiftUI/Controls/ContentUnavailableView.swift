internal import ListshotCore

/// What a screen shows when it has nothing to show (SwiftUI `ContentUnavailableView`, iOS 17): a
/// large symbol in secondary, a bold title, a description in secondary, and actions, centred in all
/// the space offered.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let secondary = Color.secondary.reference(in: context.environment, context: context)
        var rows: [ViewNode] = []
        if let standard = label as? UnavailableLabel {
            rows.append(Controls.symbol(standard.systemImage, pointSize: ControlMetrics.unavailableSymbol, color: secondary, in: context).control("image"))
            rows += context.with({ $0.font = .title2; $0.listshot.isBold = true }) { standard.title.lowered(in: context) }
        } else {
            rows += context.with({ $0.font = .title2; $0.listshot.isBold = true }) { label.lowered(in: context) }
        }
        rows += context.with({ $0.multilineTextAlignment = .center }) { Controls.lower(description, foreground: secondary, in: context) }
        rows += actions.lowered(in: context)
        let node = ViewNode.vstack(spacing: 8, rows)
            .modifier(.padding(ListshotCore.EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
            .modifier(.frame(ViewFrame(maxWidth: .infinity, maxHeight: .infinity)))
        return [node.control("contentUnavailable")]
    }
}

/// The title and symbol of a standard ``ContentUnavailableView``.
public struct UnavailableLabel: View, PrimitiveView {
    let title: Text
    let systemImage: String
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode.vstack([SymbolLowering.node(name: systemImage, in: context)] + title.lowered(in: context))]
    }
}

extension ContentUnavailableView where Label == UnavailableLabel, Description == Text?, Actions == EmptyView {
    /// A localized title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = UnavailableLabel(title: Text(title), systemImage: name); self.description = description; actions = EmptyView()
    }
    /// A string title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = UnavailableLabel(title: Text(title), systemImage: name); self.description = description; actions = EmptyView()
    }
}

extension ContentUnavailableView where Label == UnavailableLabel, Description == Text?, Actions == EmptyView {
    /// iOS's "No Results" view for a search (Apple's wording in iOS 17's English UI).
    public static var search: ContentUnavailableView<UnavailableLabel, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
    /// iOS's "No Results" view for a search of `text`.
    public static func search(text: String) -> ContentUnavailableView<UnavailableLabel, Text?, EmptyView> {
        ContentUnavailableView(verbatim: "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    init(verbatim title: String, systemImage name: String, description: Text?) {
        label = UnavailableLabel(title: Text(verbatim: title), systemImage: name); self.description = description; actions = EmptyView()
    }
}
