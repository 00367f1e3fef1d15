// SwiftUI's image modifiers: each returns an `Image`.

extension Image {
    /// `resizable()`: changes nothing, since Listshot's file images always take the size they
    /// are offered, as a resizable image does. Kept so SwiftUI code reads the same.
    ///
    /// ```swift
    /// Image("avatar.png").resizable().frame(width: 40, height: 40)
    /// ```
    public func resizable() -> Image { self }

    /// `aspectRatio(contentMode:)`: `.fit` inside the frame (the default) or `.fill` it, cropped.
    /// An icon ignores it.
    ///
    /// ```swift
    /// Image("banner.png").resizable().aspectRatio(contentMode: .fill)
    /// ```
    public func aspectRatio(contentMode: ContentMode) -> Image {
        guard case .file(let path, _) = source else { return self }
        var copy = self
        copy.source = .file(path: path, contentMode: contentMode)
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
