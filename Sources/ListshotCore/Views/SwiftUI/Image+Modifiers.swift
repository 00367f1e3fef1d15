// SwiftUI's image modifiers: each returns an `Image`.

extension Image {
    /// `resizable()`: the image takes the size it is offered instead of its own. An image made
    /// without a size is resizable already; an icon ignores it.
    ///
    /// ```swift
    /// Image("avatar.png", size: Size(width: 160, height: 160)).resizable().frame(width: 40, height: 40)
    /// ```
    public func resizable() -> Image {
        guard case .file(var image) = source else { return self }
        image.isResizable = true
        var copy = self
        copy.source = .file(image)
        return copy
    }

    /// `aspectRatio(contentMode:)`: a resizable image takes the largest (`.fit`) or smallest
    /// (`.fill`) size of its own ratio for the offer; an image of unknown size draws its pixels
    /// fitted in, or filling, the size offered. A non-resizable image keeps its own size, as in
    /// SwiftUI; an icon ignores it.
    ///
    /// ```swift
    /// Image("banner.png").resizable().aspectRatio(contentMode: .fill)
    /// ```
    public func aspectRatio(contentMode: ContentMode) -> Image {
        guard case .file(var image) = source else { return self }
        image.contentMode = contentMode
        var copy = self
        copy.source = .file(image)
        return copy
    }

    /// `scaledToFit()`: `aspectRatio(contentMode: .fit)`.
    ///
    /// ```swift
    /// Image("logo.png").resizable().scaledToFit()
    /// ```
    public func scaledToFit() -> Image { aspectRatio(contentMode: .fit) }

    /// `scaledToFill()`: `aspectRatio(contentMode: .fill)`.
    ///
    /// ```swift
    /// Image("photo.png").resizable().scaledToFill()
    /// ```
    public func scaledToFill() -> Image { aspectRatio(contentMode: .fill) }

    /// `foregroundColor(_:)`: the tint of an icon. A file image ignores it, as SwiftUI's
    /// non-template images do.
    ///
    /// ```swift
    /// Image(icon: .heart).foregroundColor(.token("brand"))
    /// ```
    public func foregroundColor(_ color: ColorReference) -> Image {
        guard case .icon(let icon, let size, _) = source else { return self }
        var copy = self
        copy.source = .icon(icon, size: size, color: color)
        return copy
    }

    /// `foregroundStyle(_:)` with a colour: the same as `foregroundColor(_:)`.
    ///
    /// ```swift
    /// Image(icon: .heart).foregroundStyle(.token("brand"))
    /// ```
    public func foregroundStyle(_ color: ColorReference) -> Image { foregroundColor(color) }
}
