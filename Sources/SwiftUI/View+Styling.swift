internal import ListshotCore

extension View {
    /// A view behind this one, offered its size and placed at `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return nodeModifier { context in
            [.background(.view(Self.single(background.lowered(in: context)), alignment: alignment.core))]
        }
    }

    /// A view behind this one (the iOS 13 form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        nodeModifier { context in [.background(.view(Self.single(background.lowered(in: context)), alignment: alignment.core))] }
    }

    /// The style filling the view's bounds behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        nodeModifier { context in [.background(.color(style.paint(in: context.environment, context: context)))] }
    }

    /// The style filling `shape` behind the view: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        nodeModifier { context in
            [.background(.view(ViewNode(.shape(shape.viewShape, fill: style.paint(in: context.environment, context: context), stroke: nil))))]
        }
    }

    /// The system background filling `shape` behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// A view in front of this one, offered its size and placed at `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let overlay = content()
        return nodeModifier { context in [.overlay(Self.single(overlay.lowered(in: context)), alignment: alignment.core)] }
    }

    /// A view in front of this one (the iOS 13 form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        nodeModifier { context in [.overlay(Self.single(overlay.lowered(in: context)), alignment: alignment.core)] }
    }

    /// The style filling `shape` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        nodeModifier { context in
            [.overlay(ViewNode(.shape(shape.viewShape, fill: style.paint(in: context.environment, context: context), stroke: nil)), alignment: .center)]
        }
    }

    /// Content outside `shape` is not drawn.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        nodeModifier { _ in [.clip(ViewClipShape(shape.viewShape))] }
    }

    /// A blurred drop shadow behind the view. SwiftUI's default colour is black at 33% opacity
    /// (`Color(.sRGBLinear, white: 0, opacity: 0.33)`, Apple's `shadow(color:radius:x:y:)` page).
    /// Listshot draws the shadow of the view's outline, not of each glyph (docs/swiftui.md, "Shadows").
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        nodeModifier { context in
            [.shadow(ViewShadow(color: color.reference(in: context.environment, context: context),
                                radius: Double(radius), x: Double(x), y: Double(y)))]
        }
    }

    /// One view for nodes that may be several: a `ZStack` of them, as SwiftUI's background and overlay do.
    static func single(_ nodes: [ViewNode]) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode.zstack(nodes)
    }
}
