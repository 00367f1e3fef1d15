/// A stroke: colour and width in points.
public struct Stroke: Sendable, Hashable, Codable {
    public var color: RGBA
    public var width: Double
    public init(color: RGBA, width: Double) { self.color = color; self.width = width }
}

/// A rectangle with an optional corner radius; the stroke is drawn inside the frame.
public struct RectPrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    public var cornerRadius: Double
    /// How the corners turn; circular unless a screen or device body asks for iOS's continuous curve.
    public var cornerCurve: CornerCurve
    public var fill: Paint?
    public var stroke: Stroke?
    public init(frame: Rect, cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular, fill: Paint? = nil, stroke: Stroke? = nil) {
        self.frame = frame; self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve; self.fill = fill; self.stroke = stroke
    }
}

/// An ellipse inscribed in `frame`.
public struct EllipsePrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    public var fill: Paint?
    public var stroke: Stroke?
    public init(frame: Rect, fill: Paint? = nil, stroke: Stroke? = nil) {
        self.frame = frame; self.fill = fill; self.stroke = stroke
    }
}

/// A straight line with butt caps.
public struct LinePrimitive: Sendable, Hashable, Codable {
    public var from: Point
    public var to: Point
    public var stroke: Stroke
    public init(from: Point, to: Point, stroke: Stroke) { self.from = from; self.to = to; self.stroke = stroke }
}

/// How a vector path is painted.
public enum PathPaint: Sendable, Hashable {
    /// Filled with the non-zero rule.
    case fill(RGBA)
    /// Stroked with round caps and joins; `width` is in view-box units.
    case stroke(RGBA, width: Double)
    /// Erases (makes transparent) what was drawn before it in the enclosing opacity group, under
    /// the path's fill (nil width) or its stroke: a symbol's knocked-out glyph (docs/symbols.md).
    case erase(width: Double?)
}

/// A vector path in a view box, drawn scaled into `frame`.
public struct PathPrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    public var viewBox: Size
    public var path: VectorPath
    public var paint: PathPaint
    /// Mirrored horizontally (directional icons in right-to-left layouts).
    public var isMirrored: Bool
    public init(frame: Rect, viewBox: Size, path: VectorPath, paint: PathPaint, isMirrored: Bool = false) {
        self.frame = frame; self.viewBox = viewBox; self.path = path; self.paint = paint; self.isMirrored = isMirrored
    }
}

/// How an image fills its frame.
public enum ContentMode: String, Sendable, Hashable, Codable {
    /// Scaled to cover the frame, cropped in the centre (UIKit `scaleAspectFill`).
    case aspectFill
    /// Scaled to fit inside the frame, centred (UIKit `scaleAspectFit`).
    case aspectFit
}

/// A raster image file, drawn into a frame and clipped to a rounded rectangle.
public struct ImagePrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    /// An absolute path to a PNG file.
    public var path: String
    public var contentMode: ContentMode
    /// Corner radius of the clip: 0 for none, half the side for a circle.
    public var cornerRadius: Double
    public init(frame: Rect, path: String, contentMode: ContentMode, cornerRadius: Double) {
        self.frame = frame; self.path = path; self.contentMode = contentMode; self.cornerRadius = cornerRadius
    }
}

/// A drop shadow of the rounded rectangle `frame`, blurred by `blur` points (iOS `shadowRadius`).
public struct ShadowPrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    public var cornerRadius: Double
    public var color: RGBA
    public var blur: Double
    public var offset: Point
    public init(frame: Rect, cornerRadius: Double, color: RGBA, blur: Double, offset: Point) {
        self.frame = frame; self.cornerRadius = cornerRadius; self.color = color; self.blur = blur; self.offset = offset
    }
}

/// A run of text: the measured request, where it sits, and its colour.
///
/// `frame` is the measured box: its origin is where the layout is drawn, its width is the wrap
/// width of `request`, and its height the measured height.
public struct TextPrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    public var request: TextRequest
    public var color: RGBA
    public init(frame: Rect, request: TextRequest, color: RGBA) {
        self.frame = frame; self.request = request; self.color = color
    }
}

/// A rounded-rectangle clip.
public struct ClipPrimitive: Sendable, Hashable, Codable {
    public var frame: Rect
    public var cornerRadius: Double
    /// How the corners turn (a framed screen's display clips with iOS's continuous curve).
    public var cornerCurve: CornerCurve
    public init(frame: Rect, cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular) {
        self.frame = frame; self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve
    }
}

/// A translation then a uniform scale: a point (x, y) inside the group is drawn at
/// (translation.x + scale·x, translation.y + scale·y) outside it (docs/display-list.md, "Groups").
///
/// ```swift
/// Transform(translation: Point(x: 40, y: 120), scale: 0.5)   // the inner (0, 0) lands at (40, 120)
/// ```
public struct Transform: Sendable, Hashable, Codable {
    public var translation: Point
    /// The uniform scale, finite and greater than 0.
    public var scale: Double
    public init(translation: Point, scale: Double = 1) { self.translation = translation; self.scale = scale }

    /// The identity.
    public static let identity = Transform(translation: Point(x: 0, y: 0))

    /// `point` of the inner space in the outer one.
    public func apply(_ point: Point) -> Point {
        Point(x: translation.x + scale * point.x, y: translation.y + scale * point.y)
    }

    /// `rect` of the inner space in the outer one.
    public func apply(_ rect: Rect) -> Rect {
        Rect(x: translation.x + scale * rect.x, y: translation.y + scale * rect.y,
             width: scale * rect.width, height: scale * rect.height)
    }

    /// This transform applied inside `outer`: `outer.apply(self.apply(p))`.
    public func concatenated(inside outer: Transform) -> Transform {
        Transform(translation: outer.apply(translation), scale: outer.scale * scale)
    }

    /// Whether the values are usable: finite, and a scale greater than 0.
    public var isValid: Bool {
        translation.x.isFinite && translation.y.isFinite && scale.isFinite && scale > 0
    }
}
