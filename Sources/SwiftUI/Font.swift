package import ListshotCore

/// A font (SwiftUI `Font`): a text style that follows Dynamic Type, or a fixed size, in iOS's
/// system font (Listshot draws SF Pro's stand-in; docs/swiftui.md, "Fonts").
///
/// ```swift
/// Text("Settings").font(.largeTitle)
/// Text("42").font(.system(size: 34, weight: .bold).monospacedDigit())
/// ```
public struct Font: Sendable, Hashable {
    enum Base: Sendable, Hashable {
        case textStyle(TextStyle)
        case fixed(size: Double)
        case custom(name: String, size: Double, relativeTo: TextStyle?)
        /// A design system's font, resolved through the theme (Mistica `Font.textPreset3(weight:)`, Backpack `BPKFontStyle`).
        case theme(ViewFont)
    }
    var base: Base
    var weight: Weight?
    var isItalic = false
    var design: Design = .default
    var isMonospacedDigit = false

    init(_ base: Base, weight: Weight? = nil) { self.base = base; self.weight = weight }

    /// A font of the theme's type scale: what MisticaSwiftUI's `textPreset` fonts and Backpack's `BPKFontStyle` stand for.
    package init(theme font: ViewFont) { self.init(.theme(font)) }

    /// A text style of iOS's type scale (SwiftUI `Font.TextStyle`).
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }

    /// A font weight (SwiftUI `Font.Weight`).
    public struct Weight: Sendable, Hashable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        /// The nearest weight Listshot's font families have (light … bold).
        package var core: FontWeight {
            switch value {
            case ..<350: return .light
            case ..<450: return .regular
            case ..<550: return .medium
            case ..<650: return .semibold
            default: return .bold
            }
        }
    }

    /// A font design (SwiftUI `Font.Design`); Listshot draws every design in the system family.
    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }

    /// A width (SwiftUI `Font.Width`); drawn at the standard width.
    public struct Width: Sendable, Hashable {
        let value: Double
        public static let compressed = Width(value: -0.3)
        public static let condensed = Width(value: -0.2)
        public static let standard = Width(value: 0)
        public static let expanded = Width(value: 0.2)
    }

    /// How a custom font's size scales (SwiftUI `Font.Leading`).
    public enum Leading: Sendable, Hashable { case standard, tight, loose }

    public static let largeTitle = Font(.textStyle(.largeTitle))
    public static let title = Font(.textStyle(.title))
    public static let title2 = Font(.textStyle(.title2))
    public static let title3 = Font(.textStyle(.title3))
    public static let headline = Font(.textStyle(.headline))
    public static let subheadline = Font(.textStyle(.subheadline))
    public static let body = Font(.textStyle(.body))
    public static let callout = Font(.textStyle(.callout))
    public static let footnote = Font(.textStyle(.footnote))
    public static let caption = Font(.textStyle(.caption))
    public static let caption2 = Font(.textStyle(.caption2))

    /// A text style, optionally with a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(.textStyle(style), weight: weight)
        font.design = design ?? .default
        return font
    }

    /// A fixed size that does not follow Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(.fixed(size: Double(size)), weight: weight)
        font.design = design ?? .default
        return font
    }

    /// A named font; Listshot draws it in the system family at that size (docs/swiftui.md, "Fonts").
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(.custom(name: name, size: Double(size), relativeTo: .body))
    }

    /// A named font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(.custom(name: name, size: Double(fixedSize), relativeTo: nil))
    }

    /// A named font that scales like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.custom(name: name, size: Double(size), relativeTo: textStyle))
    }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospacedDigit() -> Font { var copy = self; copy.isMonospacedDigit = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }
}
