internal import ListshotCore

/// Colour stops (SwiftUI `Gradient`).
public struct Gradient: Sendable {
    /// One colour at a location 0…1.
    public struct Stop: Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
    public init(stops: [Stop]) { self.stops = stops }
}

/// A linear gradient (SwiftUI `LinearGradient`). Listshot paints it as its first colour and notes
/// it (docs/swiftui.md, "Not yet"); as a view it fills the space offered.
public struct LinearGradient: ShapeStyle, PaintableShapeStyle, View, PrimitiveView {
    let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    public var body: Never { primitiveBody(Self.self) }

    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        context.note("Gradients are painted as their first colour: Listshot does not draw SwiftUI gradients yet")
        return (gradient.stops.first?.color ?? .clear).reference(in: environment, context: context)
    }

    func lower(in context: LoweringContext) -> [ViewNode] {
        [ViewNode(.shape(.rectangle, fill: _paint(in: context.environment, context: context), stroke: nil))]
    }
}

/// A colour's own gradient (SwiftUI `AnyGradient`, `Color.blue.gradient`), painted as the colour.
public struct AnyGradient: ShapeStyle, PaintableShapeStyle {
    let color: Color
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        color.reference(in: environment, context: context)
    }
}

extension Color {
    /// The colour's standard gradient; Listshot paints the colour itself.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
