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
        var copy = self
        switch source {
        case .icon(let icon, let size, _): copy.source = .icon(icon, size: size, color: color)
        case .symbol(var symbol): symbol.color = color; copy.source = .symbol(symbol)
        case .file: break
        }
        return copy
    }

    /// `imageScale(_:)`: a system symbol 0.8× (small), 1× or 1.3× (large) the font size it
    /// matches; other images ignore it.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").imageScale(.small)
    /// ```
    public func imageScale(_ scale: ViewSymbol.Scale) -> Image {
        guard case .symbol(var symbol) = source else { return self }
        symbol.scale = scale
        var copy = self
        copy.source = .symbol(symbol)
        return copy
    }

    /// `symbolVariant(_:)`: a system symbol drawn in `variant` where it has it (docs/symbols.md
    /// "Variants"); other images ignore it.
    ///
    /// ```swift
    /// Image(systemName: "person").symbolVariant(.circle.fill)   // person.circle.fill
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> Image {
        guard case .symbol(var symbol) = source else { return self }
        symbol.variant = symbol.variant.union(variant)
        var copy = self
        copy.source = .symbol(symbol)
        return copy
    }

    /// A system symbol matching a `size`-point font instead of the environment's
    /// (UIKit `SymbolConfiguration(pointSize:)`; SwiftUI writes `.font(.system(size:))`).
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolPointSize(22)
    /// ```
    public func symbolPointSize(_ size: Double) -> Image {
        guard case .symbol(var symbol) = source else { return self }
        symbol.pointSize = size
        var copy = self
        copy.source = .symbol(symbol)
        return copy
    }

    /// `foregroundStyle(_:)` with a colour: the same as `foregroundColor(_:)`.
    ///
    /// ```swift
    /// Image(icon: .heart).foregroundStyle(.token("brand"))
    /// ```
    public func foregroundStyle(_ color: ColorReference) -> Image { foregroundColor(color) }
}
