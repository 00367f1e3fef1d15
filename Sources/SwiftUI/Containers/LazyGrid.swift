internal import ListshotCore

/// One column of a `LazyVGrid` or row of a `LazyHGrid` (SwiftUI `GridItem`): its size, the spacing to
/// the next, and where cells sit in it (docs/swiftui.md, "Grids").
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80, maximum: 120), spacing: 12)]
/// ```
public struct GridItem: Sendable, Hashable {
    /// How big the item is (SwiftUI `GridItem.Size`).
    public enum Size: Sendable, Hashable {
        /// Exactly this size.
        case fixed(CGFloat)
        /// A share of what fixed items and spacing leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in one flexible item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    var core: ViewGridItem {
        let size: ViewGridItem.Size
        switch self.size {
        case .fixed(let value): size = .fixed(Double(value))
        case .flexible(let minimum, let maximum): size = .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case .adaptive(let minimum, let maximum): size = .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        }
        return ViewGridItem(size, spacing: spacing.map(Double.init), alignment: alignment?.core)
    }
}

/// A grid that grows downwards in the columns its `GridItem`s make from the width offered (SwiftUI
/// `LazyVGrid`); a still image builds every cell.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///     ForEach(photos) { PhotoTile(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.lazyGrid(ViewLazyGrid(axis: .vertical, items: columns.map(\.core), children: content.lowered(in: context),
                                         alignment: ListshotCore.Alignment(horizontal: alignment.core, vertical: .top),
                                         spacing: spacing.map(Double.init))))]
    }
}

/// A grid that grows sideways in the rows its `GridItem`s make from the height offered (SwiftUI `LazyHGrid`).
///
/// ```swift
/// ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) { ForEach(tags) { TagView($0) } } }
/// ```
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.lazyGrid(ViewLazyGrid(axis: .horizontal, items: rows.map(\.core), children: content.lowered(in: context),
                                         alignment: ListshotCore.Alignment(horizontal: .leading, vertical: alignment.core),
                                         spacing: spacing.map(Double.init))))]
    }
}
