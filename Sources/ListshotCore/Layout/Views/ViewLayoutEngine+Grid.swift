// SwiftUI's grids: Grid/GridRow (columns as wide as their widest cell) and LazyVGrid/LazyHGrid
// (tracks from GridItems), and the GeometryReader whose closure ran at several sizes
// (docs/swiftui.md, "Grids" and "GeometryReader").

extension ViewLayoutEngine {
    /// One row of a Grid: its cells with their first column and span, or one view across every column.
    struct GridLine {
        var node: ViewTreeNode
        var cells: [(node: ViewTreeNode, column: Int, span: Int)]
        var alignment: VerticalAlignment?
        var spansAll: Bool
    }

    /// A Grid's rows, columns, sizes and spacing for one proposal.
    struct GridPlan {
        var lines: [GridLine]
        var widths: [Double]
        var heights: [Double]
        var columnAlignments: [Int: HorizontalAlignment]
        var hSpacing: Double
        var vSpacing: Double
        var width: Double
        func x(_ column: Int) -> Double { widths.prefix(column).reduce(0, +) + Double(column) * hSpacing }
        func spanWidth(_ column: Int, _ span: Int) -> Double {
            widths[column..<min(widths.count, column + span)].reduce(0, +) + Double(max(0, span - 1)) * hSpacing
        }
    }

    func gridLines(_ node: ViewTreeNode, _ grid: ViewGrid) -> (lines: [GridLine], columns: Int, alignments: [Int: HorizontalAlignment]) {
        var lines: [GridLine] = [], columns = 0, alignments: [Int: HorizontalAlignment] = [:]
        for (index, child) in grid.children.enumerated() {
            let rowNode = node.child(child, index: index, axis: .vertical)
            guard case .gridRow(let row) = child.kind else {
                lines.append(GridLine(node: rowNode, cells: [], alignment: nil, spansAll: true)); continue
            }
            var cells: [(node: ViewTreeNode, column: Int, span: Int)] = [], column = 0
            for (cellIndex, cell) in row.cells.enumerated() where column < ViewGridLayout.maximumTracks {
                let options = cell.gridCellOptions
                let span = min(max(options.columns, 1), ViewGridLayout.maximumTracks - column)
                if let alignment = options.columnAlignment, alignments[column] == nil { alignments[column] = alignment }
                cells.append((rowNode.child(cell, index: cellIndex, axis: .horizontal), column, span))
                column += span
            }
            columns = max(columns, column)
            lines.append(GridLine(node: rowNode, cells: cells, alignment: row.alignment, spansAll: false))
        }
        return (lines, columns, alignments)
    }

