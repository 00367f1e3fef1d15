internal import ListshotCore

// The size lowering expects a view to be offered (LoweringContext.offeredSize): the screen's content
// area at the root, less padding, replaced by a frame's fixed sides. A GeometryReader's closure runs
// at it (docs/swiftui.md, "GeometryReader").

/// Appends `modifier` to each node, lowering the content with the offered size `change` makes.
struct OfferingModifier: ViewModifier, PrimitiveModifier {
    let modifier: ListshotCore.ViewModifier
    let change: @MainActor (ProposedSize) -> ProposedSize
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] {
        let saved = context.offeredSize
        context.offeredSize = change(saved)
        defer { context.offeredSize = saved }
        return content().map { $0.modifier(modifier) }
    }
}

extension View {
    /// `modifier` on each node; the content is lowered expecting `change(offered)`.
    func offering(_ modifier: ListshotCore.ViewModifier, _ change: @escaping @MainActor (ProposedSize) -> ProposedSize) -> ModifiedContent<Self, OfferingModifier> {
        self.modifier(OfferingModifier(modifier: modifier, change: change))
    }
}

extension ProposedSize {
    /// What a `frame` offers its content: its fixed sides, its maximum where the offer is larger, else the offer.
    func framed(_ frame: ViewFrame) -> ProposedSize {
        func side(_ offered: Double?, fixed: Double?, minimum: Double?, maximum: Double?) -> Double? {
            if let fixed { return fixed }
            guard var value = offered else { return nil }
            if let maximum, maximum.isFinite { value = Swift.min(value, maximum) }
            if let minimum { value = Swift.max(value, minimum) }
            return value
        }
        return ProposedSize(width: side(width, fixed: frame.width, minimum: frame.minWidth, maximum: frame.maxWidth),
                            height: side(height, fixed: frame.height, minimum: frame.minHeight, maximum: frame.maxHeight))
    }

    /// What padding offers its content.
    func padded(_ insets: ListshotCore.EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
                     height: height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }
}
