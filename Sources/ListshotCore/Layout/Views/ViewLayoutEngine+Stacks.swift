// HStack, VStack and ZStack.
//
// A stack offered a length along its axis shares it out as SwiftUI's stacks do (WWDC 2019
// "Building Custom Views with SwiftUI", developer.apple.com/videos/play/wwdc2019/237: subtract the
// spacing from the proposed size, divide what remains into equal parts, size the least flexible
// child first, divide what is left among the rest, then align the children and enclose them;
// WWDC 2022 "Compose custom layouts with SwiftUI", developer.apple.com/videos/play/wwdc2022/10056,
// and developer.apple.com/documentation/swiftui/layout for the proposals): it takes the spacing off, measures how
// flexible each child is (its size offered the most along the axis less its size offered the
// least: `ProposedViewSize.zero` and `.infinity`), and then, highest `layoutPriority` first,
// offers the least flexible child of the group an equal share of what is left, then the next,
// each taking what it needs. The space set aside for a group is what the lower priorities need
// at least (their sizes offered 0), so a higher priority cannot starve them below their minimum.
// A spacer's priority is −∞ (OpenSwiftUI Spacer.swift @ 069dd80), so it is sized after all its
// siblings and takes what they leave; without an explicit spacing, the gap beside a spacer is 0.

extension ViewLayoutEngine {
    /// The children of a stack node, each told the stack's axis.
    func stackChildren(_ node: ViewTreeNode, _ children: [ViewNode], axis: StackAxis?) -> [ViewTreeNode] {
        children.enumerated().map { node.child($0.element, index: $0.offset, axis: axis) }
    }

    /// The distance between each child and the next: the stack's `spacing` between every pair
    /// when it has one, else the default distance for the pair (``ViewLayoutDefaults/spacing(between:and:)``).
    ///
    /// OpenSwiftUI `StackLayout.makeChildren()` (Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift
    /// @ 069dd80): a uniform spacing is used as it is; without one, each child's distance to the
    /// previous one is `previous.spacing.distance(to: spacing, along: majorAxis)`.
    func gaps(_ node: ViewTreeNode, _ nodes: [ViewTreeNode], axis: StackAxis, spacing: Double?) throws(LayoutError) -> [Double] {
        if let spacing { try Self.check(spacing, element: node.id, what: "a spacing") }
        guard nodes.count > 1 else { return [] }
        return (1..<nodes.count).map { index in
            spacing ?? ViewLayoutDefaults.spacing(between: nodes[index - 1].view, and: nodes[index].view, along: axis)
        }
    }

    /// The priority a stack shares space out by: the view's `layoutPriority(_:)`, or, for a
    /// spacer without one, −∞, so a spacer is sized after all its siblings.
    ///
    /// OpenSwiftUI `SpacerLayoutComputer.Engine.layoutPriority()` returns `-.infinity`
    /// (Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift @ 069dd80), checked against SwiftUI by
    /// `SpacerUITests` (Example/OpenSwiftUIUITests/Layout/Separator/SpacerUITests.swift @ 069dd80).
    static func stackPriority(_ view: ViewNode) -> Double {
        for modifier in view.modifiers.reversed() {
            if case .layoutPriority(let value) = modifier { return value }
        }
        if case .spacer = view.kind { return -.infinity }
        return 0
    }

