// Swift spellings close to SwiftUI's for building view trees: `ViewNode.hstack(spacing: 16, [...])`.
// Each returns a new value; nothing is shared. The modifiers (`.padding(16)`, `.frame(width:height:)`…)
// and the SwiftUI-named types (`HStack { … }`, `Text`, `Circle()`…) are in SwiftUI/.

extension ViewNode {
    /// A vertical stack (SwiftUI `VStack`).
    ///
    /// ```swift
    /// ViewNode.vstack(alignment: .leading, spacing: 2, [ViewNode.text("Title"), ViewNode.text("Subtitle")])
    /// ```
    public static func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.vstack(children: children, alignment: alignment, spacing: spacing))
    }

    /// A horizontal stack (SwiftUI `HStack`).
    ///
    /// ```swift
    /// ViewNode.hstack(spacing: 16, [ViewNode.text("Left"), ViewNode.spacer(), ViewNode.text("Right")])
    /// ```
    public static func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.hstack(children: children, alignment: alignment, spacing: spacing))
    }

    /// An overlay stack (SwiftUI `ZStack`).
    ///
    /// ```swift
    /// ViewNode.zstack(alignment: .bottomTrailing, [ViewNode.shape(.circle), ViewNode.text("3")])
    /// ```
    public static func zstack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.zstack(children: children, alignment: alignment))
    }

    /// A text view (SwiftUI `Text`).
    ///
    /// ```swift
    /// ViewNode.text("Now", font: .preset(2, weight: .regular), color: .token("textSecondary"), lineLimit: 1)
    /// ```
    ///
    /// A style left nil is inherited from the nearest ancestor that sets it (``ViewEnvironment``).
    public static func text(_ string: String, font: ViewFont? = nil, color: ColorReference? = nil,
                            lineLimit: Int? = nil, multilineTextAlignment: TextAlignment? = nil,
                            truncationMode: ViewTruncationMode? = nil) -> ViewNode {
        ViewNode(.text(ViewText(string, font: font, color: color, lineLimit: lineLimit, multilineTextAlignment: multilineTextAlignment,
                                truncationMode: truncationMode)))
    }

    /// A resizable image whose pixel size is not known here (SwiftUI
    /// `Image(_:).resizable().aspectRatio(contentMode:)`): it takes the size it is offered and
    /// draws its pixels fitted in it, or filling it and cropped.
    ///
    /// ```swift
    /// ViewNode.image("/abs/avatar.png", contentMode: .aspectFill).frame(width: 40, height: 40)
    /// ```
    public static func image(_ path: String, contentMode: ContentMode = .aspectFit) -> ViewNode {
        ViewNode(.image(ViewImage(path, isResizable: true, contentMode: contentMode)))
    }

    /// An image of a known size in points (SwiftUI `Image(_:)`): that size unless `resizable`;
    /// resizable, the offer, shaped by `contentMode` when one is given (docs/views.md "Images").
    ///
    /// ```swift
    /// ViewNode.image("/abs/city.png", size: Size(width: 360, height: 240), resizable: true, contentMode: .aspectFit).frame(width: 200)
    /// ```
    public static func image(_ path: String, size: Size, resizable: Bool = false, contentMode: ContentMode? = nil) -> ViewNode {
        ViewNode(.image(ViewImage(path, size: size, isResizable: resizable, contentMode: contentMode)))
    }

    /// ViewThatFits: the first of `children` whose ideal size fits the proposal along `axes`, else the last.
    ///
    /// ```swift
    /// ViewNode.viewThatFits(in: .horizontal, [ViewNode.text("Add to basket"), ViewNode.text("Add")])
    /// ```
    public static func viewThatFits(in axes: ViewAxes = .both, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.viewThatFits(children: children, axes: axes))
    }

    /// A geometry reader: all the space offered, offered to each child at its top-leading corner.
    ///
    /// ```swift
    /// ViewNode.geometryReader([ViewNode.shape(.capsule).relativeFrame(width: 0.4, height: 1)]).frame(height: 8)
    /// ```
    public static func geometryReader(_ children: [ViewNode]) -> ViewNode {
        ViewNode(.geometryReader(children: children))
    }

    /// A system symbol (SwiftUI `Image(systemName:)`, ``ViewSymbol``).
    ///
    /// ```swift
    /// ViewNode.symbol("gearshape.fill", color: .token("neutralMedium"))
    /// ```
    public static func symbol(_ name: String, color: ColorReference? = nil, scale: ViewSymbol.Scale = .medium,
                              pointSize: Double? = nil, variant: SymbolVariants = .none) -> ViewNode {
        ViewNode(.symbol(ViewSymbol(name, color: color, scale: scale, pointSize: pointSize, variant: variant)))
    }

    /// A built-in icon of a fixed size.
    ///
    /// ```swift
    /// ViewNode.icon(.chevronRight, size: 24, color: .token("neutralMedium"))
    /// ```
    public static func icon(_ icon: Icon, size: Double = 24, color: ColorReference? = nil) -> ViewNode {
        ViewNode(.icon(icon, size: size, color: color))
    }

    /// A shape, filled with the primary colour when neither fill nor stroke is given (SwiftUI
    /// fills shapes with the foreground style, `.primary`).
    ///
    /// ```swift
    /// ViewNode.shape(.capsule, fill: .token("brand"))
    /// ```
    public static func shape(_ shape: ViewShape, fill: ColorReference? = nil, stroke: ViewStroke? = nil) -> ViewNode {
        ViewNode(.shape(shape, fill: fill ?? (stroke == nil ? .primary : nil), stroke: stroke))
    }

    /// A flexible space (SwiftUI `Spacer(minLength:)`).
    ///
    /// ```swift
    /// ViewNode.spacer(minLength: 0)
    /// ```
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }

    /// A divider line (SwiftUI `Divider`).
    public static var divider: ViewNode { ViewNode(.divider) }
}
