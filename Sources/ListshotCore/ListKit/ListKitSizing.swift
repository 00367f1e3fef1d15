/// Item frames from a section's size rule (docs/components.md §4 "Size rules"), in content coordinates.
public enum ListKitSizing {
    /// The grid item size: width = floor((listWidth − 2·horizontalPadding − (n−1)·interitemSpacing) / n),
    /// height = width / aspectRatio + additionalHeight.
    ///
    /// ```swift
    /// ListKitSizing.gridItemSize(listWidth: 393, itemsPerRow: 3, aspectRatio: 1, horizontalPadding: 16,
    ///                            additionalHeight: 0, interitemSpacing: 8)   // 115 × 115
    /// ```
    public static func gridItemSize(listWidth: Double, itemsPerRow n: Int, aspectRatio: Double, horizontalPadding: Double,
                                    additionalHeight: Double, interitemSpacing: Double) -> Size {
        let width = ((listWidth - 2 * horizontalPadding - Double(n - 1) * interitemSpacing) / Double(n)).rounded(.down)
        return Size(width: width, height: width / aspectRatio + additionalHeight)
    }

    static func frames(for section: ListSection, id: String, top: Double, width: Double,
                       listHeight: Double) throws(LayoutError) -> [Rect] {
        let insets = section.insets
        switch section.sizeRule {
        case .grid(let n, let ratio, let padding, let extra, let spacing):
            guard n >= 1 else { throw .invalidValue(element: "\(id).sizeRule.grid.itemsPerRow", message: "\(n) items per row; use 1 or more.") }
            guard ratio > 0, ratio.isFinite else {
                throw .invalidValue(element: "\(id).sizeRule.grid.aspectRatio", message: "an aspect ratio of \(ratio) is not positive. Use width ÷ height, e.g. 1 for squares or 1.5 for 3:2.")
            }
            guard padding >= 0, spacing >= 0, extra >= 0 else {
                throw .invalidValue(element: "\(id).sizeRule.grid", message: "horizontalPadding, interitemSpacing and additionalHeight must be 0 or more.")
            }
            let size = gridItemSize(listWidth: width, itemsPerRow: n, aspectRatio: ratio, horizontalPadding: padding,
                                    additionalHeight: extra, interitemSpacing: spacing)
            guard size.width >= 1 else { throw .invalidValue(element: "\(id).sizeRule.grid", message: "the items would be \(size.width) pt wide; use fewer per row or less padding.") }
            return section.items.indices.map { index in
                let row = index / n, column = index % n
                return Rect(x: padding + Double(column) * (size.width + spacing), y: top + Double(row) * (size.height + spacing),
                            width: size.width, height: size.height)
            }
        case .absolute(let fixedWidth, let height):
            return try flow(section, id: id, top: top, width: width, size: { available in (fixedWidth ?? available, height) })
        case .relative(let fw, let fh):
            guard fw > 0, fw <= 1, fh > 0, fh <= 1 else {
                throw .invalidValue(element: "\(id).sizeRule.relative", message: "fractions must be in 0…1 (exclusive of 0).")
            }
            let available = width - insets.horizontal
            return try flow(section, id: id, top: top, width: width, size: { _ in ((available * fw).rounded(.down), (listHeight * fh).rounded(.down)) })
        }
    }

    /// Items left to right inside the insets, wrapping into rows `interitemSpacing` apart;
    /// each indent level moves an item by ``ListItem/indentWidth`` and narrows it by as much.
    static func flow(_ section: ListSection, id: String, top: Double, width: Double,
                     size: (Double) -> (Double, Double)) throws(LayoutError) -> [Rect] {
        let insets = section.insets
        let start = insets.leading, end = width - insets.trailing
        var x = start, y = top, rowHeight = 0.0
        var frames: [Rect] = []
        for (index, item) in section.items.enumerated() {
            guard item.indentLevel >= 0, item.indentLevel <= 16 else {
                throw .invalidValue(element: "\(id).item[\(index)].indentLevel", message: "\(item.indentLevel) is out of range; use 0…16.")
            }
            let indent = Double(item.indentLevel) * ListItem.indentWidth
            var (w, h) = size(end - start)
            guard w > 0, h > 0, w <= 8192, h <= 8192 else {
                throw .invalidValue(element: "\(id).sizeRule", message: "an item of \(w)×\(h) pt is out of range; sizes must be positive (≤ 8192).")
            }
            w = min(w, end - start) - indent
            guard w >= 1 else { throw .invalidValue(element: "\(id).item[\(index)].indentLevel", message: "the indent leaves no room for the item.") }
            if x > start && x + indent + w > end + 1e-9 { x = start; y += rowHeight + section.interitemSpacing; rowHeight = 0 }
            frames.append(Rect(x: x + indent, y: y, width: w, height: h))
            x += indent + w + section.interitemSpacing
            rowHeight = max(rowHeight, h)
        }
        return frames
    }
}
