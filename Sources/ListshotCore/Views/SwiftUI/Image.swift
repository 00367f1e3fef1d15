/// An image (SwiftUI `Image`): a raster file, or one of Listshot's built-in icons.
///
/// A file image always takes the size it is offered, as a `resizable()` SwiftUI image does, and
/// keeps its aspect ratio: fitted inside by default, or filling and cropped with
/// `aspectRatio(contentMode: .fill)`. An icon is `size`×`size` whatever it is offered.
///
/// ```swift
/// Image("avatar.png").resizable().aspectRatio(contentMode: .fill).frame(width: 40, height: 40).clipShape(Circle())
/// Image(icon: .chevronRight).foregroundColor(.token("neutralMedium"))
/// ```
public struct Image: ViewConvertible, Sendable, Hashable {
    /// What the image draws; nil members take the defaults of `ViewNode.image` and `ViewNode.icon`.
    enum Source: Sendable, Hashable {
        case file(path: String, contentMode: ContentMode?)
        case icon(Icon, size: Double, color: ColorReference?)
    }

    var source: Source

    /// The PNG file at `path`.
    ///
    /// ```swift
    /// Image("/abs/avatar.png").resizable()
    /// ```
    public init(_ path: String) { source = .file(path: path, contentMode: nil) }

    /// A built-in icon, `size`×`size` points.
    ///
    /// ```swift
    /// Image(icon: .star, size: 16)
    /// ```
    public init(icon: Icon, size: Double = 24) { source = .icon(icon, size: size, color: nil) }

    /// The same view as `ViewNode.image(_:contentMode:)` or `ViewNode.icon(_:size:color:)`.
    ///
    /// ```swift
    /// Image("a.png").view == ViewNode.image("a.png")
    /// ```
    public var view: ViewNode {
        switch source {
        case .file(let path, let mode):
            return mode.map { ViewNode.image(path, contentMode: $0) } ?? ViewNode.image(path)
        case .icon(let icon, let size, let color):
            return ViewNode.icon(icon, size: size, color: color)
        }
    }
}
