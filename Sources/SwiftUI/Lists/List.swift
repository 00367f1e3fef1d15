internal import ListshotCore

/// Rows in sections, as iOS draws them (SwiftUI `List`): inset grouped unless `listStyle` says
/// otherwise, in iOS 17/18's look or iOS 26's (docs/lists.md).
///
/// ```swift
/// List {
///     Section("Account") { Label("Profile", systemImage: "person.crop.circle") }
///     Section { Toggle("Notifications", isOn: $on) } footer: { Text("Sent daily.") }
/// }
/// List(landmarks) { LandmarkRow(landmark: $0) }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    var isForm = false

    init(content: Content, isForm: Bool) { self.content = content; self.isForm = isForm }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let listshot = context.environment.listshot
        let style: ViewListStyle = isForm ? .insetGrouped : listshot.listStyle.core(isTablet: context.environment.horizontalSizeClass == .regular)
        var sections: [ViewListSection] = []
        var loose: [ViewListRow] = []
        func flushLoose() {
            if !loose.isEmpty { sections.append(ViewListSection(rows: loose)); loose = [] }
        }
        for item in context.listItems(of: content) {
            switch item {
            case .row(let view):
                loose += Self.rows(of: view, in: context)
            case .section(let parts):
                flushLoose()
                let rows = parts.rows.flatMap { Self.rows(of: $0, in: context) }
                let header = parts.header.flatMap { Self.single($0.lowered(in: context)) }
                let footer = parts.footer.flatMap { Self.single($0.lowered(in: context)) }
                sections.append(ViewListSection(header: header, footer: footer, rows: rows))
            }
        }
        flushLoose()
        if context.screenBackground == nil {
            context.screenBackground = .system(style == .plain ? "systemBackground" : "systemGroupedBackground")
        }
        let list = ViewList(style: style, generation: listshot.listGeneration, sections: sections,
                            sectionSpacing: listshot.listSectionSpacing)
        return [ViewNode(.list(list)).modifier(.id(isForm ? "form" : "list"))]
    }

    static func rows(of view: any View, in context: LoweringContext) -> [ViewListRow] {
        let (nodes, options) = context.lowerRow { view.lowered(in: context) }
        return nodes.map { node in
            var content = node
            if let badge = options.badge {
                content = ViewNode.hstack([node, ViewNode.spacer(), ViewNode.text(badge, color: .system("secondaryLabel"))])
            }
            return ViewListRow(content, insets: options.insets, background: options.background,
                               separator: options.separator, showsDisclosure: options.showsDisclosure)
        }
    }

    static func single(_ nodes: [ViewNode]) -> ViewNode? {
        nodes.isEmpty ? nil : nodes.count == 1 ? nodes[0] : ViewNode.vstack(alignment: .leading, nodes)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content(), isForm: false) }

    /// A row for each element: `List(items) { ItemRow(item: $0) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), isForm: false)
    }

    /// A row for each element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), isForm: false)
    }

    /// A row for each index of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), isForm: false)
    }
}

extension List {
    /// A list whose selection binding a snapshot shows unselected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.init(content: content(), isForm: false) }
    /// A list with a set selection, shown unselected.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.init(content: content(), isForm: false) }
}

/// Controls in grouped sections (SwiftUI `Form`): on iOS, an inset grouped list.
///
/// ```swift
/// Form { Section("Display") { Toggle("Dark Mode", isOn: $dark) } }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        List<Never, Content>(content: content, isForm: true).lower(in: context)
    }
}
