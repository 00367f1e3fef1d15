/// Lays out a ListKit list (docs/components.md §4): sections top to bottom — header, items by the
/// section's size rule inside its insets, the paging loader row, footer — in a viewport of
/// `height` scrolled by `scrollOffset`.
///
/// Sticky headers draw last, pinned at the viewport top while their section is under it and
/// pushed up by its end; parallax and stretchy image headers follow ``ListHeaderEffect``.
enum ListKitLayout {
    /// The loader row's height (a `UITableView` default row).
    static let loaderHeight = 44.0

    /// Where a section's parts sit, in content coordinates (0 = top of the list's content).
    struct SectionPlan {
        var header: Rect?
        var items: [Rect]
        var loader: Rect?
        var footer: Rect?
        var bounds: Rect
    }

    /// Emits the list and returns its (visible) height.
    static func layout(_ list: ListKitList, id: String, x: Double, y: Double, width: Double,
                       context: LayoutContext) throws(LayoutError) -> Double {
        if list.sections.isEmpty { throw .invalidValue(element: id, message: "the list has no sections. Give it at least one.") }
        if let height = list.height, !(height > 0 && height <= 8192) {
            throw .invalidValue(element: "\(id).height", message: "a height of \(height) pt is out of range; use 1…8192.")
        }
        var plans: [SectionPlan] = []
        var top = 0.0
        for (index, section) in list.sections.enumerated() {
            let plan = try plan(section, id: "\(id).section[\(index)]", top: top, width: width, listHeight: list.height ?? width)
            plans.append(plan)
            top = plan.bounds.maxY
        }
        let viewportHeight = list.height ?? top
        let viewport = Rect(x: x, y: y, width: width, height: viewportHeight)
        let offset = list.scrollOffset
        context.emit(id, .pushClip(ClipPrimitive(frame: viewport)))
        for (index, section) in list.sections.enumerated() {
            let plan = plans[index]
            let sectionID = "\(id).section[\(index)]"
            let place = { (r: Rect) in r.offsetBy(dx: x, dy: y - offset) }
            for (itemIndex, frame) in plan.items.enumerated() {
                let placed = place(frame)
                guard placed.intersects(viewport) else { continue }
                try ListKitItemLayout.emit(section.items[itemIndex], frame: placed, isLast: itemIndex == plan.items.count - 1, id: "\(sectionID).item[\(itemIndex)]", context: context)
            }
            if let loader = plan.loader { try ListKitSpinner.emit(in: place(loader), id: "\(sectionID).loader", context: context) }
            if let footer = plan.footer, let view = section.footer {
                try ListKitHeaderLayout.emit(view, frame: place(footer), id: "\(sectionID).footer", context: context)
            }
            if let header = plan.header, let view = section.header, !section.isHeaderSticky {
                try ListKitHeaderLayout.emitScrolled(view, natural: header, origin: Point(x: x, y: y), offset: offset,
                                                     id: "\(sectionID).header", context: context)
            }
        }
        // Sticky headers: pinned at the top while their section is under it, pushed up by its end.
        for (index, section) in list.sections.enumerated() where section.isHeaderSticky {
            guard let header = plans[index].header, let view = section.header else { continue }
            let pinned = max(header.minY - offset, 0)
            let sectionEnd = plans[index].bounds.maxY - offset
            let stickyY = min(pinned, sectionEnd - header.height)
            let frame = Rect(x: x + header.x, y: y + stickyY, width: header.width, height: header.height)
            guard frame.intersects(viewport) else { continue }
            try ListKitHeaderLayout.emit(view, frame: frame, id: "\(id).section[\(index)].header", context: context)
        }
        context.emit(id, .popClip)
        return viewportHeight
    }

    static func plan(_ section: ListSection, id: String, top: Double, width: Double,
                     listHeight: Double) throws(LayoutError) -> SectionPlan {
        guard section.interitemSpacing >= 0 else {
            throw .invalidValue(element: "\(id).interitemSpacing", message: "\(section.interitemSpacing) is negative; use 0 or more.")
        }
        let insets = section.insets
        guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ $0 >= 0 }), insets.horizontal < width else {
            throw .invalidValue(element: "\(id).insets", message: "the insets must be 0 or more and leave room for the items.")
        }
        var y = top
        var header: Rect?
        if let view = section.header {
            try ListKitHeaderLayout.validate(view, id: "\(id).header")
            header = Rect(x: 0, y: y, width: width, height: view.height)
            y += view.height
        }
        y += insets.top
        let items = try ListKitSizing.frames(for: section, id: id, top: y, width: width, listHeight: listHeight)
        y = items.map(\.maxY).max() ?? y
        var loader: Rect?
        if section.hasNextPage {
            loader = Rect(x: 0, y: y, width: width, height: loaderHeight)
            y += loaderHeight
        }
        y += insets.bottom
        var footer: Rect?
        if let view = section.footer {
            try ListKitHeaderLayout.validate(view, id: "\(id).footer")
            footer = Rect(x: 0, y: y, width: width, height: view.height)
            y += view.height
        }
        return SectionPlan(header: header, items: items, loader: loader, footer: footer,
                           bounds: Rect(x: 0, y: top, width: width, height: y - top))
    }
}
