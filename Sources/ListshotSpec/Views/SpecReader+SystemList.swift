import ListshotCore
import ListshotText

/// `systemList:`, iOS's own list (SwiftUI `List`/`Form`, ``ViewList``) as a view kind (docs/lists.md
/// "In specs"). The key is not `list`, which is Mistica's cell list.
///
/// ```yaml
/// systemList:
///   style: insetGrouped
///   generation: glass
///   sections:
///     - header: Account
///       rows: [{text: Profile}, {row: {text: Email}, disclosure: true}]
/// ```
extension SpecReader {
    static let systemListKeys = ["style", "generation", "sectionSpacing", "sections"]
    static let systemListSectionKeys = ["header", "footer", "rows"]
    /// The keys of a row written `{row: VIEW, …}`: the row modifiers SwiftUI reads from a row.
    static let systemListRowKeys = ["row", "insets", "background", "separator", "disclosure"]

    /// The list: its style (inset grouped unless given), its generation (the list's own, else the
    /// spec's `listGeneration`, else classic), its section spacing and sections.
    func systemList(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewList {
        let keys = try node.mapping(allowed: Self.systemListKeys)
        let style = try keys["style"]?.choice(ViewListStyle.self) ?? .insetGrouped
        let generation = try keys["generation"]?.choice(ListGeneration.self) ?? listGeneration
        let spacing = try keys["sectionSpacing"].map { n throws(SpecError) in try listLength(n, scope: scope, what: "a section spacing") }
        guard let sectionsNode = keys["sections"] else {
            throw node.error("missing key 'sections'. A systemList is sections of rows, e.g. `sections: [{header: Account, rows: [{text: Profile}]}]`.")
        }
        var sections: [ViewListSection] = []
        for item in try sectionsNode.sequence() {
            sections.append(try systemListSection(item, scope: scope.nested))
        }
        if sections.isEmpty { throw sectionsNode.error("is empty. Give the list at least one section, e.g. `- rows: [{text: Profile}]`.") }
        return ViewList(style: style, generation: generation, sections: sections, sectionSpacing: spacing)
    }

    /// `{header, footer, rows}`: SwiftUI `Section { rows } header: { … } footer: { … }`.
    func systemListSection(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewListSection {
        let keys = try node.mapping(allowed: Self.systemListSectionKeys)
        let header = try keys["header"].map { n throws(SpecError) in try listPart(n, scope: scope) }
        let footer = try keys["footer"].map { n throws(SpecError) in try listPart(n, scope: scope) }
        var rows: [ViewListRow] = []
        if let rowsNode = keys["rows"] {
            for item in try rowsNode.sequence() {
                if let each = try forEachNode(item) {
                    rows += try forEach(each, scope: scope).map { ViewListRow($0) }
                } else {
                    rows.append(try systemListRow(item, scope: scope))
                }
            }
        }
        if rows.isEmpty, header == nil, footer == nil {
            throw node.error("a section needs rows, a header or a footer, e.g. `{header: Account, rows: [{text: Profile}]}`.")
        }
        return ViewListSection(header: header, footer: footer, rows: rows)
    }

    /// A row: a view (`{text: Profile}`, `Profile` for a text), or `{row: VIEW, insets, background,
    /// separator, disclosure}` for SwiftUI's `listRowInsets`, `listRowBackground`,
    /// `listRowSeparator` and a `NavigationLink`'s chevron.
    func systemListRow(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewListRow {
        guard case .mapping(let pairs) = node.node, pairs.contains(where: { $0.key.string == "row" }) else {
            if case .mapping(let pairs) = node.node, let stray = pairs.first(where: { ["insets", "separator", "disclosure"].contains($0.key.string ?? "") }) {
                let key = stray.key.string ?? ""
                throw SpecNode(node: stray.key, path: node.path, file: node.file)
                    .error("`\(key)` is a row's key: write the row's view under `row:`, e.g. `{row: {text: Profile}, \(key): …}`.")
            }
            return ViewListRow(try listPart(node, scope: scope))
        }
        let keys = try node.mapping(allowed: Self.systemListRowKeys)
        guard let content = keys["row"] else { throw node.error("missing key 'row'.") }
        let background: ViewBackground? = try keys["background"].map { n throws(SpecError) -> ViewBackground in
            if try isColor(n, scope: scope) { return .color(try colorValue(n, scope: scope)) }
            let (view, alignment) = try attachedView(n, scope: scope, alignment: true)
            return .view(view, alignment: alignment)
        }
        return ViewListRow(try listPart(content, scope: scope),
                           insets: try keys["insets"].map { n throws(SpecError) in try rowInsets(n, scope: scope) },
                           background: background,
                           separator: try keys["separator"]?.choice(ListSeparatorName.self) == .hidden ? .hidden : .visible,
                           showsDisclosure: try keys["disclosure"].map { n throws(SpecError) in try boolValue(n, scope: scope) } ?? false)
    }

    /// A header, footer or row: a view, or a plain scalar for a text (SwiftUI `Section("Account")`).
    func listPart(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> ViewNode {
        guard case .scalar = node.node else { return try view(node, scope: scope) }
        try views.checkDepth(scope.depth, at: node, chain: scope.chain)
        try views.addView(at: node)
        let string = try node.string()
        try views.addText(string, at: node)
        return ViewNode.text(string)
    }

    /// `listRowInsets`: one length on every edge, or `{top, leading, bottom, trailing, horizontal,
    /// vertical}` (an edge's own key wins over its axis; an edge left out is 0, as `EdgeInsets`).
    func rowInsets(_ node: SpecNode, scope: ViewScope) throws(SpecError) -> EdgeInsets {
        guard case .mapping = node.node, try parameterName(node) == nil else {
            return EdgeInsets(all: try listLength(node, scope: scope, what: "a row inset"))
        }
        let keys = try node.mapping(allowed: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"])
        func side(_ edge: String, _ axis: String) throws(SpecError) -> Double {
            guard let n = keys[edge] ?? keys[axis] else { return 0 }
            return try listLength(n, scope: scope, what: "a row inset")
        }
        return EdgeInsets(top: try side("top", "vertical"), leading: try side("leading", "horizontal"),
                          bottom: try side("bottom", "vertical"), trailing: try side("trailing", "horizontal"))
    }

    /// A length of 0…``maximumLength`` points.
    func listLength(_ node: SpecNode, scope: ViewScope, what: String) throws(SpecError) -> Double {
        let value = try length(node, scope: scope, what: what)
        guard value <= maximumLength else {
            throw node.error("\(what) of \(value.plainText) pt is out of range. Use 0…\(maximumLengthText).")
        }
        return value
    }
}

/// `separator: visible | hidden` of a row (SwiftUI `listRowSeparator(_:)`).
enum ListSeparatorName: String, CaseIterable {
    case visible, hidden
}
