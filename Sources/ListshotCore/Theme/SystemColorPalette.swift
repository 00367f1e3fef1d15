/// iOS's system colours by day (light) and night (dark): UIKit's UI element colours (`label`,
/// `systemBackground`, `separator`, the fills…), the standard colours (`systemRed` … `systemBrown`,
/// `systemGray` … `systemGray6`) and SwiftUI's `Color` names for them (`red`, `gray`, `white`,
/// `clear`…). Translucent colours keep their alpha. Values and sources: docs/ios-values.md, "Colours".
///
/// A view refers to one with ``ColorReference/system(_:)``; a theme that defines a token of the same
/// name wins over the palette (`ResolvedTheme.paint(_ reference:for:)`).
///
/// ```swift
/// SystemColorPalette.color("secondaryLabel", .day)       // #3C3C43 at 60%
/// SystemColorPalette.color("systemBlue", .night)         // #0A84FF
/// SystemColorPalette.color("blue", .day) == SystemColorPalette.color("systemBlue", .day)   // true
/// ```
public enum SystemColorPalette {
    /// The colour called `name` (Apple's spelling, case-sensitive) in `appearance`, or nil when iOS
    /// has no colour of that name.
    public static func color(_ name: String, _ appearance: Appearance) -> RGBA? {
        guard let pair = colors[name] else { return nil }
        return appearance == .day ? pair.day : pair.night
    }

    /// Every name the palette knows, sorted.
    public static var names: [String] { colors.keys.sorted() }

    /// The colours of one name: light and dark.
    public struct Pair: Sendable, Hashable {
        public var day: RGBA
        public var night: RGBA
        public init(day: RGBA, night: RGBA) { self.day = day; self.night = night }
    }

    /// Every colour by name: UIKit's names, and SwiftUI's `Color` names for the standard colours
    /// (SwiftUI `Color.red` is `systemRed`, HIG "Color" → "Specifications", whose table gives the
    /// SwiftUI API beside each system colour).
    public static let colors: [String: Pair] = {
        var all = elementColors.merging(standardColors) { first, _ in first }
        for (swiftUI, uiKit) in swiftUINames {
            if let pair = standardColors[uiKit] { all[swiftUI] = pair }
        }
        let white = RGBA(red: 255, green: 255, blue: 255), black = RGBA(red: 0, green: 0, blue: 0)
        all["white"] = Pair(day: white, night: white)
        all["black"] = Pair(day: black, night: black)
        all["clear"] = Pair(day: RGBA(red: 0, green: 0, blue: 0, alpha: 0), night: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        return all
    }()

    /// SwiftUI's `Color` names and the UIKit standard colour each one is.
    public static let swiftUINames: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray",
    ]

    /// A colour from bytes and an alpha fraction, as UIKit gives it; the alpha byte is the nearest
    /// to `alpha` × 255 (0.29 → 74).
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: Double = 1) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: UInt8((alpha * 255).rounded()))
    }
}
