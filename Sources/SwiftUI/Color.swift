internal import ListshotCore

/// A colour (SwiftUI `Color`): a system colour that follows day and night, an sRGB value, or a
/// colour set of the app's asset catalog. As a view it fills the space it is offered.
///
/// ```swift
/// Color.blue
/// Color(red: 0.2, green: 0.4, blue: 0.8).opacity(0.5)
/// Color("BrandTint")                     // Assets.xcassets/BrandTint.colorset
/// Color(.systemGroupedBackground)        // UIKit's name
/// ```
public struct Color: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        /// An iOS system colour by Apple's name (`systemBlue`, `label`, `secondarySystemGroupedBackground`).
        case system(String)
        case rgba(RGBA)
        case asset(String)
        /// A design system's colour token (Mistica `Color.textPrimary`, Backpack `BPKColor`), resolved by the theme.
        case token(String)
        /// The current tint (`Color.accentColor`).
        case accent
        indirect case opacity(Storage, Double)
    }
    var storage: Storage

    init(storage: Storage) { self.storage = storage }
    init(system name: String) { storage = .system(name) }
    /// The theme's colour `token`: what MisticaSwiftUI's `Color.textPrimary` and Backpack's `BPKColor` stand for;
    /// it follows day and night and the brand as the theme resolves it.
    package init(themeToken token: String) { storage = .token(token) }

    /// A colour space for `Color(_:red:green:blue:opacity:)`.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    /// An sRGB colour of components 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour in `colorSpace` (Display P3 and linear components are converted to sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.sRGB(from: colorSpace, red: red, green: green, blue: blue)
        storage = .rgba(RGBA.clamped(red: r, green: g, blue: b, alpha: opacity))
    }

    /// A grey of `white` 0…1.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// A colour of hue, saturation and brightness, each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour set of the app's asset catalog (docs/assets.md); an unknown name draws magenta and adds a note.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .asset(name) }

    /// The colour at `opacity` × its own alpha.
    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(storage, opacity)) }

    public static let accentColor = Color(storage: .accent)
    public static let primary = Color(system: "label")
    public static let secondary = Color(system: "secondaryLabel")
    public static let black = Color(storage: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 255)))
    public static let white = Color(storage: .rgba(RGBA(red: 255, green: 255, blue: 255, alpha: 255)))
    public static let clear = Color(storage: .rgba(RGBA(red: 0, green: 0, blue: 0, alpha: 0)))
    public static let red = Color(system: "systemRed")
    public static let orange = Color(system: "systemOrange")
    public static let yellow = Color(system: "systemYellow")
    public static let green = Color(system: "systemGreen")
    public static let mint = Color(system: "systemMint")
    public static let teal = Color(system: "systemTeal")
    public static let cyan = Color(system: "systemCyan")
    public static let blue = Color(system: "systemBlue")
    public static let indigo = Color(system: "systemIndigo")
    public static let purple = Color(system: "systemPurple")
    public static let pink = Color(system: "systemPink")
    public static let brown = Color(system: "systemBrown")
    public static let gray = Color(system: "systemGray")
}