    /// Apple, `Grid`: "The grid sets the width of each column based on the widest cell in that
    /// column, and the height of each row based on the tallest cell in that row"; a view that is not a
    /// `GridRow` "creates a row that spans all of the grid's columns"
    /// (developer.apple.com/documentation/swiftui/grid). Flexible cells share what the proposal
    /// leaves over; too narrow a proposal shrinks the columns towards their cells' smallest widths.
    func gridPlan(_ node: ViewTreeNode, _ grid: ViewGrid, _ proposal: ProposedSize) throws(LayoutError) -> GridPlan {
        let (lines, columns, alignments) = gridLines(node, grid)
        let hSpacing = ViewGridLayout.clean(grid.horizontalSpacing ?? ViewLayoutDefaults.stackSpacing)
        let vSpacing = ViewGridLayout.clean(grid.verticalSpacing ?? ViewLayoutDefaults.stackSpacing)
        var ideal = [Double](repeating: 0, count: columns), least = ideal, flexible = [Bool](repeating: false, count: columns)
        for line in lines {
            for cell in line.cells where cell.span == 1 {
                let size = try self.size(cell.node, .unspecified)
                ideal[cell.column] = max(ideal[cell.column], size.width)
                least[cell.column] = max(least[cell.column], try self.size(cell.node, ProposedSize(width: 0, height: nil)).width)
                if try self.size(cell.node, ProposedSize(width: .infinity, height: nil)).width > size.width + 1e-9 { flexible[cell.column] = true }
            }
        }
        // A cell across several columns widens its last column if the columns are too narrow for it.
        for line in lines {
            for cell in line.cells where cell.span > 1 {
                let range = cell.column..<(cell.column + cell.span)
                let have = ideal[range].reduce(0, +) + Double(cell.span - 1) * hSpacing
                let want = try self.size(cell.node, .unspecified).width
                if want > have, let last = range.last { ideal[last] += want - have }
            }
        }
        var widths = ideal
        let spacing = Double(max(0, columns - 1)) * hSpacing
        if let offered = proposal.width, offered.isFinite {
            let total = ideal.reduce(0, +) + spacing
            let flexibleColumns = flexible.indices.filter { flexible[$0] }
            if total < offered, !flexibleColumns.isEmpty {
                let extra = (offered - total) / Double(flexibleColumns.count)
                for column in flexibleColumns { widths[column] += extra }
            } else if total > offered {
                let give = zip(ideal, least).map { max(0, $0 - $1) }
                let available = give.reduce(0, +)
                if available > 0 {
                    let fraction = min(1, (total - offered) / available)
                    for column in widths.indices { widths[column] -= give[column] * fraction }
                }
            }
        }
        var width = widths.reduce(0, +) + spacing
        var heights: [Double] = []
        for line in lines {
            if line.spansAll {
                // An unlimited proposal lets a spanning row widen the grid; a flexible one (a Divider) takes the columns' width.
                if columns == 0 || proposal.width == nil {
                    width = max(width, try self.size(line.node, ProposedSize(width: columns == 0 ? proposal.width : nil, height: nil)).width)
                }
                heights.append(0)
            } else {
                var height = 0.0
                for cell in line.cells {
                    let cellWidth = widths[cell.column..<min(columns, cell.column + cell.span)].reduce(0, +) + Double(cell.span - 1) * hSpacing
                    height = max(height, try self.size(cell.node, ProposedSize(width: cellWidth, height: nil)).height)
                }
                heights.append(height)
            }
        }
        for (index, line) in lines.enumerated() where line.spansAll {
            heights[index] = try self.size(line.node, ProposedSize(width: width, height: nil)).height
        }
        return GridPlan(lines: lines, widths: widths, heights: heights, columnAlignments: alignments, hSpacing: hSpacing, vSpacing: vSpacing, width: width)
    }

    func gridSize(_ node: ViewTreeNode, _ grid: ViewGrid, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let plan = try gridPlan(node, grid, proposal)
        guard !plan.lines.isEmpty else { return .zero }
        return Size(width: plan.width, height: plan.heights.reduce(0, +) + Double(plan.heights.count - 1) * plan.vSpacing)
    }

    /// Each cell is offered its cell area (its columns' width, its row's height) and aligned in it:
    /// the column's `gridColumnAlignment`, else the grid's; the row's alignment, else the grid's.
    func placeGrid(_ node: ViewTreeNode, _ grid: ViewGrid, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        let plan = try gridPlan(node, grid, proposal)
        var y = frame.y
        for (index, line) in plan.lines.enumerated() {
            let height = plan.heights[index]
            if line.spansAll {
                let area = Rect(x: frame.x, y: y, width: plan.width, height: height)
                try placeCell(line.node, in: area, Alignment(horizontal: grid.alignment.horizontal, vertical: grid.alignment.vertical))
            } else {
                for cell in line.cells {
                    let area = Rect(x: frame.x + plan.x(cell.column), y: y, width: plan.spanWidth(cell.column, cell.span), height: height)
                    let horizontal = plan.columnAlignments[cell.column] ?? grid.alignment.horizontal
                    try placeCell(cell.node, in: area, Alignment(horizontal: horizontal, vertical: line.alignment ?? grid.alignment.vertical))
                }
            }
            y += height + plan.vSpacing
        }
    }

    private func placeCell(_ cell: ViewTreeNode, in area: Rect, _ alignment: Alignment) throws(LayoutError) {
        let offer = ProposedSize(area.size)
        let size = try self.size(cell, offer)
        try place(cell, at: Self.align(size, in: area, alignment), offer)
    }

    // MARK: Lazy grids

    /// A lazy grid's tracks, its children in lines, and each line's length.
    struct LazyGridPlan {
        var tracks: [ViewGridLayout.Track]
        var cells: [ViewTreeNode]
        var lines: [Double]
        var spacing: Double
        var crossTotal: Double
    }

