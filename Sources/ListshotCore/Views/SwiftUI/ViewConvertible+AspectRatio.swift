// SwiftUI's `aspectRatio` modifiers, on every view, and the relative frame of a geometry reader's content.

extension ViewConvertible {
    /// `aspectRatio(_:contentMode:)`: offers the view the largest (`.fit`) or smallest (`.fill`)
    /// box of `ratio` (width ÷ height; nil is the ratio of the view's ideal size) for the offer.
    ///
    /// ```swift
    /// Rectangle().fill(.token("brandLow")).aspectRatio(16.0 / 9.0, contentMode: .fit)
    /// ```
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        view.modifier(.aspectRatio(ratio, contentMode: contentMode))
    }

    /// `scaledToFit()`: `aspectRatio(nil, contentMode: .fit)`.
    ///
    /// ```swift
    /// Circle().frame(width: 40, height: 20).scaledToFit()
    /// ```
    public func scaledToFit() -> ViewNode { aspectRatio(nil, contentMode: .fit) }

    /// `scaledToFill()`: `aspectRatio(nil, contentMode: .fill)`.
    ///
    /// ```swift
    /// Rectangle().scaledToFill()
    /// ```
    public func scaledToFill() -> ViewNode { aspectRatio(nil, contentMode: .fill) }

    /// A frame of fractions of the enclosing ``GeometryReader``'s size, Listshot's spelling of
    /// SwiftUI's `frame(width: proxy.size.width * width, height: proxy.size.height * height)`.
    ///
    /// ```swift
    /// GeometryReader { Capsule().fill(.token("brand")).relativeFrame(width: 0.4) }.frame(height: 8)
    /// ```
    public func relativeFrame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        view.modifier(.relativeFrame(width: width, height: height, alignment: alignment))
    }
}
