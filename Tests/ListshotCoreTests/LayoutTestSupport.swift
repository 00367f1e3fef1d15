import ListshotCore

// Layout helpers every core test uses: a screen, cells or stereo cells laid out with the fake
// measurer (FixedAdvanceTextMeasurer) and the test themes of TestTheme.swift.

/// Lays out `components` on a 393 pt fit frame at 3× with the fake measurer.
func layoutScreen(_ components: [Component], theme: ResolvedTheme = TestTheme.make(), direction: LayoutDirection = .leftToRight,
                  pseudoLocalize: Bool = false, width: Double = 393) throws -> LayoutResult {
    let screen = Screen(frame: .fit(width: width, scale: 3), direction: direction, pseudoLocalize: pseudoLocalize, content: components)
    return try ScreenLayout.layout(screen, theme: theme, measurer: FixedAdvanceTextMeasurer())
}

/// Lays out Material `cells` in one list with the Material test theme.
func layoutStereo(_ cells: [SelfSizingStereoCell], direction: LayoutDirection = .leftToRight,
                  contentSize: ContentSizeCategory = .default) throws -> DisplayList {
    try layoutScreen([.materialList(MaterialList(cells: cells))], theme: TestTheme.material(contentSize: contentSize),
                     direction: direction).displayList
}

/// Lays out `cells` in one list on a 393 pt fit frame with the fake measurer.
func layoutCells(_ cells: [Cell], style: CellStyle = .fullwidth, direction: LayoutDirection = .leftToRight,
                 contentSize: ContentSizeCategory = .default, width: Double = 393) throws -> DisplayList {
    let screen = Screen(frame: .fit(width: width, scale: 3), direction: direction,
                        content: [.cellList(CellList(style: style, cells: cells))])
    return try ScreenLayout.layout(screen, theme: TestTheme.make(contentSize: contentSize),
                                   measurer: FixedAdvanceTextMeasurer()).displayList
}

extension DisplayList {
    /// The box of the UIKit label that draws text `id`: the text's frame grown to `minimum`, the text
    /// centred in it (`IntrinsictHeightLabel.minHeight`; the fake's natural lines keep it on the grid).
    func labelBox(_ id: String, minimum: Double) -> Rect? {
        guard let text = frame(id) else { return nil }
        let height = max(text.height, minimum)
        return Rect(x: text.x, y: text.y - (height - text.height) / 2, width: text.width, height: height)
    }

    /// The frame of the item with `id` (text, rect, ellipse, path, image).
    func frame(_ id: String) -> Rect? {
        for item in items where item.id == id {
            switch item.primitive {
            case .rect(let p): return p.frame
            case .ellipse(let p): return p.frame
            case .path(let p): return p.frame
            case .image(let p): return p.frame
            case .text(let p): return p.frame
            default: continue
            }
        }
        return nil
    }

    func item(_ id: String) -> DisplayItem? { items.first { $0.id == id } }

    /// The fill colour of the rect or ellipse `id`.
    func fill(_ id: String) -> Paint? {
        switch item(id)?.primitive {
        case .rect(let p)?: return p.fill
        case .ellipse(let p)?: return p.fill
        default: return nil
        }
    }

    /// The colour of the text `id`.
    func textColor(_ id: String) -> RGBA? {
        if case .text(let t)? = item(id)?.primitive { return t.color }
        return nil
    }
}
