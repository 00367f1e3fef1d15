internal import ListshotCore

/// A scrolling region (SwiftUI `ScrollView`): in a still image, its content at the top, offered
/// the width (vertical) or height (horizontal) and its own ideal length along the scroll axis.
///
/// ```swift
/// ScrollView { LazyVStack { ForEach(items) { ItemRow(item: $0) } } }
/// ScrollView(.horizontal, showsIndicators: false) { HStack { cards } }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let horizontal = axes.contains(.horizontal)
        // Its content is offered nil along the scroll axis (a GeometryReader's closure sees that; docs/swiftui.md, "GeometryReader").
        let offered = context.offeredSize
        let children = context.withOffered(ProposedSize(width: horizontal ? nil : offered.width, height: horizontal ? offered.height : nil)) {
            content.lowered(in: context)
        }
        let stack = horizontal ? ViewNode.hstack(children) : ViewNode.vstack(children)
        // The content gets its ideal size along the scroll axis; the scroll view takes the space
        // offered and shows the content from its top-leading corner, clipped.
        return [stack
            .modifier(.fixedSize(horizontal: horizontal, vertical: !horizontal))
            .modifier(.frame(ViewFrame(maxWidth: .infinity, alignment: horizontal ? .leading : .top)))
            .modifier(.clip(.rectangle))
            .modifier(.id("scrollView"))]
    }
}
