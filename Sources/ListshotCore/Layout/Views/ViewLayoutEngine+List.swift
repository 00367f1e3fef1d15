// SwiftUI `List` and `Form` (docs/lists.md): the list takes the whole width it is offered and the
// height of its content; sections, rows, headers, footers and separators are placed by the
// style's and generation's ``ListMetrics``.

extension ViewLayoutEngine {
    /// The list's size: the width offered (the canvas's content width when offered none) and its content's height.
    func listSize(_ node: ViewTreeNode, _ list: ViewList, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let plan = try listPlan(node, list, width: listWidth(proposal))
        return Size(width: plan.width, height: plan.height)
    }

    /// Draws the list into `frame`: its background, then per section the header, the rows' card,
    /// row backgrounds, contents, chevrons and separators, and the footer.
    func placeList(_ node: ViewTreeNode, _ list: ViewList, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        let plan = try listPlan(node, list, width: listWidth(proposal))
        let metrics = plan.metrics
        let theme = context.theme
        func moved(_ rect: Rect) -> Rect { Rect(x: rect.x + frame.x, y: rect.y + frame.y, width: rect.width, height: rect.height) }
        context.emit(node.id, .rect(RectPrimitive(frame: frame, fill: try theme.systemPaint(metrics.listBackground, for: node.id))))
        let thickness = context.grid.scale > 0 ? 1 / context.grid.scale : 1
        for section in plan.sections {
            if let header = section.header {
                if let bar = metrics.headerBar, let barFrame = section.headerBar {
                    let id = "\(section.id).headerBar"
                    context.emit(id, .rect(RectPrimitive(frame: moved(barFrame), fill: try theme.systemPaint(bar, for: id))))
                }
                try place(header.node, at: moved(Rect(origin: header.origin, size: .zero)).origin, header.proposal)
            }
            if let card = section.card {
                let cardFrame = moved(card)
                context.emit(section.id, .rect(RectPrimitive(frame: cardFrame, cornerRadius: min(metrics.cornerRadius, min(cardFrame.width, cardFrame.height) / 2), cornerCurve: .continuous,
                                                             fill: try theme.systemPaint(metrics.rowBackground, for: section.id))))
                try placeRowBackgrounds(section, card: cardFrame, radius: metrics.cornerRadius, moved: moved)
                var textStarts: [Double] = []
                for row in section.rows {
                    let first = context.items.count
                    try place(row.node, at: moved(Rect(origin: row.contentOrigin, size: .zero)).origin, row.contentProposal)
                    textStarts.append(Self.firstTextX(context.items[first...]) ?? moved(row.frame).x + row.insets.leading)
                    if let chevron = row.disclosure {
                        let id = "\(row.id).disclosure"
                        context.emitIcon(.chevronRight, id: id, frame: moved(chevron), color: try theme.systemPaint("tertiaryLabel", for: id).primaryColor)
                    }
                }
                for (index, row) in section.rows.enumerated().dropLast() {
                    guard row.row.separator == .visible, section.rows[index + 1].row.separator == .visible else { continue }
                    let rowFrame = moved(row.frame)
                    let id = "\(row.id).separator"
                    let line = Rect(x: textStarts[index], y: rowFrame.maxY - thickness, width: max(0, cardFrame.maxX - textStarts[index]), height: thickness)
                    context.emit(id, .rect(RectPrimitive(frame: line, fill: try theme.systemPaint("separator", for: id))))
                }
            }
            if let footer = section.footer {
                try place(footer.node, at: moved(Rect(origin: footer.origin, size: .zero)).origin, footer.proposal)
            }
        }
    }

    /// `listRowBackground` colours and views, clipped to the section's rounded card.
    private func placeRowBackgrounds(_ section: ListSectionPlan, card: Rect, radius: Double,
                                     moved: (Rect) -> Rect) throws(LayoutError) {
        let overridden = section.rows.filter { $0.row.background != nil }
        guard !overridden.isEmpty else { return }
        context.emit("\(section.id).clip", .pushClip(ClipPrimitive(frame: card, cornerRadius: min(radius, min(card.width, card.height) / 2), cornerCurve: .continuous)))
        for row in overridden {
            let rowFrame = moved(row.frame)
            let id = "\(row.id).background"
            switch row.row.background {
            case .color(let color)?:
                context.emit(id, .rect(RectPrimitive(frame: rowFrame, fill: try listPaint(color, element: id))))
            case .view(let view, let alignment)?:
                let child = ViewTreeNode(view: view, path: "\(row.node.path)#background", id: view.fixedElementID ?? id,
                                         axis: nil, depth: row.node.depth, environment: row.node.inherited)
                let offer = ProposedSize(rowFrame.size)
                let chosen = try size(child, offer)
                try place(child, at: Self.align(chosen, in: rowFrame, alignment), offer)
            case nil:
                break
            }
        }
        context.emit("\(section.id).clip", .popClip)
    }

