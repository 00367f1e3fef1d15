// SwiftUI's names for the content modes, for `Image.aspectRatio(contentMode:)`.

extension ContentMode {
    /// SwiftUI `.fit`: ``aspectFit``, scaled to fit inside the frame.
    ///
    /// ```swift
    /// Image("logo.png").resizable().aspectRatio(contentMode: .fit)
    /// ```
    public static var fit: ContentMode { .aspectFit }

    /// SwiftUI `.fill`: ``aspectFill``, scaled to cover the frame and cropped.
    ///
    /// ```swift
    /// Image("photo.png").resizable().aspectRatio(contentMode: .fill)
    /// ```
    public static var fill: ContentMode { .aspectFill }
}
