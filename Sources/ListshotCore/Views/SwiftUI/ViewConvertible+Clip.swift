// SwiftUI's clipping modifiers, on every view.

extension ViewConvertible {
    /// `clipShape(_:)`: content outside `shape` (fitted to the view's bounds) is not drawn; its
    /// fill and stroke do not matter.
    ///
    /// ```swift
    /// Image("avatar.png").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40).clipShape(Circle())
    /// ```
    public func clipShape(_ shape: some Shape) -> ViewNode { clip(ViewClipShape(shape.kind)) }

    /// The clip modifier with the view tree's own shape name.
    ///
    /// ```swift
    /// ViewNode.image("avatar.png").frame(width: 40, height: 40).clip(.circle)
    /// ```
    public func clip(_ shape: ViewClipShape) -> ViewNode { view.modifier(.clip(shape)) }

    /// `clipped()`: content outside the view's bounds is not drawn.
    ///
    /// ```swift
    /// Image("banner.png").resizable().aspectRatio(contentMode: .fill).frame(height: 120).clipped()
    /// ```
    public func clipped() -> ViewNode { clip(.rectangle) }

    /// `cornerRadius(_:)`: clips to a rounded rectangle of that radius.
    ///
    /// ```swift
    /// Image("poster.png").resizable().frame(width: 64, height: 48).cornerRadius(8)
    /// ```
    public func cornerRadius(_ radius: Double) -> ViewNode { view.modifier(.cornerRadius(radius)) }
}

extension ViewClipShape {
    /// The clip of a shape: the same outline, fitted to the clipped view's bounds.
    ///
    /// ```swift
    /// ViewClipShape(.circle) == .circle
    /// ```
    public init(_ shape: ViewShape) {
        switch shape {
        case .rectangle: self = .rectangle
        case .roundedRectangle(let radius): self = .roundedRectangle(cornerRadius: radius)
        case .capsule: self = .capsule
        case .circle: self = .circle
        // Clips are rounded rectangles in the display list: an ellipse or a custom outline clips to
        // its bounds (docs/swiftui.md, "Not yet").
        case .ellipse, .path: self = .rectangle
        }
    }
}
