internal import ListshotCore

/// What fills a shape or colours text (SwiftUI `ShapeStyle`): a colour, a hierarchical style
/// (`.secondary`), the tint, a gradient or a material.
///
/// ```swift
/// Text("Updated").foregroundStyle(.secondary)
/// Circle().fill(.tint)
/// ```
public protocol ShapeStyle: Sendable {}

/// A shape style Listshot knows how to paint; any other style paints the primary colour.
protocol PaintableShapeStyle {
    /// The colour Listshot paints for this style in `environment`.
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference
}

extension ShapeStyle {
    /// The colour this style paints in `environment` (the primary colour for a style Listshot does not know).
    @MainActor
    func paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        if let paintable = self as? any PaintableShapeStyle { return paintable._paint(in: environment, context: context) }
        context.note("\(Self.self) is painted as the primary colour: Listshot cannot draw this style yet")
        return Color.primary.reference(in: environment, context: context)
    }
}

extension Color: ShapeStyle, PaintableShapeStyle {
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        reference(in: environment, context: context)
    }
}

/// The levels of foreground (SwiftUI `HierarchicalShapeStyle`): `.primary` … `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, PaintableShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 3)

    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        let names = ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"]
        return Color(system: names[min(max(level, 0), names.count - 1)]).reference(in: environment, context: context)
    }
}

/// The current tint (SwiftUI `TintShapeStyle`, `.tint`).
public struct TintShapeStyle: ShapeStyle, PaintableShapeStyle, Hashable {
    public init() {}
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        Color.accentColor.reference(in: environment, context: context)
    }
}

/// The foreground in effect (SwiftUI `ForegroundStyle`, `.foreground`).
public struct ForegroundStyle: ShapeStyle, PaintableShapeStyle, Hashable {
    public init() {}
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        // The foreground set above, read where none is set: `foregroundStyle(.foreground)` is not a loop.
        guard let foreground = environment.listshot.foreground else { return Color.primary.reference(in: environment, context: context) }
        var outer = environment
        outer.listshot.foreground = nil
        return foreground.paint(in: outer, context: context)
    }
}

/// The background in effect (SwiftUI `BackgroundStyle`, `.background`): the system background.
public struct BackgroundStyle: ShapeStyle, PaintableShapeStyle, Hashable {
    public init() {}
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        Color(system: "systemBackground").reference(in: environment, context: context)
    }
}

/// The separator colour (SwiftUI `SeparatorShapeStyle`, `.separator`).
public struct SeparatorShapeStyle: ShapeStyle, PaintableShapeStyle, Hashable {
    public init() {}
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        Color(system: "separator").reference(in: environment, context: context)
    }
}

/// A blur material (SwiftUI `Material`); a still image draws it as the system fill of its thickness.
public struct Material: ShapeStyle, PaintableShapeStyle, Hashable {
    let fill: String
    public static let ultraThinMaterial = Material(fill: "quaternarySystemFill")
    public static let thinMaterial = Material(fill: "tertiarySystemFill")
    public static let regularMaterial = Material(fill: "secondarySystemFill")
    public static let thickMaterial = Material(fill: "systemFill")
    public static let ultraThickMaterial = Material(fill: "secondarySystemBackground")
    public static let bar = Material(fill: "secondarySystemBackground")

    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        context.note("Materials are drawn as a flat system fill (\(fill)): a still image has nothing behind to blur")
        return Color(system: fill).reference(in: environment, context: context)
    }
}

/// Any shape style (SwiftUI `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, PaintableShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        base.paint(in: environment, context: context)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var accentColor: Color { .accentColor }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
}

extension ShapeStyle {
    /// The style at `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityStyle(base: self, opacity: opacity) }
}

struct _OpacityStyle<Base: ShapeStyle>: ShapeStyle, PaintableShapeStyle {
    let base: Base
    let opacity: Double
    @MainActor func _paint(in environment: EnvironmentValues, context: LoweringContext) -> ColorReference {
        ColorReference.withOpacity(base.paint(in: environment, context: context), opacity, environment: environment)
    }
}
