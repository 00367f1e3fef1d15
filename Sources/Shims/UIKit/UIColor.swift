@_exported import Foundation
@_exported import CoreGraphics

/// A colour (UIKit `UIColor`): an iOS system colour by Apple's name, which follows day and night when
/// drawn, an sRGB value, or a colour set of the app's asset catalog (docs/swiftui.md, "UIKit").
///
/// ```swift
/// Color(uiColor: .secondarySystemGroupedBackground)
/// Color(UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).withAlphaComponent(0.5))
/// ```
public final class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is, for the SwiftUI module to draw.
    package enum Storage: Sendable, Hashable {
        case system(String)
        /// sRGB components 0…1.
        case rgba(red: Double, green: Double, blue: Double, alpha: Double)
        case asset(String)
        indirect case alpha(Storage, Double)
    }
    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    /// An sRGB colour of components 0…1 (values outside are clamped when drawn).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .rgba(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey of `white` 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour set of the app's asset catalog; Listshot always finds a colour (magenta when the name is unknown).
    public convenience init?(named name: String) { self.init(storage: .asset(name)) }

    /// A colour set of the app's asset catalog, in `bundle`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) {
        self.init(storage: .asset(name))
    }

    /// The colour at `alpha` (UIKit replaces the alpha; Listshot multiplies a system colour's own).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(storage: .alpha(storage, Double(alpha))) }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.storage == storage }
    public override var hash: Int { storage.hashValue }

    private static func system(_ name: String) -> UIColor { UIColor(storage: .system(name)) }

    // Apple's names (developer.apple.com/documentation/uikit/standard-colors, /ui-element-colors).
    public static var systemRed: UIColor { system("systemRed") }
    public static var systemOrange: UIColor { system("systemOrange") }
    public static var systemYellow: UIColor { system("systemYellow") }
    public static var systemGreen: UIColor { system("systemGreen") }
    public static var systemMint: UIColor { system("systemMint") }
    public static var systemTeal: UIColor { system("systemTeal") }
    public static var systemCyan: UIColor { system("systemCyan") }
    public static var systemBlue: UIColor { system("systemBlue") }
    public static var systemIndigo: UIColor { system("systemIndigo") }
    public static var systemPurple: UIColor { system("systemPurple") }
    public static var systemPink: UIColor { system("systemPink") }
    public static var systemBrown: UIColor { system("systemBrown") }
    public static var systemGray: UIColor { system("systemGray") }
    public static var systemGray2: UIColor { system("systemGray2") }
    public static var systemGray3: UIColor { system("systemGray3") }
    public static var systemGray4: UIColor { system("systemGray4") }
    public static var systemGray5: UIColor { system("systemGray5") }
    public static var systemGray6: UIColor { system("systemGray6") }
    public static var label: UIColor { system("label") }
    public static var secondaryLabel: UIColor { system("secondaryLabel") }
    public static var tertiaryLabel: UIColor { system("tertiaryLabel") }
    public static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    public static var link: UIColor { system("link") }
    public static var placeholderText: UIColor { system("placeholderText") }
    public static var separator: UIColor { system("separator") }
    public static var opaqueSeparator: UIColor { system("opaqueSeparator") }
    public static var systemBackground: UIColor { system("systemBackground") }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    public static var systemFill: UIColor { system("systemFill") }
    public static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    public static var tintColor: UIColor { system("systemBlue") }

    // The fixed colours (UIKit's `black` … `brown`, components as Apple documents them).
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
