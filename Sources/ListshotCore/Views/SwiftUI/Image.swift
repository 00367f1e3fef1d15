/// An image (SwiftUI `Image`): a raster file, or one of Listshot's built-in icons.
///
/// A file image of known size (`Image(path, size:)`) sizes itself as SwiftUI's does: its own
/// size until `resizable()`, then the size offered, shaped by `aspectRatio(contentMode:)`.
/// The layout core reads no files, so `Image(path)` without a size cannot know it: it takes the
/// size it is offered, as a resizable image does, and draws its pixels fitted inside (or
/// filling, cropped, with `.fill`) (docs/views.md "Images"). An icon is `size`×`size` whatever it is offered.
///
/// ```swift
/// Image("city.png", size: Size(width: 360, height: 240)).resizable().aspectRatio(contentMode: .fit).frame(width: 200)
/// Image("avatar.png").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40).clipShape(Circle())
/// Image(icon: .chevronRight).foregroundColor(.token("neutralMedium"))
/// ```
public struct Image: ViewConvertible, Sendable, Hashable {
    /// What the image draws; nil members take the defaults of `ViewNode.image` and `ViewNode.icon`.
    enum Source: Sendable, Hashable {
        case file(ViewImage)
        case icon(Icon, size: Double, color: ColorReference?)
        case symbol(ViewSymbol)
    }

    var source: Source

    /// The PNG file at `path`.
    ///
    /// ```swift
    /// Image("/abs/avatar.png").resizable()
    /// ```
    public init(_ path: String) { source = .file(ViewImage(path, isResizable: true, contentMode: .aspectFit)) }

    /// The PNG file at `path`, `size` points (its pixels ÷ its scale): that size until `resizable()`.
    ///
    /// ```swift
    /// Image("/abs/flag@2x.png", size: Size(width: 24, height: 16))
    /// ```
    public init(_ path: String, size: Size) { source = .file(ViewImage(path, size: size)) }

    /// A built-in icon, `size`×`size` points.
    ///
    /// ```swift
    /// Image(icon: .star, size: 16)
    /// ```
    public init(icon: Icon, size: Double = 24) { source = .icon(icon, size: size, color: nil) }

    /// SwiftUI `Image(systemName:)`: an SF Symbol drawn with a Lucide glyph at the environment
    /// font's size (docs/symbols.md).
    ///
    /// ```swift
    /// Image(systemName: "star.fill").foregroundColor(.token("brand"))
    /// ```
    public init(systemName: String) { source = .symbol(ViewSymbol(systemName)) }

    /// The same view as `ViewNode.image(_:contentMode:)`, `ViewNode.image(_:size:resizable:contentMode:)`
    /// or `ViewNode.icon(_:size:color:)`.
    ///
    /// ```swift
    /// Image("a.png").view == ViewNode.image("a.png")
    /// ```
    public var view: ViewNode {
        switch source {
        case .file(let image):
            return ViewNode(.image(image))
        case .icon(let icon, let size, let color):
            return ViewNode.icon(icon, size: size, color: color)
        case .symbol(let symbol):
            return ViewNode(.symbol(symbol))
        }
    }
}
