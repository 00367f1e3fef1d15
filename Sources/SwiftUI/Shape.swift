internal import ListshotCore

/// A 2-D outline drawn as a view (SwiftUI `Shape`): filled with the foreground style unless
/// `fill(_:)` or `stroke(_:lineWidth:)` says otherwise. Write `path(in:)` for a shape of your own.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in p.move(to: CGPoint(x: rect.midX, y: rect.minY)); p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///                     p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY)); p.closeSubpath() }
///     }
/// }
/// ```
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }

    /// The shape's outline, `lineWidth` wide, centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: Double(lineWidth))
    }

    /// The shape's outline, drawn with `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: Double(style.lineWidth))
    }

    /// The shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: Double(lineWidth))
    }

    /// The outline drawn inside the shape's bounds (SwiftUI `strokeBorder`).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: Double(lineWidth))
    }

    /// The outline, in the foreground style, inside the bounds.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: Double(lineWidth))
    }

    /// Listshot's shape for this one: a built-in kind, else the outline `path(in:)` draws in a
    /// 100×100 box, scaled to the frame (a shape that is not proportional draws approximately).
    var viewShape: ViewShape {
        if let known = self as? any KnownShape { return known.knownShape }
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        return .path(path(in: box).vectorPath, viewBox: Size(width: 100, height: 100))
    }
}

/// A shape Listshot's layout draws natively.
@MainActor protocol KnownShape { var knownShape: ViewShape { get } }

/// How a path is filled (SwiftUI `FillStyle`); Listshot fills with the non-zero rule.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// How a path is stroked (SwiftUI `StrokeStyle`); Listshot draws round caps and joins.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.dash = dash
    }
}

/// Line ends (CoreGraphics `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// Line corners (CoreGraphics `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A shape drawn with a style (SwiftUI `_ShapeView`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    var stroke: Double?

    public init(shape: Content, style: Style) { self.shape = shape; self.style = style }
    init(shape: Content, style: Style, stroke: Double?) { self.shape = shape; self.style = style; self.stroke = stroke }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let paint = style.paint(in: context.environment, context: context)
        if let stroke {
            return [ViewNode(.shape(shape.viewShape, fill: nil, stroke: ViewStroke(color: paint, width: stroke)))]
        }
        return [ViewNode(.shape(shape.viewShape, fill: paint, stroke: nil))]
    }
}

/// A rectangle filling its frame (SwiftUI `Rectangle`).
public struct Rectangle: Shape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var knownShape: ViewShape { .rectangle }
}

/// A rectangle with rounded corners (SwiftUI `RoundedRectangle`).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.blue)
/// ```
public struct RoundedRectangle: Shape, KnownShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
    var knownShape: ViewShape { .roundedRectangle(cornerRadius: Double(min(cornerSize.width, cornerSize.height))) }
}

/// Circular or continuous (squircle) corners (SwiftUI `RoundedCornerStyle`).
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

/// A rectangle with fully rounded ends (SwiftUI `Capsule`).
public struct Capsule: Shape, KnownShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    var knownShape: ViewShape { .capsule }
}

/// The largest circle centred in the frame (SwiftUI `Circle`).
public struct Circle: Shape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    var knownShape: ViewShape { .circle }
}

/// The ellipse that fills the frame (SwiftUI `Ellipse`).
public struct Ellipse: Shape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var knownShape: ViewShape { .ellipse }
}

