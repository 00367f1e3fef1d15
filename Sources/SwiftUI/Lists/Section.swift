internal import ListshotCore

/// A group of list rows with an optional header and footer (SwiftUI `Section`).
///
/// ```swift
/// Section("Account") { Label("Profile", systemImage: "person.crop.circle") }
/// Section { Toggle("Notifications", isOn: $on) } header: { Text("General") } footer: { Text("Sent daily.") }
/// ```
public struct Section<Parent, Content, Footer> {
    let parent: Parent?
    let content: Content
    let footer: Footer?
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    public var body: Never { primitiveBody(Self.self) }

    /// Outside a list a section is its header, rows and footer in a column.
    func lower(in context: LoweringContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        if let parent { nodes += parent.lowered(in: context) }
        nodes += content.lowered(in: context)
        if let footer { nodes += footer.lowered(in: context) }
        return [ViewNode.vstack(alignment: .leading, nodes)]
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.parent = header(); self.content = content(); self.footer = footer()
    }

    /// The iOS 13 form: `Section(header: Text("A"), footer: Text("B")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.parent = header; self.content = content(); self.footer = footer
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.parent = nil; self.content = content(); self.footer = nil }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.parent = header(); self.content = content(); self.footer = nil
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.parent = header; self.content = content(); self.footer = nil }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.parent = nil; self.content = content(); self.footer = footer()
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.parent = nil; self.content = content(); self.footer = footer }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.parent = Text(titleKey); self.content = content(); self.footer = nil
    }
    /// A section titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.parent = Text(title); self.content = content(); self.footer = nil
    }
    /// A section titled `titleKey` that may collapse; a snapshot shows it as `isExpanded` says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.parent = Text(titleKey); self.content = content(); self.footer = nil
    }
}

extension Section: ListItemsProducing where Parent: View, Content: View, Footer: View {
    func listItems(in context: LoweringContext) -> [ListItem] {
        let rows = context.listItems(of: content).flatMap { item -> [any View] in
            switch item {
            case .row(let view): return [view]
            case .section(let nested): return nested.rows   // SwiftUI flattens a section inside a section
            }
        }
        return [.section(SectionParts(header: parent, footer: footer, rows: rows))]
    }
}
