internal import ListshotCore

/// SwiftUI's default padding on iOS, on every edge (docs/swiftui.md, "Figures").
let defaultPadding: Double = 16

extension View {
    /// Padding of iOS's default 16 pt on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length.map(Double.init) ?? defaultPadding
        let insets = ListshotCore.EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return offering(.padding(insets)) { $0.padded(insets) }
    }

    /// Padding of `length` on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Padding of each edge's inset.
    public func padding(_ insets: EdgeInsets) -> some View { offering(.padding(insets.core)) { $0.padded(insets.core) } }

    /// A fixed size on either axis; nil leaves the axis to the view.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let frame = ViewFrame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.core)
        return offering(.frame(frame)) { $0.framed(frame) }
    }

    /// A flexible frame: minimum, ideal and maximum on each axis (`.infinity` takes all offered).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let frame = ViewFrame(minWidth: minWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                              minHeight: minHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                              idealWidth: idealWidth.map(Double.init), idealHeight: idealHeight.map(Double.init),
                              alignment: alignment.core)
        return offering(.frame(frame)) { $0.framed(frame) }
    }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { nodeModifier(.fixedSize(horizontal: true, vertical: true)) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { nodeModifier(.fixedSize(horizontal: horizontal, vertical: vertical)) }

    /// The order in which a stack offers its space.
    public func layoutPriority(_ value: Double) -> some View { nodeModifier(.layoutPriority(value)) }

    /// The drawing moved after layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { nodeModifier(.offset(x: Double(x), y: Double(y))) }

    /// The drawing moved after layout.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// The view drawn at `opacity`.
    public func opacity(_ opacity: Double) -> some View { nodeModifier(.opacity(min(max(opacity.isFinite ? opacity : 1, 0), 1))) }

    /// The view laid out but not drawn.
    public func hidden() -> some View { nodeModifier(.opacity(0)) }

    /// Content outside the view's bounds is not drawn.
    public func clipped(antialiased: Bool = false) -> some View { nodeModifier(.clip(.rectangle)) }

    /// Clips to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { nodeModifier(.cornerRadius(Double(radius))) }

    /// A stroke of `width` inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        nodeModifier { context in [.border(content.paint(in: context.environment, context: context), width: Double(width))] }
    }

    /// The segment of the view's element id in Listshot's diffs and audits (`…row[2].price`).
    public func accessibilityIdentifier(_ identifier: String) -> some View { nodeModifier(.id(identifier)) }
}
