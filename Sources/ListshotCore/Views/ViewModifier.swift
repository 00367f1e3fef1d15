/// One link of a view's modifier chain, as SwiftUI's view modifiers.
///
/// Each wraps everything before it in ``ViewNode/modifiers``: it is offered a size by its parent,
/// offers a size to what it wraps, and reports a size back (docs in `ViewLayout`).
///
/// ```swift
/// ViewNode.image("avatar.png", contentMode: .aspectFill)
///     .frame(width: 40, height: 40)   // ViewModifier.frame(ViewFrame(width: 40, height: 40))
///     .clip(.circle)                  // ViewModifier.clip(.circle)
/// ```
public indirect enum ViewModifier: Sendable, Hashable, Codable {
    /// SwiftUI `padding(_:)`: offers the view its size less the insets, and adds them back.
    case padding(EdgeInsets)
    /// SwiftUI `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case frame(ViewFrame)
    /// SwiftUI `background(_:)` and `background(alignment:content:)`: a colour or a view behind,
    /// offered the view's size and aligned in it.
    case background(ViewBackground)
    /// SwiftUI `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: offers the view
    /// the largest (fit) or smallest (fill) size of `ratio` (width ÷ height; nil is the ratio of
    /// the view's ideal size) for the proposal, and takes the size the view chooses.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// A frame of `width` and `height` as fractions (0…1 and beyond) of the nearest enclosing
    /// ``ViewKind/geometryReader(children:)``'s size, as SwiftUI code writes
    /// `frame(width: proxy.size.width * 0.5)`; nil leaves the axis to the view.
    case relativeFrame(width: Double?, height: Double?, alignment: Alignment)
    /// SwiftUI `overlay(_:alignment:)`: a view in front, offered the view's size and aligned.
    case overlay(ViewNode, alignment: Alignment)
    /// SwiftUI `clipShape(_:)`: content outside the shape is not drawn.
    case clip(ViewClipShape)
    /// SwiftUI `cornerRadius(_:)`: clips to a rounded rectangle of that radius.
    case cornerRadius(Double)
    /// SwiftUI `border(_:width:)`: a stroke of `width` inside the view's bounds.
    case border(ColorReference, width: Double)
    /// SwiftUI `opacity(_:)`, 0…1: the view is drawn as one group at this opacity.
    case opacity(Double)
    /// SwiftUI `layoutPriority(_:)`: the parent stack offers space to higher priorities first.
    case layoutPriority(Double)
    /// SwiftUI `fixedSize(horizontal:vertical:)`: offers nil (the ideal size) along the fixed axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// SwiftUI `offset(x:y:)`: moves the drawing after layout; the size and the siblings do not change.
    /// `x` is towards the trailing edge, so it mirrors in right-to-left screens with everything else.
    case offset(x: Double, y: Double)
    /// SwiftUI `alignmentGuide(_:computeValue:)`, in the forms a spec can write: where the view's
    /// guide for one alignment lies, which a parent stack of that alignment lines up.
    case alignmentGuide(ViewAlignmentGuide)
    /// The last segment of the view's element id, instead of its kind (`view[0].vstack[2].price`),
    /// and so the stem of its children's ids.
    case id(String)
    /// SwiftUI's environment modifiers (`font(_:)`, `foregroundColor(_:)`, `lineLimit(_:)`,
    /// `multilineTextAlignment(_:)` on any view): the value reaches every view inside, unless a nearer
    /// one sets its own (``ViewEnvironment``). Draws nothing; the size is the view's.
    case environment(ViewEnvironmentValue)
    /// The view's whole element id, whatever its position (`cardList[0].card[1].hStack.title`),
    /// and so the stem of its children's ids: a layout lowered to views keeps the ids it had
    /// (docs/backpack.md "Card content").
    case elementID(String)
    /// SwiftUI `shadow(color:radius:x:y:)`: a blurred drop shadow behind the view. Listshot draws the
    /// shadow of the view's outline (a shape's, or the nearest clip's, else its bounds), not of
    /// each glyph (docs/swiftui.md, "Shadows").
    case shadow(ViewShadow)
    /// SwiftUI `gridCellColumns(_:)` / `gridColumnAlignment(_:)`: read by the enclosing ``ViewKind/grid(_:)``; draws nothing.
    case gridCell(ViewGridCell)

    /// The name of the items a modifier emits (`view.text.background`), nil for those that draw nothing.
    var elementName: String? {
        switch self {
        case .background: return "background"
        case .overlay: return "overlay"
        case .clip, .cornerRadius: return "clip"
        case .border: return "border"
        case .opacity: return "opacity"
        case .shadow: return "shadow"
        case .padding, .frame, .layoutPriority, .fixedSize, .offset, .id, .environment, .alignmentGuide, .elementID, .aspectRatio, .relativeFrame, .gridCell: return nil
        }
    }
}

/// The sizes of a frame modifier; nil leaves the axis to the view (SwiftUI's `frame`).
///
/// A fixed `width` or `height` wins over the minimum and maximum of the same axis.
///
/// ```swift
/// ViewFrame(width: 40, height: 40)              // frame(width: 40, height: 40)
/// ViewFrame(maxWidth: .infinity, alignment: .leading) // frame(maxWidth: .infinity, alignment: .leading)
/// ```
public struct ViewFrame: Sendable, Hashable, Codable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    /// `.infinity` takes all the width offered.
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    /// The width the frame takes when offered nil (its ideal width), at least `minWidth`; the view is offered it too.
    public var idealWidth: Double?
    /// The height the frame takes when offered nil (its ideal height), at least `minHeight`; the view is offered it too.
    public var idealHeight: Double?
    /// Where the view sits in the frame when their sizes differ.
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, idealWidth: Double? = nil, idealHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = width; self.height = height; self.minWidth = minWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.maxHeight = maxHeight; self.alignment = alignment
        self.idealWidth = idealWidth; self.idealHeight = idealHeight
    }
}

/// What a background modifier draws: a colour filling the bounds, or a view offered the bounds.
///
/// ```swift
/// ViewBackground.color(.token("backgroundContainer"))
/// ViewBackground.view(ViewNode.shape(.capsule, fill: .token("brand")))
/// ```
public enum ViewBackground: Sendable, Hashable, Codable {
    case color(ColorReference)
    /// A view behind, offered the decorated view's size and placed at `alignment` in it.
    case view(ViewNode, alignment: Alignment = .center)
}

/// The shape a clip modifier keeps (SwiftUI `clipShape(_:)`, `clipped()`).
///
/// ```swift
/// ViewNode.image("avatar.png", contentMode: .aspectFill).frame(width: 40, height: 40).clip(.circle)
/// ```
public enum ViewClipShape: Sendable, Hashable, Codable {
    /// The bounds (SwiftUI `clipped()`).
    case rectangle
    /// The largest circle centred in the bounds.
    case circle
    /// A rounded rectangle whose radius is half the shorter side.
    case capsule
    case roundedRectangle(cornerRadius: Double)
}

/// A drop shadow: colour, blur radius and offset, as SwiftUI's `shadow(color:radius:x:y:)` takes them.
///
/// ```swift
/// ViewShadow(color: .literal(RGBA(red: 0, green: 0, blue: 0, alpha: 84)), radius: 8, x: 0, y: 4)
/// ```
public struct ViewShadow: Sendable, Hashable, Codable {
    public var color: ColorReference
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: ColorReference, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}