    private func listPaint(_ reference: ColorReference, element: String) throws(LayoutError) -> Paint {
        switch reference {
        case .literal(let color): return .solid(color)
        case .token(let token): return try context.theme.paint(token, for: element)
        case .primary: return try context.theme.paint(context.theme.designSystem.textTokens.primary, for: element)
        case .system(let name): return try context.theme.systemPaint(name, for: element)
        case .withOpacity(let base, let opacity): return try listPaint(base, element: element).withOpacity(opacity)
        }
    }

    /// The leading edge of the first text among `items`: where a row's separator starts (SwiftUI's
    /// `listRowSeparatorLeading` default, the row's text, past a Label's icon).
    static func firstTextX(_ items: ArraySlice<DisplayItem>) -> Double? {
        for item in items { if case .text(let text) = item.primitive { return text.frame.x } }
        return nil
    }

    private func listWidth(_ proposal: ProposedSize) -> Double {
        guard let width = proposal.width, width.isFinite else { return context.contentWidth }
        return width
    }

    /// Where every part of the list goes at `width`, from the list's top-leading corner.
    func listPlan(_ node: ViewTreeNode, _ list: ViewList, width: Double) throws(LayoutError) -> ListPlan {
        let metrics = ListMetrics.metrics(style: list.style, generation: list.generation)
        let spacing = list.sectionSpacing ?? metrics.sectionSpacing
        try Self.check(spacing, element: node.id, what: "a section spacing")
        let inset = metrics.sectionInset(screenWidth: width)
        let defaultInsets = metrics.rowInsets(screenWidth: width)
        let sectionWidth = max(0, width - 2 * inset)
        let textLeading = inset + defaultInsets.leading
        let textWidth = max(0, width - 2 * textLeading)
        let rowEnvironment = node.environment
            .setting(.font(.textStyle(.body, weight: nil)))
            .setting(.foregroundColor(.system("label")))
        var y = metrics.firstSectionTop
        var sections: [ListSectionPlan] = []
        for (sectionIndex, section) in list.sections.enumerated() {
            if sectionIndex > 0 { y += spacing }
            let sectionID = "\(node.id).section[\(sectionIndex)]"
            let sectionPath = "\(node.path).s\(sectionIndex)"
            var plan = ListSectionPlan(id: sectionID)
            if let header = section.header {
                let child = listPart(header, node: node, path: "\(sectionPath).h", id: "\(sectionID).header",
                                     environment: Self.environment(node.environment, metrics.header))
                let offer = ProposedSize(width: textWidth, height: nil)
                let height = try size(child, offer).height
                let style = metrics.header
                plan.header = ListPartPlan(node: child, origin: Point(x: textLeading, y: y + style.topPadding), proposal: offer)
                let used = style.topPadding + height + style.bottomPadding
                if metrics.headerBar != nil {
                    let bar = max(metrics.headerBarMinHeight, used)
                    plan.header?.origin.y = y + (bar - height) / 2
                    plan.headerBar = Rect(x: 0, y: y, width: width, height: bar)
                    y += bar
                } else {
                    y += used
                }
            }
            if !section.rows.isEmpty {
                let top = y
                let sharedNames = Dictionary(section.rows.compactMap { $0.content.explicitID.map { ($0, 1) } }, uniquingKeysWith: +)
                var seen: [String: Int] = [:]
                for (rowIndex, row) in section.rows.enumerated() {
                    let insets = row.insets ?? defaultInsets
                    for side in [insets.top, insets.leading, insets.bottom, insets.trailing] {
                        try Self.check(side, element: "\(sectionID).row[\(rowIndex)]", what: "a row inset")
                    }
                    // A row named by its content (`toggle`, `LandmarkRow`) keeps that name; two rows of
                    // one name in a section are told apart by their order (`toggle[1]`).
                    let segment: String
                    if let explicit = row.content.explicitID {
                        let occurrence = seen[explicit, default: 0]
                        seen[explicit] = occurrence + 1
                        segment = sharedNames[explicit, default: 0] > 1 ? "\(explicit)[\(occurrence)]" : explicit
                    } else {
                        segment = "row[\(rowIndex)]"
                    }
                    let id = row.content.fixedElementID ?? "\(sectionID).\(segment)"
                    let child = ViewTreeNode(view: row.content, path: "\(sectionPath).r\(rowIndex)", id: id, axis: nil,
                                             depth: node.depth + 1, environment: rowEnvironment)
                    let chevron = row.showsDisclosure ? metrics.disclosureSize + metrics.disclosureSpacing : 0
                    let offer = ProposedSize(width: max(0, sectionWidth - insets.horizontal - chevron), height: nil)
                    let content = try size(child, offer)
                    let height = max(metrics.rowMinHeight, content.height + insets.vertical)
                    let frame = Rect(x: inset, y: y, width: sectionWidth, height: height)
                    let origin = Point(x: inset + insets.leading, y: y + insets.top + (height - insets.vertical - content.height) / 2)
                    let disclosure = row.showsDisclosure
                        ? Rect(x: inset + sectionWidth - insets.trailing - metrics.disclosureSize, y: y + (height - metrics.disclosureSize) / 2,
                               width: metrics.disclosureSize, height: metrics.disclosureSize)
                        : nil
                    plan.rows.append(ListRowPlan(row: row, id: id, node: child, frame: frame, insets: insets, contentOrigin: origin,
                                                 contentProposal: offer, disclosure: disclosure))
                    y += height
                }
                plan.card = Rect(x: inset, y: top, width: sectionWidth, height: y - top)
            }
            if let footer = section.footer {
                let child = listPart(footer, node: node, path: "\(sectionPath).f", id: "\(sectionID).footer",
                                     environment: Self.environment(node.environment, metrics.footer))
                let offer = ProposedSize(width: textWidth, height: nil)
                let height = try size(child, offer).height
                plan.footer = ListPartPlan(node: child, origin: Point(x: textLeading, y: y + metrics.footer.topPadding), proposal: offer)
                y += metrics.footer.topPadding + height + metrics.footer.bottomPadding
            }
            sections.append(plan)
        }
        if !list.sections.isEmpty { y += metrics.bottomPadding }
        return ListPlan(width: width, height: y, metrics: metrics, sections: sections)
    }