    /// What each child of a stack chooses, in order, when the stack is offered `proposal`;
    /// `spacing` is the sum of the gaps between them.
    ///
    /// OpenSwiftUI `sizeChildrenGenerallyWithConcreteMajorProposal` (StackLayout.swift @ 069dd80):
    /// the space is the proposal less the spacing; the children are ordered by decreasing priority,
    /// then increasing flexibility; the first group is offered what is left after the minimums of
    /// all lower groups, each later group gets its own minimums back, and within a group each
    /// child is offered an equal share of what remains.
    func stackChildSizes(_ nodes: [ViewTreeNode], axis: StackAxis, spacing: Double,
                         _ proposal: ProposedSize) throws(LayoutError) -> [Size] {
        let cross = proposal.value(axis.other)
        guard !nodes.isEmpty else { return [] }
        guard let offered = proposal.value(axis) else {
            // Offered nil along the axis: every child answers its ideal size.
            var sizes: [Size] = []
            for node in nodes { sizes.append(try size(node, .along(axis, main: nil, cross: cross))) }
            return sizes
        }
        var minimums: [Double] = [], flexibilities: [Double] = []
        for node in nodes {
            let least = try size(node, .along(axis, main: 0, cross: cross)).value(axis)
            let most = try size(node, .along(axis, main: .infinity, cross: cross)).value(axis)
            minimums.append(least)
            flexibilities.append(most - least)
        }
        var remaining = Self.subtract(spacing, from: offered)
        var sizes = [Size](repeating: .zero, count: nodes.count)
        let ranks = nodes.map { Self.stackPriority($0.view) }
        let priorities = Set(ranks).sorted(by: >)
        for priority in priorities {
            let group = nodes.indices.filter { ranks[$0] == priority }
                .sorted { (flexibilities[$0], $0) < (flexibilities[$1], $1) }
            let reserved = nodes.indices.filter { ranks[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = Self.subtract(reserved, from: remaining)
            for (position, index) in group.enumerated() {
                let share = available / Double(group.count - position)
                let chosen = try size(nodes[index], .along(axis, main: share, cross: cross))
                sizes[index] = chosen
                available = Self.subtract(chosen.value(axis), from: available)
                remaining = Self.subtract(chosen.value(axis), from: remaining)
            }
        }
        return sizes
    }

    /// How thick a stack's children make it across, and where their alignment guides are.
    ///
    /// Each child's guide for the stack's alignment is its ``ViewModifier/alignmentGuide(_:)`` for
    /// that alignment (the outermost one), or `crossFraction` of its thickness. The children are
    /// placed so their guides line up: the stack reaches the largest guide before the line and
    /// the largest remainder after it (OpenSwiftUI `StackLayout.placeChildren1`, the child's minor
    /// origin is minus its alignment value, Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift @ 069dd80;
    /// Apple, developer.apple.com/documentation/swiftui/aligning-views-across-stacks). `guides` is
    /// nil when no child sets a guide, and then the thickness is the thickest child's.
    static func crossExtent(_ nodes: [ViewTreeNode], _ sizes: [Size], axis: StackAxis,
                            alignment: ViewAlignmentGuide.Guide, defaults: [Double]? = nil) -> (thickness: Double, leading: Double, guides: [Double]?) {
        let thickest = sizes.map { $0.value(axis.other) }.max() ?? 0
        let crossFraction = alignment.fraction
        let custom = nodes.map { guide($0.view, for: alignment) }
        guard defaults != nil || custom.contains(where: { $0 != nil }) else { return (thickest, 0, nil) }
        let guides = zip(custom, sizes).enumerated().map { index, pair in
            pair.0?.position(in: pair.1.value(axis.other)) ?? defaults?[index] ?? pair.1.value(axis.other) * crossFraction
        }
        let leading = guides.max() ?? 0
        let trailing = zip(guides, sizes).map { $1.value(axis.other) - $0 }.max() ?? 0
        return (leading + trailing, leading, guides)
    }

    /// Each child's text baseline for a baseline `alignment` (its bottom when it has no text), or
    /// nil for any other alignment; `offers` are what the children are offered.
    func baselineDefaults(_ nodes: [ViewTreeNode], _ sizes: [Size], _ offers: [ProposedSize], axis: StackAxis,
                          alignment: ViewAlignmentGuide.Guide) throws(LayoutError) -> [Double]? {
        guard case .vertical(let vertical) = alignment, axis == .horizontal, let which = vertical.baseline else { return nil }
        var values: [Double] = []
        for (index, child) in nodes.enumerated() {
            values.append(try baseline(child, which, offers[index]) ?? sizes[index].height)
        }
        return values
    }

    /// The outermost alignment guide of `view` for `alignment` (a guide for another alignment
    /// does not move the view in this stack).
    static func guide(_ view: ViewNode, for alignment: ViewAlignmentGuide.Guide) -> ViewAlignmentGuide? {
        for modifier in view.modifiers.reversed() {
            if case .alignmentGuide(let guide) = modifier, guide.guide == alignment { return guide }
        }
        return nil
    }

    /// Throws unless `guide`'s value is usable: an offset within ±``maximumLength``, a finite fraction.
    static func checkGuide(_ guide: ViewAlignmentGuide, element: String) throws(LayoutError) {
        switch guide.value {
        case .offset(let points):
            guard points.isFinite, abs(points) <= maximumLength else {
                throw .invalidValue(element: element, message: "an alignment guide of \(points) pt is out of range. Use −\(maximumLengthText)…\(maximumLengthText) pt.")
            }
        case .fraction(let share):
            guard share.isFinite, abs(share) <= 100 else {
                throw .invalidValue(element: element, message: "an alignment guide fraction of \(share) is out of range. Use a fraction such as 0.5 (half the view), within ±100.")
            }
        }
    }

    /// `value − amount`, never below 0; infinity stays infinite.
    static func subtract(_ amount: Double, from value: Double) -> Double {
        value.isInfinite ? value : max(0, value - amount)
    }

    /// A stack is as long as its children and the spacing between them, and as thick as its
    /// thickest child.
    func stackSize(_ node: ViewTreeNode, _ children: [ViewNode], axis: StackAxis, alignment: ViewAlignmentGuide.Guide, spacing: Double?,
                   _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let nodes = stackChildren(node, children, axis: axis)
        let gaps = try self.gaps(node, nodes, axis: axis, spacing: spacing)
        let total = gaps.reduce(0, +)
        let sizes = try stackChildSizes(nodes, axis: axis, spacing: total, proposal)
        guard !sizes.isEmpty else { return .zero }
        let main = sizes.reduce(0) { $0 + $1.value(axis) } + total
        let offers = sizes.map { ProposedSize.along(axis, main: $0.value(axis), cross: proposal.value(axis.other)) }
        let defaults = try baselineDefaults(nodes, sizes, offers, axis: axis, alignment: alignment)
        let cross = Self.crossExtent(nodes, sizes, axis: axis, alignment: alignment, defaults: defaults).thickness
        return .along(axis, main: main, cross: cross)
    }

    /// Places each child at its turn along the axis and at its alignment across: `alignment`'s
    /// fraction of the free space (0 leading/top, ½ centre, 1 trailing/bottom), or on the line of
    /// the children's alignment guides when one sets a guide (``crossExtent(_:_:axis:alignment:)``). Each child is offered the length it
    /// chose along the axis and the stack's own thickness across, so a divider or a
    /// `frame(maxHeight: .infinity)` in an `HStack` spans the stack's height.
    func placeStack(_ node: ViewTreeNode, _ children: [ViewNode], axis: StackAxis, alignment: ViewAlignmentGuide.Guide, spacing: Double?,
                    in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) {
        for slot in try stackSlots(node, children, axis: axis, alignment: alignment, spacing: spacing, in: frame, proposal) {
            try place(slot.node, at: slot.origin, slot.offer)
        }
    }

    /// Where ``placeStack(_:_:axis:alignment:spacing:in:_:)`` puts each child, and what it offers it.
    func stackSlots(_ node: ViewTreeNode, _ children: [ViewNode], axis: StackAxis, alignment: ViewAlignmentGuide.Guide, spacing: Double?,
                    in frame: Rect, _ proposal: ProposedSize) throws(LayoutError) -> [(node: ViewTreeNode, origin: Point, offer: ProposedSize)] {
        let nodes = stackChildren(node, children, axis: axis)
        let gaps = try self.gaps(node, nodes, axis: axis, spacing: spacing)
        let sizes = try stackChildSizes(nodes, axis: axis, spacing: gaps.reduce(0, +), proposal)
        let thickness = Size(width: frame.width, height: frame.height).value(axis.other)
        var offers: [ProposedSize] = [], placedSizes: [Size] = []
        for (child, chosen) in zip(nodes, sizes) {
            let offer = ProposedSize.along(axis, main: chosen.value(axis), cross: thickness)
            offers.append(offer)
            placedSizes.append(try size(child, offer))
        }
        let crossFraction = alignment.fraction
        let defaults = try baselineDefaults(nodes, placedSizes, offers, axis: axis, alignment: alignment)
        let guided = Self.crossExtent(nodes, placedSizes, axis: axis, alignment: alignment, defaults: defaults)
        var position = axis == .horizontal ? frame.x : frame.y
        var slots: [(node: ViewTreeNode, origin: Point, offer: ProposedSize)] = []
        for (index, (child, placed)) in zip(nodes, placedSizes).enumerated() {
            if index > 0 { position += gaps[index - 1] }
            let chosen = sizes[index], offer = offers[index]
            let crossOrigin = axis == .horizontal ? frame.y : frame.x
            // Without guides, each child sits at `crossFraction` of the free space; with one (or a
            // baseline alignment), the children's guides line up (OpenSwiftUI StackLayout: minor
            // origin = −alignment value).
            let crossStart = guided.guides.map { crossOrigin + guided.leading - $0[index] }
                ?? crossOrigin + (thickness - placed.value(axis.other)) * crossFraction
            let origin = axis == .horizontal ? Point(x: position, y: crossStart) : Point(x: crossStart, y: position)
            slots.append((child, origin, offer))
            position += chosen.value(axis)
        }
        return slots
    }

    /// A z-stack offers every child its own proposal and is the union of their aligned frames,
    /// which for one alignment is the widest and the tallest child. Apple, `ZStack`: "A view
    /// that overlays its subviews, aligning them in both axes"
    /// (developer.apple.com/documentation/swiftui/zstack).
    func zstackSize(_ node: ViewTreeNode, _ children: [ViewNode], _ proposal: ProposedSize) throws(LayoutError) -> Size {
        var width = 0.0, height = 0.0
        for child in stackChildren(node, children, axis: nil) {
            let chosen = try size(child, proposal)
            width = max(width, chosen.width); height = max(height, chosen.height)
        }
        return Size(width: width, height: height)
    }

    /// Children back to front, each offered the z-stack's size and aligned in it.
    func placeZStack(_ node: ViewTreeNode, _ children: [ViewNode], alignment: Alignment, in frame: Rect) throws(LayoutError) {
        let offer = ProposedSize(frame.size)
        for child in stackChildren(node, children, axis: nil) {
            let chosen = try size(child, offer)
            try place(child, at: Self.align(chosen, in: frame, alignment), offer)
        }
    }
}

extension StackAxis {
    /// The axis across this one.
    var other: StackAxis { self == .horizontal ? .vertical : .horizontal }
}
