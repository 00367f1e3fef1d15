internal import ListshotCore

extension View {
    /// The view offered the largest (fit) or smallest (fill) size of `aspectRatio` (width ÷ height;
    /// nil is the view's own ratio) within what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        nodeModifier(.aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode.core))
    }

    /// The view scaled to fit what it is offered, keeping its ratio.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : nil
        return nodeModifier(.aspectRatio(ratio, contentMode: contentMode.core))
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// A style filling the view's bounds in front of it (`Divider().overlay(.white.opacity(0.4))`).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        nodeModifier { context in
            [.overlay(ViewNode(.shape(.rectangle, fill: style.paint(in: context.environment, context: context), stroke: nil)), alignment: .center)]
        }
    }

    // Effects a still image could show but Listshot does not draw yet: the view is drawn without
    // them and a note says so (docs/swiftui.md, "Not yet").
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        angle.radians == 0 ? AnyView(self) : AnyView(notYet("rotationEffect"))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scale == 1 ? AnyView(self) : AnyView(notYet("scaleEffect"))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        x == 1 && y == 1 ? AnyView(self) : AnyView(notYet("scaleEffect"))
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { radius == 0 ? AnyView(self) : AnyView(notYet("blur")) }
    public func grayscale(_ amount: Double) -> some View { amount == 0 ? AnyView(self) : AnyView(notYet("grayscale")) }
    public func saturation(_ amount: Double) -> some View { amount == 1 ? AnyView(self) : AnyView(notYet("saturation")) }
    public func brightness(_ amount: Double) -> some View { amount == 0 ? AnyView(self) : AnyView(notYet("brightness")) }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { notYet("mask") }
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { noEffect("symbolEffect") }
    public func contentTransition(_ transition: ContentTransition) -> some View { noEffect("contentTransition") }
}

/// Options of a symbol effect (SwiftUI `SymbolEffectOptions`); a still image does not animate.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
}

/// How content changes animate (SwiftUI `ContentTransition`); a still image does not animate.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
}

extension Shape {
    /// The part of the outline from `from` to `to` (0…1); Listshot draws the whole outline and a note.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, isWhole: startFraction <= 0 && endFraction >= 1)
    }
}

struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let isWhole: Bool
    func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
