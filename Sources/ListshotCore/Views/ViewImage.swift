/// A raster image view (SwiftUI `Image(_:)`): its file, its size in points when known, whether
/// it is `resizable()`, and the content mode of an `aspectRatio(contentMode:)` applied to it.
///
/// SwiftUI sizes an image by these rules (docs/views.md "Images"):
/// - not resizable: its own size (pixels ÷ the `@2x`/`@3x` scale of its name) whatever it is offered;
/// - resizable: the size offered, its own size along an axis offered nil;
/// - resizable with a content mode: the largest (fit) or smallest (fill) size of its own ratio
///   for the offer, as the `aspectRatio` modifier computes it.
///
/// The layout core reads no files, so `size` comes from whoever builds the view: the spec reader
/// reads the PNG header; Swift code passes it (`Image("a.png", size: …)`). An image of unknown
/// size takes the size it is offered, as a resizable one does, and draws its pixels fitted
/// (or filled and cropped) in that frame.
///
/// ```swift
/// ViewImage("/abs/city.png", size: Size(width: 360, height: 240), isResizable: true, contentMode: .aspectFit)
/// ```
public struct ViewImage: Sendable, Hashable, Codable {
    /// The PNG file.
    public var path: String
    /// The image's size in points; nil when unknown.
    public var size: Size?
    /// SwiftUI `resizable()`: the image takes the size it is offered.
    public var isResizable: Bool
    /// The content mode of `aspectRatio(contentMode:)` on the image; nil without one.
    public var contentMode: ContentMode?

    public init(_ path: String, size: Size? = nil, isResizable: Bool = false, contentMode: ContentMode? = nil) {
        self.path = path; self.size = size; self.isResizable = isResizable; self.contentMode = contentMode
    }
}
