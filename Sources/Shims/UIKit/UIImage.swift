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

    package init(source: Source) { self.source = source }

    /// No image.
    public override convenience init() { self.init(source: .empty) }

    /// An image of the app's asset catalog; Listshot always finds one (a placeholder when the name is unknown).
    public convenience init?(named name: String) { self.init(source: .asset(name)) }

    /// An image of the app's asset catalog, in `bundle`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: AnyObject?) { self.init(source: .asset(name)) }

    /// An SF Symbol.
    public convenience init?(systemName name: String) { self.init(source: .system(name)) }
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
