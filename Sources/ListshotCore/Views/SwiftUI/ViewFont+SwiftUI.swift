// Short spellings of fonts for `Text.font(_:)`, with SwiftUI's default weight (regular).

extension ViewFont {
    /// Preset `number` (1-based) of the theme's type scale, regular.
    ///
    /// ```swift
    /// Text("Body").font(.preset(3))
    /// ```
    public static func preset(_ number: Int) -> ViewFont { .preset(number, weight: .regular) }

    /// `size` points in the theme's family, regular (SwiftUI `Font.system(size:)`).
    ///
    /// ```swift
    /// Text("17 pt").font(.system(size: 17))
    /// ```
    public static func system(size: Double) -> ViewFont { .system(size: size, weight: .regular) }

    /// iOS's text style `style` at its own weight (SwiftUI `Font.body`, `Font.headline`, …).
    ///
    /// ```swift
    /// Text("Inbox").font(.textStyle(.largeTitle))
    /// ```
    public static func textStyle(_ style: IOSTextStyle) -> ViewFont { .textStyle(style, weight: nil) }

    /// The weight of the font.
    ///
    /// ```swift
    /// ViewFont.preset(3, weight: .bold).weight == .bold
    /// ```
    public var weight: FontWeight {
        switch self {
        case .preset(_, let weight), .system(_, let weight): return weight
        case .backpack(let style): return style.conventionalWeight
        case .textStyle(let style, let weight): return weight ?? style.defaultWeight
        }
    }

    /// The same font at `weight`.
    ///
    /// ```swift
    /// ViewFont.preset(3).withWeight(.medium) == .preset(3, weight: .medium)
    /// ```
    public func withWeight(_ weight: FontWeight) -> ViewFont {
        switch self {
        case .preset(let number, _): return .preset(number, weight: weight)
        case .system(let size, _): return .system(size: size, weight: weight)
        case .backpack(let style): return .preset(style.presetNumber, weight: weight)
        case .textStyle(let style, _): return .textStyle(style, weight: weight)
        }
    }
}