    /// A header or footer node: its own id, in `environment`.
    private func listPart(_ view: ViewNode, node: ViewTreeNode, path: String, id: String, environment: ViewEnvironment) -> ViewTreeNode {
        ViewTreeNode(view: view, path: path, id: view.fixedElementID ?? id, axis: nil, depth: node.depth + 1, environment: environment)
    }

    /// `environment` with a header's or footer's font, colour and case: the list's, unless the
    /// header's own modifiers or texts set theirs.
    static func environment(_ environment: ViewEnvironment, _ style: ListTextMetrics) -> ViewEnvironment {
        environment
            .setting(.font(style.font))
            .setting(.foregroundColor(.system(style.color)))
            .setting(.textCase(style.uppercase ? .uppercase : nil))
    }
}

/// A list laid out at one width.
struct ListPlan {
    let width: Double
    let height: Double
    let metrics: ListMetrics
    let sections: [ListSectionPlan]
}

struct ListSectionPlan {
    let id: String
    var header: ListPartPlan?
    var headerBar: Rect?
    /// The rows' area (the inset-grouped card), nil for a section without rows.
    var card: Rect?
    var rows: [ListRowPlan] = []
    var footer: ListPartPlan?

    init(id: String) { self.id = id }
}

struct ListPartPlan {
    let node: ViewTreeNode
    var origin: Point
    let proposal: ProposedSize
}

struct ListRowPlan {
    let row: ViewListRow
    let id: String
    let node: ViewTreeNode
    let frame: Rect
    let insets: EdgeInsets
    let contentOrigin: Point
    let contentProposal: ProposedSize
    let disclosure: Rect?
}
