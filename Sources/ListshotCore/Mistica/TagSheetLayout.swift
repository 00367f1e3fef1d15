/// Lays out standalone tag and badge sheets (``TagSheet``, ``BadgeSheet``): an optional Mistica
/// section title, then items wrapped into rows in reading order inside the sheet's margin.
enum TagSheetLayout {
    static func layout(_ sheet: TagSheet, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        if sheet.tags.isEmpty { throw .invalidValue(element: id, message: "the tag sheet has no tags. Give it at least one.") }
        let inner = width - 2 * TagSheet.margin
        var measured: [TagLayout.Measured] = []
        for (index, tag) in sheet.tags.enumerated() {
            measured.append(try TagLayout.measure(tag, id: "\(id).tag[\(index)]", maxWidth: inner,
                                                  inverseByDefault: sheet.isOnBrand, context: context))
        }
        return try flow(sizes: measured.map(\.size), title: sheet.title, isOnBrand: sheet.isOnBrand,
                        margin: TagSheet.margin, spacing: try spacing(sheet.spacing ?? TagSheet.spacing, id: id),
                        axis: sheet.axis, alignment: sheet.alignment, id: id, x: x, y: y, width: width,
                        context: context) { index, origin throws(LayoutError) in
            try TagLayout.emit(measured[index], origin: origin, context: context)
        }
    }

    static func layout(_ sheet: BadgeSheet, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        if sheet.badges.isEmpty { throw .invalidValue(element: id, message: "the badge sheet has no badges. Give it at least one.") }
        var sizes: [Size] = []
        for (index, badge) in sheet.badges.enumerated() {
            try CellControlLayout.validate(badge, id: "\(id).badge[\(index)]")
            sizes.append(CellControlLayout.badgeSize(badge, context: context) ?? .zero)
        }
        return try flow(sizes: sizes, title: sheet.title, isOnBrand: sheet.isOnBrand, margin: BadgeSheet.margin,
                        spacing: try spacing(sheet.spacing ?? BadgeSheet.spacing, id: id),
                        axis: sheet.axis, alignment: sheet.alignment, id: id, x: x, y: y, width: width,
                        context: context) { index, origin throws(LayoutError) in
            guard sizes[index] != .zero else { return }  // a count of 0 hides the badge
            try CellControlLayout.emitBadge(sheet.badges[index], frame: Rect(origin: origin, size: sizes[index]),
                                            id: "\(id).badge[\(index)]", context: context)
        }
    }

    static func spacing(_ value: Double, id: String) throws(LayoutError) -> Double {
        guard value >= 0, value <= TagSheet.maximumSpacing else {
            throw .invalidValue(element: "\(id).spacing", message: "a sheet spacing of \(value.plainText) pt is out of range. Give 0–\(TagSheet.maximumSpacing.plainText) pt.")
        }
        return value
    }

    /// Wraps `sizes` into rows (one item per row on the vertical axis; items centred vertically in
    /// their row), places each row by `alignment` and draws each item with `draw`.
    static func flow(sizes: [Size], title: String?, isOnBrand: Bool, margin: Double, spacing: Double,
                     axis: SheetAxis = .horizontal, alignment: SheetAlignment = .leading, id: String,
                     x: Double, y: Double, width: Double, context: LayoutContext,
                     draw: (Int, Point) throws(LayoutError) -> Void) throws(LayoutError) -> Double {
        var top = y
        if let title { top += try CellListLayout.layoutTitle(title, id: "\(id).title", x: x, y: top, width: width, context: context) }
        var rows: [[Int]] = [[]]
        var rowWidth = 0.0
        for (index, size) in sizes.enumerated() {
            let needed = rows[rows.count - 1].isEmpty ? size.width : rowWidth + spacing + size.width
            if axis == .vertical || needed > width - 2 * margin, !rows[rows.count - 1].isEmpty {
                rows.append([index]); rowWidth = size.width
            } else {
                rows[rows.count - 1].append(index); rowWidth = needed
            }
        }
        let rowHeights = rows.map { row in row.map { sizes[$0].height }.max() ?? 0 }
        let height = 2 * margin + rowHeights.reduce(0, +) + spacing * Double(rows.count - 1)
        let frame = Rect(x: x, y: top, width: width, height: height)
        context.emit(id, .rect(RectPrimitive(frame: frame, fill: try context.theme.paint(isOnBrand ? "backgroundBrand" : "background", for: id))))
        var rowTop = top + margin
        for (row, rowHeight) in zip(rows, rowHeights) {
            let used = row.map { sizes[$0].width }.reduce(0, +) + spacing * Double(max(row.count - 1, 0))
            let free = max(width - 2 * margin - used, 0)
            var cursor = x + margin + (alignment == .leading ? 0 : alignment == .center ? free / 2 : free)
            for index in row {
                try draw(index, Point(x: cursor, y: rowTop + (rowHeight - sizes[index].height) / 2))
                cursor += sizes[index].width + spacing
            }
            rowTop += rowHeight + spacing
        }
        return top - y + height
    }
}