    func lazyGridPlan(_ node: ViewTreeNode, _ grid: ViewLazyGrid, _ proposal: ProposedSize) throws(LayoutError) -> LazyGridPlan {
        let main: StackAxis = grid.axis == .vertical ? .vertical : .horizontal
        let offered = proposal.value(main.other).flatMap { $0.isFinite ? $0 : nil }
        let tracks = ViewGridLayout.tracks(grid.items, available: offered)
        let cells = grid.children.enumerated().map { node.child($1, index: $0, axis: nil) }
        let spacing = ViewGridLayout.clean(grid.spacing ?? ViewLayoutDefaults.stackSpacing)
        var lines: [Double] = []
        if !tracks.isEmpty {
            var start = 0
            while start < cells.count {
                var length = 0.0
                for (offset, cell) in cells[start..<min(cells.count, start + tracks.count)].enumerated() {
                    let offer = ProposedSize.along(main, main: nil, cross: tracks[offset].size)
                    length = max(length, try size(cell, offer).value(main))
                }
                lines.append(length)
                start += tracks.count
            }
        }
        let crossTotal = tracks.reduce(0) { $0 + $1.size + $1.spacingAfter }
        return LazyGridPlan(tracks: tracks, cells: cells, lines: lines, spacing: spacing, crossTotal: crossTotal)
    }

    /// A lazy grid takes the space offered across (its tracks' total when offered none) and is as long
    /// as its lines, each as long as its longest cell, with `spacing` between lines.
    func lazyGridSize(_ node: ViewTreeNode, _ grid: ViewLazyGrid, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let plan = try lazyGridPlan(node, grid, proposal)
        let main: StackAxis = grid.axis == .vertical ? .vertical : .horizontal
        let offered = proposal.value(main.other).flatMap { $0.isFinite ? $0 : nil }
        let length = plan.lines.reduce(0, +) + Double(max(0, plan.lines.count - 1)) * plan.spacing
        return .along(main, main: length, cross: max(offered ?? 0, plan.crossTotal))
    }

    /// Each cell is offered its track's size and its line's length, and aligned in that area by its
    /// GridItem's alignment; the block of tracks sits across the grid at the grid's alignment.
    func placeLazyGrid(_ node: ViewTreeNode, _ grid: ViewLazyGrid, in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        let plan = try lazyGridPlan(node, grid, proposal)
        guard !plan.tracks.isEmpty else { return }
        let main: StackAxis = grid.axis == .vertical ? .vertical : .horizontal
        let crossFree = frame.size.value(main.other) - plan.crossTotal
        let crossStart = max(0, crossFree) * (main == .vertical ? grid.alignment.horizontal.fraction : grid.alignment.vertical.fraction)
        var along = 0.0
        for (lineIndex, length) in plan.lines.enumerated() {
            var across = crossStart
            for (offset, track) in plan.tracks.enumerated() {
                let index = lineIndex * plan.tracks.count + offset
                guard index < plan.cells.count else { break }
                let area = main == .vertical
                    ? Rect(x: frame.x + across, y: frame.y + along, width: track.size, height: length)
                    : Rect(x: frame.x + along, y: frame.y + across, width: length, height: track.size)
                try placeCell(plan.cells[index], in: area, track.alignment)
                across += track.size + track.spacingAfter
            }
            along += length + plan.spacing
        }
    }

    // MARK: GeometryReader variants

    /// The variant lowered at the reader's size, else the nearest one (docs/swiftui.md, "GeometryReader").
    static func geometryVariant(_ reader: ViewGeometryVariants, for size: Size) -> ViewGeometryVariant? {
        reader.variants.min { a, b in
            abs(a.size.width - size.width) + abs(a.size.height - size.height) < abs(b.size.width - size.width) + abs(b.size.height - size.height)
        }
    }

    func placeGeometryVariants(_ node: ViewTreeNode, _ reader: ViewGeometryVariants, in frame: Rect) throws(LayoutError) {
        guard let variant = Self.geometryVariant(reader, for: frame.size) else { return }
        try placeGeometryReader(node, variant.children, in: frame)
    }
}

extension ViewNode {
    /// The outermost ``ViewModifier/gridCell(_:)`` of the view, else one column with no alignment.
    var gridCellOptions: ViewGridCell {
        var options = ViewGridCell()
        var spanSet = false, alignmentSet = false
        for modifier in modifiers.reversed() {
            guard case .gridCell(let cell) = modifier else { continue }
            if !spanSet, cell.columns != 1 { options.columns = cell.columns; spanSet = true }
            if !alignmentSet, let alignment = cell.columnAlignment { options.columnAlignment = alignment; alignmentSet = true }
        }
        return options
    }
}
