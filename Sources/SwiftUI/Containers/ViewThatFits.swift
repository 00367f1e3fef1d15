internal import ListshotCore

/// The first child whose ideal size fits the space offered along `axes`, else the last (SwiftUI `ViewThatFits`).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Add to basket"); Image(systemName: "cart") }
///     Image(systemName: "cart")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        var core: ViewAxes = []
        if axes.contains(.horizontal) { core.insert(.horizontal) }
        if axes.contains(.vertical) { core.insert(.vertical) }
        return [ViewNode(.viewThatFits(children: content.lowered(in: context), axes: core))]
    }
}
