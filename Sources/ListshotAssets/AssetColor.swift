import ListshotCore

/// A named colour from a colour set: its day (any or light appearance) and, when the set has one,
/// night (dark appearance) value, both in sRGB.
///
/// ```swift
/// let brand = catalog.color(named: "Brand")
/// brand?.rgba(for: .dark)   // the night colour, or the day one when the set has none
/// ```
public struct AssetColor: Sendable, Hashable {
    /// The name `Color("…")` uses, with namespace folders (`Palette/Brand`).
    public var name: String
    public var day: RGBA
    public var night: RGBA?
    /// The colour space the day colour was given in.
    public var colorSpace: AssetColorSpace
    /// Whether any variant was converted to sRGB (Display P3, linear, grey; see ``AssetColorSpace``).
    public var convertedToSRGB: Bool
    /// Whether a component fell outside what sRGB can show and was clamped.
    public var clamped: Bool
    /// The `Contents.json` it came from.
    public var file: String

    public init(name: String, day: RGBA, night: RGBA? = nil, colorSpace: AssetColorSpace = .srgb, convertedToSRGB: Bool = false, clamped: Bool = false, file: String = "") {
        self.name = name; self.day = day; self.night = night; self.colorSpace = colorSpace
        self.convertedToSRGB = convertedToSRGB; self.clamped = clamped; self.file = file
    }

    /// The colour for an appearance: night for `.dark` when there is one, else day.
    ///
    /// ```swift
    /// color.rgba(for: .light)   // color.day
    /// ```
    public func rgba(for appearance: AssetAppearance) -> RGBA {
        appearance == .dark ? night ?? day : day
    }
}

/// The luminosity appearance an asset variant is for (`appearances` in `Contents.json`).
///
/// ```swift
/// catalog.image(named: "Hero", scale: 3, appearance: .dark)
/// ```
public enum AssetAppearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark
}
