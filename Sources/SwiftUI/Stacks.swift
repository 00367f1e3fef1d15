internal import ListshotCore

/// Children top to bottom (SwiftUI `VStack`); `spacing` nil is SwiftUI's default per pair.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Text(title).font(.headline); Text(detail) }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode.vstack(alignment: alignment.core, spacing: spacing.map(Double.init), content.lowered(in: context))]
    }
}

/// Children leading to trailing (SwiftUI `HStack`).
///
/// ```swift
/// HStack { Image(systemName: "star.fill"); Text("Favourites"); Spacer() }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode.hstack(alignment: alignment.core, spacing: spacing.map(Double.init), content.lowered(in: context))]
    }
}

/// Children on top of each other, later ones in front (SwiftUI `ZStack`).
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode.zstack(alignment: alignment.core, content.lowered(in: context))]
    }
}

/// A vertical stack that builds rows as they scroll into view (SwiftUI `LazyVStack`): in a still
/// image, every row is built, so it lays out as a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let stack: VStack<Content>
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        // A lazy stack takes the width offered (SwiftUI: "the stack is as wide as its container").
        stack.lower(in: context).map { $0.modifier(.frame(ViewFrame(maxWidth: .infinity, alignment: ListshotCore.Alignment(horizontal: stack.alignment.core, vertical: .top)))) }
    }
}

/// A horizontal stack that builds columns as they scroll into view (SwiftUI `LazyHStack`).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let stack: HStack<Content>
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { stack.lower(in: context) }
}

/// Views a lazy stack pins while scrolling (SwiftUI `PinnedScrollableViews`); a still image scrolls nothing.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Flexible space along its stack (SwiftUI `Spacer`).
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { [ViewNode.spacer(minLength: minLength.map(Double.init))] }
}

/// A thin line across its stack (SwiftUI `Divider`).
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] { [ViewNode(.divider)] }
}
