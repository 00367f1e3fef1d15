extension BPKCardContentLayout {
    /// A vertical stack: children at the width inside `padding`, `spacing` apart. A flexible spacer
    /// takes its minimum length (a card's content is as tall as it needs).
    static func vertical(_ blocks: [BPKCardContent], spacing: Double, padding: Double, id: String, width: Double,
                         context: LayoutContext) throws(LayoutError) -> Measured {
        try checkStack(spacing: spacing, padding: padding, id: id)
        let ids = childIDs(blocks, parent: id)
        let inner = max(width - 2 * padding, 1)
        var children: [Measured] = []
        for (index, block) in blocks.enumerated() {
            children.append(try measure(block, id: ids[index], width: inner, context: context))
        }
        let height = children.map(\.size.height).reduce(0, +) + spacing * Double(max(children.count - 1, 0)) + 2 * padding
        let natural = (children.map(\.naturalWidth).max() ?? 0) + 2 * padding
        return Measured(size: Size(width: width, height: height), naturalWidth: natural) { origin throws(LayoutError) in
            var y = origin.y + padding
            for child in children {
                try child.emit(Point(x: origin.x + padding, y: y))
                y += child.size.height + spacing
            }
        }
    }

    /// A horizontal stack (SwiftUI `HStack`): fixed spacers take their length; an image with an
    /// aspect ratio takes the proposed height (a card with a fixed height) and its ratio's width.
    /// With a flexible spacer (`Spacer()`), the other children take their natural width and the
    /// spacers share what is left; without one, the children share the width equally. Children are
    /// placed by `alignment` within the tallest.
    static func horizontal(_ blocks: [BPKCardContent], spacing: Double, alignment: BPKVerticalAlignment, padding: Double,
                           id: String, width: Double, height: Double?, context: LayoutContext) throws(LayoutError) -> Measured {
        try checkStack(spacing: spacing, padding: padding, id: id)
        let ids = childIDs(blocks, parent: id)
        let inner = max(width - 2 * padding, 1)
        let innerHeight = height.map { max($0 - 2 * padding, 1) }
        let gaps = spacing * Double(max(blocks.count - 1, 0))
        // Pass 1: fixed widths (fixed spacers, aspect images at a known height) and flexible minimums.
        var fixedWidths: [Int: Double] = [:]
        var flexibleSpacers: [Int: Double] = [:]
        for (index, block) in blocks.enumerated() {
            switch block {
            case .spacer(let length):
                guard length >= 0 else { throw .invalidValue(element: ids[index], message: "a spacer of \(length) pt is negative.") }
                fixedWidths[index] = length
            case .flexibleSpacer(let minLength):
                guard minLength >= 0 else { throw .invalidValue(element: ids[index], message: "a spacer's minimum length of \(minLength) pt is negative.") }
                flexibleSpacers[index] = minLength
            case .image(let image):
                if case .aspectRatio = image.sizing, let innerHeight {
                    fixedWidths[index] = try imageSize(image, id: ids[index], width: inner, height: innerHeight).width
                }
            default: break
            }
        }
        let content = blocks.indices.filter { fixedWidths[$0] == nil && flexibleSpacers[$0] == nil }
        let taken = fixedWidths.values.reduce(0, +) + flexibleSpacers.values.reduce(0, +) + gaps
        let share = content.isEmpty ? 0 : max((inner - taken) / Double(content.count), 1)
        // Pass 2: content children at the share, or at their natural width beside a flexible spacer.
        var measured: [Int: Measured] = [:]
        for index in content {
            var child = try measure(blocks[index], id: ids[index], width: share, height: innerHeight, context: context)
            if !flexibleSpacers.isEmpty, child.naturalWidth < share, !isImage(blocks[index]) {
                child = try measure(blocks[index], id: ids[index], width: context.ceilToPixel(max(child.naturalWidth, 1)),
                                    height: innerHeight, context: context)
            }
            measured[index] = child
        }
        for (index, length) in fixedWidths {
            if case .image(let image) = blocks[index], let innerHeight {
                measured[index] = Measured(size: Size(width: length, height: innerHeight), naturalWidth: length) { origin throws(LayoutError) in
                    emitImage(image, id: ids[index], frame: Rect(x: origin.x, y: origin.y, width: length, height: innerHeight), context: context)
                }
            } else {
                measured[index] = Measured(size: Size(width: length, height: 0), naturalWidth: length) { _ throws(LayoutError) in }
            }
        }
        let used = measured.values.map(\.size.width).reduce(0, +) + gaps
        let leftover = max(inner - used - flexibleSpacers.values.reduce(0, +), 0)
        for (index, minLength) in flexibleSpacers {
            let length = minLength + leftover / Double(flexibleSpacers.count)
            measured[index] = Measured(size: Size(width: length, height: 0), naturalWidth: minLength) { _ throws(LayoutError) in }
        }
        let children = blocks.indices.compactMap { measured[$0] }
        let rowHeight = children.map(\.size.height).max() ?? 0
        let natural = children.map(\.naturalWidth).reduce(0, +) + gaps + 2 * padding
        return Measured(size: Size(width: width, height: rowHeight + 2 * padding), naturalWidth: natural) { origin throws(LayoutError) in
            var x = origin.x + padding
            for child in children {
                try child.emit(Point(x: x, y: origin.y + padding + alignment.offset(slack: rowHeight - child.size.height)))
                x += child.size.width + spacing
            }
        }
    }

    static func isImage(_ block: BPKCardContent) -> Bool {
        if case .image = block { return true }
        return false
    }

    static func checkStack(spacing: Double, padding: Double, id: String) throws(LayoutError) {
        guard spacing >= 0 else { throw .invalidValue(element: id, message: "a spacing of \(spacing) pt is negative.") }
        guard padding >= 0 else { throw .invalidValue(element: id, message: "a padding of \(padding) pt is negative.") }
    }

    /// Stable ids: `title` when a kind occurs once among its siblings, `title[1]` for the second of several.
    static func childIDs(_ blocks: [BPKCardContent], parent: String) -> [String] {
        var totals: [String: Int] = [:]
        for block in blocks { totals[block.kindName, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return blocks.map { block in
            let kind = block.kindName
            let index = seen[kind, default: 0]
            seen[kind] = index + 1
            return (totals[kind] ?? 0) > 1 ? "\(parent).\(kind)[\(index)]" : "\(parent).\(kind)"
        }
    }
}
