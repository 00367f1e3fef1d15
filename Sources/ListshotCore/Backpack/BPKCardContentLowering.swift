/// Lowers a card's content blocks to a view tree that ``ViewLayoutEngine`` lays out (docs/backpack.md
/// "Card content"): text blocks are text views in Backpack's type styles, stacks are `VStack`s and
/// `HStack`s with the block's spacing and `.padding`, a flexible spacer is `Spacer(minLength:)`,
/// and images, badge rows and prices are leaves (``ViewKind/cardBlock(_:)``) that keep their drawing.
/// Every lowered view keeps the element id the card gave the block (``ViewModifier/elementID(_:)``).
///
/// The card's figures carry over: a vertical stack's children are offered its width and sit at its
/// leading edge; in a horizontal stack without a flexible spacer its children share the width
/// (`.frame(maxWidth: .infinity, alignment: .leading)`); beside a flexible spacer they take their
/// natural width first (`.layoutPriority(1)`) and the spacers share what is left. A card's content
/// is as tall as it needs (`.fixedSize(horizontal: false, vertical: true)` where a height is offered).
///
/// ```swift
/// let view = try BPKCardContentLowering.column([.title("Barcelona"), .body("3 nights")], spacing: 8, id: "cardList[0].card[0]")
/// ```
enum BPKCardContentLowering {
    /// Where a block sits: in a vertical stack, or in a horizontal one (with or without a flexible spacer).
    enum Parent {
        case vertical
        case horizontal(flexible: Bool)
    }

    /// The blocks top to bottom, `spacing` apart, their ids under `id` (`id.title`, `id.body[1]`).
    static func column(_ blocks: [BPKCardContent], spacing: Double, id: String) throws(LayoutError) -> ViewNode {
        let ids = childIDs(blocks, parent: id)
        var children: [ViewNode] = []
        for (index, block) in blocks.enumerated() {
            children.append(try view(block, id: ids[index], parent: .vertical, height: nil))
        }
        return ViewNode.vstack(alignment: .leading, spacing: spacing, children).modifier(.elementID(id))
    }

    /// One block as a view. `height` is the height the card offers it (a lone block of a card with a
    /// fixed height, and the children of a horizontal stack in one), nil elsewhere.
    static func view(_ block: BPKCardContent, id: String, parent: Parent, height: Double?) throws(LayoutError) -> ViewNode {
        var node: ViewNode
        var fillsShare = true
        switch block {
        case .image(let image):
            node = ViewNode(.cardBlock(block))
            if case .horizontal = parent, let height, case .aspectRatio = image.sizing {
                // SwiftUI's `.aspectRatio(r, contentMode: .fit)` at the stack's height: the ratio's width.
                let size = try BPKCardContentLayout.imageSize(image, id: id, width: 0, height: height)
                node = node.modifier(.frame(ViewFrame(width: size.width, height: size.height)))
                fillsShare = false
            }
        case .title(let string, let color):
            node = text(string, style: .heading5, token: color?.rawValue ?? "textPrimary")
        case .subtitle(let string, let color):
            node = text(string, style: .footnote, token: color?.rawValue ?? "textSecondary")
        case .body(let string, let color):
            node = text(string, style: .bodyDefault, token: color?.rawValue ?? "textPrimary")
        case .text(let string, let style, let color):
            node = text(string, style: style, token: color?.rawValue ?? "textPrimary")
        case .badges, .price:
            node = ViewNode(.cardBlock(block))
        case .vStack(let blocks, let spacing, let padding):
            try checkStack(spacing: spacing, padding: padding, id: id)
            let ids = childIDs(blocks, parent: id)
            var children: [ViewNode] = []
            for (index, child) in blocks.enumerated() {
                children.append(try view(child, id: ids[index], parent: .vertical, height: nil))
            }
            node = padded(ViewNode.vstack(alignment: .leading, spacing: spacing, children), padding)
        case .hStack(let blocks, let spacing, let alignment, let padding):
            try checkStack(spacing: spacing, padding: padding, id: id)
            let ids = childIDs(blocks, parent: id)
            let flexible = blocks.contains { if case .flexibleSpacer = $0 { return true } else { return false } }
            let innerHeight = height.map { max($0 - 2 * padding, 1) }
            var children: [ViewNode] = []
            for (index, child) in blocks.enumerated() {
                children.append(try view(child, id: ids[index], parent: .horizontal(flexible: flexible), height: innerHeight))
            }
            let across = VerticalAlignment(rawValue: alignment.rawValue) ?? .center
            node = padded(ViewNode.hstack(alignment: across, spacing: spacing, children), padding)
        case .spacer(let length):
            guard length >= 0 else { throw .invalidValue(element: id, message: "a spacer of \(length) pt is negative.") }
            node = emptySpace(length, parent: parent)
            fillsShare = false
        case .flexibleSpacer(let minLength):
            guard minLength >= 0 else { throw .invalidValue(element: id, message: "a spacer's minimum length of \(minLength) pt is negative.") }
            guard case .horizontal = parent else {
                // A card's content is as tall as it needs: a flexible spacer in a column is its minimum.
                return emptySpace(minLength, parent: parent).modifier(.elementID(id))
            }
            return ViewNode.spacer(minLength: minLength).modifier(.elementID(id))
        case .view(let user):
            // The view keeps the ids it had as a block: `id.vstack[0].text`.
            var lowered = user.modifier(.elementID("\(id).\(user.explicitID ?? user.kind.elementName)"))
            if case .horizontal(true) = parent { lowered = lowered.modifier(.layoutPriority(1)) }
            return lowered
        }
        if height != nil, !isHStack(block) { node = node.modifier(.fixedSize(horizontal: false, vertical: true)) }
        switch parent {
        case .vertical: break
        case .horizontal(let flexible):
            if flexible {
                node = node.modifier(.layoutPriority(1))
            } else if fillsShare {
                node = node.modifier(.frame(ViewFrame(maxWidth: .infinity, alignment: .leading)))
            }
        }
        return node.modifier(.elementID(id))
    }

    private static func text(_ string: String, style: BPKFontStyle, token: String) -> ViewNode {
        ViewNode(.text(ViewText(string, font: .backpack(style), color: .token(token), multilineTextAlignment: .natural)))
    }

    private static func padded(_ node: ViewNode, _ padding: Double) -> ViewNode {
        padding == 0 ? node : node.modifier(.padding(EdgeInsets(all: padding)))
    }

    /// `length` points of nothing along the parent's axis: an empty stack, padded. Not a `Spacer`,
    /// so the stack's spacing stays on both sides of it, as the card always had.
    private static func emptySpace(_ length: Double, parent: Parent) -> ViewNode {
        let empty = ViewNode.vstack(spacing: 0, [])
        switch parent {
        case .vertical: return empty.modifier(.padding(EdgeInsets(top: length, leading: 0, bottom: 0, trailing: 0)))
        case .horizontal: return empty.modifier(.padding(EdgeInsets(top: 0, leading: length, bottom: 0, trailing: 0)))
        }
    }

    private static func isHStack(_ block: BPKCardContent) -> Bool {
        if case .hStack = block { return true }
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
