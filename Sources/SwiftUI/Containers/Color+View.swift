internal import ListshotCore

/// A colour as a view fills the space it is offered (SwiftUI: `Color` conforms to `View` and draws a
/// rectangle of itself).
///
/// ```swift
/// Color.blue.frame(height: 44)
/// ZStack { Color(.systemGroupedBackground).ignoresSafeArea(); content }
/// ```
extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.shape(.rectangle, fill: reference(in: context.environment, context: context), stroke: nil))]
    }
}
