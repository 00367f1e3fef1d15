/// An image (UIKit `UIImage`): an asset-catalog image or an SF Symbol by name, for `Image(uiImage:)`.
///
/// ```swift
/// Image(uiImage: UIImage(named: "Avatar") ?? UIImage())
/// ```
public final class UIImage: NSObject, @unchecked Sendable {
    /// What the image is, for the SwiftUI module to draw.
    package enum Source: Sendable, Hashable {
        case asset(String)
        case system(String)
        case empty
    }
    package let source: Source
    /// The PNG file of an image made from data (``init(data:scale:)``); nil for asset and symbol images.
    package let png: Data?
    /// Pixels per point.
    public let scale: CGFloat
    /// The size in points: the PNG's pixels divided by ``scale``; zero for asset and symbol images,
    /// whose size Listshot learns when it draws them.
    public let size: CGSize

    package init(source: Source) { self.source = source; png = nil; scale = 1; size = .zero }

    package init(png: Data, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        source = .empty; self.png = png; self.scale = scale
        size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// No image.
    public override convenience init() { self.init(source: .empty) }

    /// An image of the app's asset catalog; Listshot always finds one (a placeholder when the name is unknown).
    public convenience init?(named name: String) { self.init(source: .asset(name)) }

    /// An image of the app's asset catalog, in `bundle`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: AnyObject?) { self.init(source: .asset(name)) }

    /// An SF Symbol.
    public convenience init?(systemName name: String) { self.init(source: .system(name)) }

    /// An image from a PNG file's bytes at 1 pixel per point; nil unless they start like a PNG
    /// (other formats are not read). `Image(uiImage:)` draws nothing for it: it is for snapshots' data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from a PNG file's bytes at `scale` pixels per point (0 or less reads as 1).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (width, height) = PNGDimensions.read(data) else { return nil }
        self.init(png: data, pixelWidth: width, pixelHeight: height, scale: scale > 0 ? scale : 1)
    }

    /// The image's PNG file (UIKit `pngData()`); nil for asset and symbol images.
    public func pngData() -> Data? { png }
}

/// The pixel size in a PNG file's header (its IHDR chunk), for ``UIImage/init(data:scale:)``.
enum PNGDimensions {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height, or nil when the bytes do not start with a PNG signature and IHDR chunk
    /// of a non-empty image.
    static func read(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = number(at: 16), height = number(at: 20)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return (width, height)
    }
}

/// The text styles of Dynamic Type (UIKit `UIFont.TextStyle`), for `Font(UIFont.preferredFont(forTextStyle:))`.
///
/// ```swift
/// Font(UIFont.preferredFont(forTextStyle: .headline))
/// ```
public final class UIFont: NSObject, @unchecked Sendable {
    /// A Dynamic Type style by UIKit's name.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// What the font is, for the SwiftUI module: a text style, or a system font of a size.
    package enum Kind: Sendable, Hashable {
        case textStyle(TextStyle)
        case system(size: Double, bold: Bool)
    }
    package let kind: Kind
    package init(kind: Kind) { self.kind = kind }

    /// The font of `style` at the current Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(kind: .textStyle(style)) }
    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(kind: .system(size: Double(fontSize), bold: false)) }
    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(kind: .system(size: Double(fontSize), bold: true)) }
}

/// The device's screen (UIKit `UIScreen`): `main` is an iPhone 16 Pro's, the device Listshot draws by default.
///
/// ```swift
/// let width = UIScreen.main.bounds.width
/// ```
public final class UIScreen: NSObject, @unchecked Sendable {
    /// The screen in points: 402 × 874 (iPhone 16 Pro, ListshotCore `Device.iPhone16Pro`).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    init(bounds: CGRect, scale: CGFloat) { self.bounds = bounds; self.scale = scale }
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 402, height: 874), scale: 3)
}
