/// The resolved, absolute, pixel-snapped drawing of one screen, in painter's order.
///
/// It is the one contract between the layout core and every consumer: the Cairo backend draws
/// it, `listshot render --format json` dumps it, and the semantic diff compares two of them.
/// Every colour is concrete and every frame is in points on the device pixel grid.
///
/// ```swift
/// let list = try ScreenLayout.layout(screen, theme: theme, measurer: measurer)
/// print(list.items.map(\.id))      // ["background", "list[0].cell[0]", ...]
/// ```
public struct DisplayList: Sendable, Hashable, Codable {
    /// The version of this format; bumped whenever a primitive changes shape. Version 2 names
    /// every key (no `_0`) and rounds numbers to 1/1000 pt (``contractJSON(pretty:)``).
    public static let currentFormatVersion = 2

    public var formatVersion: Int
    /// Canvas size in points.
    public var size: Size
    /// Device pixels per point.
    public var scale: Double
    public var items: [DisplayItem]

    public init(size: Size, scale: Double, items: [DisplayItem]) {
        self.formatVersion = Self.currentFormatVersion
        self.size = size; self.scale = scale; self.items = items
    }

    /// Canvas size in device pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int(saturating: size.width * scale), Int(saturating: size.height * scale))
    }

    /// The text runs, in order, with their element ids.
    public var texts: [(id: String, text: TextPrimitive)] {
        items.compactMap { item in
            if case .text(let t) = item.primitive { return (item.id, t) }
            return nil
        }
    }
}

/// One display-list entry: a primitive and the stable id of the element that drew it.
///
/// Ids name the element path, e.g. `list[0].cell[3].subtitle`.
public struct DisplayItem: Sendable, Hashable {
    public var id: String
    public var primitive: Primitive

    public init(id: String, _ primitive: Primitive) { self.id = id; self.primitive = primitive }
}

/// The closed set of drawing primitives the backend interprets.
public enum Primitive: Sendable, Hashable {
    /// A rectangle with an optional corner radius, filled and/or stroked.
    case rect(RectPrimitive)
    /// An ellipse inscribed in a frame (a circle when square).
    case ellipse(EllipsePrimitive)
    /// A straight line.
    case line(LinePrimitive)
    /// A vector path (icons), mapped from its view box into a frame.
    case path(PathPrimitive)
    /// A raster image, scaled into a frame and clipped to a shape.
    case image(ImagePrimitive)
    /// A blurred drop shadow of a rounded rectangle.
    case shadow(ShadowPrimitive)
    /// A run of text laid out exactly as it was measured.
    case text(TextPrimitive)
    /// Starts clipping to a rounded rectangle; balanced by ``popClip``.
    case pushClip(ClipPrimitive)
    case popClip
    /// Starts a group drawn at `opacity`; balanced by ``popOpacity``.
    case pushOpacity(Double)
    case popOpacity
    /// Starts a group whose items are in an inner space placed by a ``Transform`` (translate, then
    /// scale uniformly); balanced by ``popTransform``. Frames inside are in the inner space.
    case pushTransform(Transform)
    case popTransform
}
