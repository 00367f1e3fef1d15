import SwiftUI

/// A Backpack colour token (`BPKColor`, as the real module spells it: `BPKColor.textPrimaryColor`), resolved by the
/// screen's `backpack` theme for day and night (docs/backpack.md, "SwiftUI API").
///
/// ```swift
/// BPKText("£120", style: .heading4).foregroundColor(.coreAccentColor)
/// Color(BPKColor.surfaceHighlightColor)
/// ```
public struct BPKColor: Sendable, Hashable {
    /// The theme token the colour reads (`textPrimary` for `textPrimaryColor`).
    package let token: String
    package init(token: String) { self.token = token }

    public static let textPrimaryColor = BPKColor(token: "textPrimary")
    public static let textSecondaryColor = BPKColor(token: "textSecondary")
    public static let textOnDarkColor = BPKColor(token: "textOnDark")
    public static let textOnLightColor = BPKColor(token: "textOnLight")
    public static let textPrimaryInverseColor = BPKColor(token: "textPrimaryInverse")
    public static let textLinkColor = BPKColor(token: "textLink")
    public static let textDisabledColor = BPKColor(token: "textDisabled")
    public static let textSuccessColor = BPKColor(token: "textSuccess")
    public static let textErrorColor = BPKColor(token: "textError")
    public static let textHeroColor = BPKColor(token: "textHero")
    public static let coreAccentColor = BPKColor(token: "coreAccent")
    public static let corePrimaryColor = BPKColor(token: "corePrimary")
    public static let coreEcoColor = BPKColor(token: "coreEco")
    public static let canvasColor = BPKColor(token: "canvas")
    public static let canvasContrastColor = BPKColor(token: "canvasContrast")
    public static let surfaceDefaultColor = BPKColor(token: "surfaceDefault")
    public static let surfaceElevatedColor = BPKColor(token: "surfaceElevated")
    public static let surfaceHighlightColor = BPKColor(token: "surfaceHighlight")
    public static let surfaceContrastColor = BPKColor(token: "surfaceContrast")
    public static let lineColor = BPKColor(token: "line")
    public static let lineOnDarkColor = BPKColor(token: "lineOnDark")
    public static let statusSuccessSpotColor = BPKColor(token: "statusSuccessSpot")
    public static let statusWarningSpotColor = BPKColor(token: "statusWarningSpot")
    public static let statusDangerSpotColor = BPKColor(token: "statusDangerSpot")
}

extension Color {
    /// The SwiftUI colour of a Backpack token, resolved by the theme (Backpack's `Color(_ color: BPKColor)`).
    ///
    /// ```swift
    /// Rectangle().fill(Color(BPKColor.lineColor)).frame(height: 1)
    /// ```
    public init(_ color: BPKColor) { self.init(themeToken: color.token) }
}

extension View {
    /// Sets the foreground colour to a Backpack token (Backpack's `View.foregroundColor(_: BPKColor)`).
    ///
    /// ```swift
    /// VStack { Text("On dark") }.foregroundColor(.textOnDarkColor)
    /// ```
    public func foregroundColor(_ color: BPKColor) -> some View { foregroundColor(Color(color)) }

    /// A Backpack token as the background (Backpack's `View.background(_: BPKColor)`).
    ///
    /// ```swift
    /// Text("Deal").padding(.md).background(.surfaceHighlightColor)
    /// ```
    public func background(_ color: BPKColor) -> some View { background(Color(color)) }
}
