import SwiftUI

/// Mistica's colour tokens as SwiftUI colours (MisticaCommon `ColorToolkit+Color.swift`): each is the theme token of
/// the same name, so it follows day and night and `MisticaConfig.brandStyle` as the screen's theme resolves it.
///
/// The names are every colour of Telefonica/mistica-ios `Sources/MisticaCommon/Colors/ColorToolkit+Color.swift`
/// @ 7102665055a39300f1c4368e1f07fbf73b07a772 that Listshot's Mistica themes define, plus `backgroundBrand`,
/// `backgroundContainerBrand` and `borderDark`, the older names Mistica's own SwiftUI sources still use
/// (`Cell.swift` previews: `.borderDark`) (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// Text("Title").foregroundColor(.textPrimary)
/// Color.backgroundContainer.opacity(0.5)
/// ```
extension Color {
    /// Mistica's `appBarBackground` token.
    public static var appBarBackground: Color { Color(themeToken: "appBarBackground") }
    /// Mistica's `background` token.
    public static var background: Color { Color(themeToken: "background") }
    /// Mistica's `backgroundAlternative` token.
    public static var backgroundAlternative: Color { Color(themeToken: "backgroundAlternative") }
    /// Mistica's `backgroundBrand` token.
    public static var backgroundBrand: Color { Color(themeToken: "backgroundBrand") }
    /// Mistica's `backgroundContainer` token.
    public static var backgroundContainer: Color { Color(themeToken: "backgroundContainer") }
    /// Mistica's `backgroundContainerBrand` token.
    public static var backgroundContainerBrand: Color { Color(themeToken: "backgroundContainerBrand") }
    /// Mistica's `backgroundContainerBrandPressed` token.
    public static var backgroundContainerBrandPressed: Color { Color(themeToken: "backgroundContainerBrandPressed") }
    /// Mistica's `backgroundContainerHover` token.
    public static var backgroundContainerHover: Color { Color(themeToken: "backgroundContainerHover") }
    /// Mistica's `backgroundContainerPressed` token.
    public static var backgroundContainerPressed: Color { Color(themeToken: "backgroundContainerPressed") }
    /// Mistica's `badge` token.
    public static var badge: Color { Color(themeToken: "badge") }
    /// Mistica's `border` token.
    public static var border: Color { Color(themeToken: "border") }
    /// Mistica's `borderDark` token.
    public static var borderDark: Color { Color(themeToken: "borderDark") }
    /// Mistica's `borderHigh` token.
    public static var borderHigh: Color { Color(themeToken: "borderHigh") }
    /// Mistica's `borderLow` token.
    public static var borderLow: Color { Color(themeToken: "borderLow") }
    /// Mistica's `brand` token.
    public static var brand: Color { Color(themeToken: "brand") }
    /// Mistica's `brandHigh` token.
    public static var brandHigh: Color { Color(themeToken: "brandHigh") }
    /// Mistica's `brandLow` token.
    public static var brandLow: Color { Color(themeToken: "brandLow") }
    /// Mistica's `control` token.
    public static var control: Color { Color(themeToken: "control") }
    /// Mistica's `controlActivated` token.
    public static var controlActivated: Color { Color(themeToken: "controlActivated") }
    /// Mistica's `divider` token.
    public static var divider: Color { Color(themeToken: "divider") }
    /// Mistica's `dividerInverse` token.
    public static var dividerInverse: Color { Color(themeToken: "dividerInverse") }
    /// Mistica's `error` token.
    public static var error: Color { Color(themeToken: "error") }
    /// Mistica's `errorHigh` token.
    public static var errorHigh: Color { Color(themeToken: "errorHigh") }
    /// Mistica's `errorLow` token.
    public static var errorLow: Color { Color(themeToken: "errorLow") }
    /// Mistica's `inverse` token.
    public static var inverse: Color { Color(themeToken: "inverse") }
    /// Mistica's `iosControlKnob` token.
    public static var iosControlKnob: Color { Color(themeToken: "iosControlKnob") }
    /// Mistica's `navigationBarBackground` token.
    public static var navigationBarBackground: Color { Color(themeToken: "navigationBarBackground") }
    /// Mistica's `neutralHigh` token.
    public static var neutralHigh: Color { Color(themeToken: "neutralHigh") }
    /// Mistica's `neutralLow` token.
    public static var neutralLow: Color { Color(themeToken: "neutralLow") }
    /// Mistica's `neutralMedium` token.
    public static var neutralMedium: Color { Color(themeToken: "neutralMedium") }
    /// Mistica's `promo` token.
    public static var promo: Color { Color(themeToken: "promo") }
    /// Mistica's `promoHigh` token.
    public static var promoHigh: Color { Color(themeToken: "promoHigh") }
    /// Mistica's `promoLow` token.
    public static var promoLow: Color { Color(themeToken: "promoLow") }
    /// Mistica's `success` token.
    public static var success: Color { Color(themeToken: "success") }
    /// Mistica's `successHigh` token.
    public static var successHigh: Color { Color(themeToken: "successHigh") }
    /// Mistica's `successLow` token.
    public static var successLow: Color { Color(themeToken: "successLow") }
    /// Mistica's `tagBackgroundActive` token.
    public static var tagBackgroundActive: Color { Color(themeToken: "tagBackgroundActive") }
    /// Mistica's `tagBackgroundActiveInverse` token.
    public static var tagBackgroundActiveInverse: Color { Color(themeToken: "tagBackgroundActiveInverse") }
    /// Mistica's `tagBackgroundError` token.
    public static var tagBackgroundError: Color { Color(themeToken: "tagBackgroundError") }
    /// Mistica's `tagBackgroundErrorInverse` token.
    public static var tagBackgroundErrorInverse: Color { Color(themeToken: "tagBackgroundErrorInverse") }
    /// Mistica's `tagBackgroundInactive` token.
    public static var tagBackgroundInactive: Color { Color(themeToken: "tagBackgroundInactive") }
    /// Mistica's `tagBackgroundInactiveInverse` token.
    public static var tagBackgroundInactiveInverse: Color { Color(themeToken: "tagBackgroundInactiveInverse") }
    /// Mistica's `tagBackgroundPromo` token.
    public static var tagBackgroundPromo: Color { Color(themeToken: "tagBackgroundPromo") }
    /// Mistica's `tagBackgroundPromoInverse` token.
    public static var tagBackgroundPromoInverse: Color { Color(themeToken: "tagBackgroundPromoInverse") }
    /// Mistica's `tagBackgroundSuccess` token.
    public static var tagBackgroundSuccess: Color { Color(themeToken: "tagBackgroundSuccess") }
    /// Mistica's `tagBackgroundSuccessInverse` token.
    public static var tagBackgroundSuccessInverse: Color { Color(themeToken: "tagBackgroundSuccessInverse") }
    /// Mistica's `tagBackgroundWarning` token.
    public static var tagBackgroundWarning: Color { Color(themeToken: "tagBackgroundWarning") }
    /// Mistica's `tagBackgroundWarningInverse` token.
    public static var tagBackgroundWarningInverse: Color { Color(themeToken: "tagBackgroundWarningInverse") }
    /// Mistica's `tagTextActive` token.
    public static var tagTextActive: Color { Color(themeToken: "tagTextActive") }
    /// Mistica's `tagTextActiveInverse` token.
    public static var tagTextActiveInverse: Color { Color(themeToken: "tagTextActiveInverse") }
    /// Mistica's `tagTextError` token.
    public static var tagTextError: Color { Color(themeToken: "tagTextError") }
    /// Mistica's `tagTextErrorInverse` token.
    public static var tagTextErrorInverse: Color { Color(themeToken: "tagTextErrorInverse") }
    /// Mistica's `tagTextInactive` token.
    public static var tagTextInactive: Color { Color(themeToken: "tagTextInactive") }
    /// Mistica's `tagTextInactiveInverse` token.
    public static var tagTextInactiveInverse: Color { Color(themeToken: "tagTextInactiveInverse") }
    /// Mistica's `tagTextPromo` token.
    public static var tagTextPromo: Color { Color(themeToken: "tagTextPromo") }
    /// Mistica's `tagTextPromoInverse` token.
    public static var tagTextPromoInverse: Color { Color(themeToken: "tagTextPromoInverse") }
    /// Mistica's `tagTextSuccess` token.
    public static var tagTextSuccess: Color { Color(themeToken: "tagTextSuccess") }
    /// Mistica's `tagTextSuccessInverse` token.
    public static var tagTextSuccessInverse: Color { Color(themeToken: "tagTextSuccessInverse") }
    /// Mistica's `tagTextWarning` token.
    public static var tagTextWarning: Color { Color(themeToken: "tagTextWarning") }
    /// Mistica's `tagTextWarningInverse` token.
    public static var tagTextWarningInverse: Color { Color(themeToken: "tagTextWarningInverse") }
    /// Mistica's `textAppBarSelected` token.
    public static var textAppBarSelected: Color { Color(themeToken: "textAppBarSelected") }
    /// Mistica's `textLinkDanger` token.
    public static var textLinkDanger: Color { Color(themeToken: "textLinkDanger") }
    /// Mistica's `textNavigationBarPrimary` token.
    public static var textNavigationBarPrimary: Color { Color(themeToken: "textNavigationBarPrimary") }
    /// Mistica's `textNavigationBarSecondary` token.
    public static var textNavigationBarSecondary: Color { Color(themeToken: "textNavigationBarSecondary") }
    /// Mistica's `textNavigationSearchBarHint` token.
    public static var textNavigationSearchBarHint: Color { Color(themeToken: "textNavigationSearchBarHint") }
    /// Mistica's `textNavigationSearchBarText` token.
    public static var textNavigationSearchBarText: Color { Color(themeToken: "textNavigationSearchBarText") }
    /// Mistica's `textPrimary` token.
    public static var textPrimary: Color { Color(themeToken: "textPrimary") }
    /// Mistica's `textPrimaryInverse` token.
    public static var textPrimaryInverse: Color { Color(themeToken: "textPrimaryInverse") }
    /// Mistica's `textSecondary` token.
    public static var textSecondary: Color { Color(themeToken: "textSecondary") }
    /// Mistica's `textSecondaryInverse` token.
    public static var textSecondaryInverse: Color { Color(themeToken: "textSecondaryInverse") }
    /// Mistica's `warning` token.
    public static var warning: Color { Color(themeToken: "warning") }
    /// Mistica's `warningHigh` token.
    public static var warningHigh: Color { Color(themeToken: "warningHigh") }
    /// Mistica's `warningLow` token.
    public static var warningLow: Color { Color(themeToken: "warningLow") }
}

/// The colour names this module declares, in order (for tests and the docs).
///
/// ```swift
/// MisticaColorNames.all.contains("textPrimary")   // true
/// ```
package enum MisticaColorNames {
    /// Every `Color` token name above.
    package static let all: [String] = [
        "appBarBackground", "background", "backgroundAlternative", "backgroundBrand", "backgroundContainer",
        "backgroundContainerBrand", "backgroundContainerBrandPressed", "backgroundContainerHover", "backgroundContainerPressed", "badge",
        "border", "borderDark", "borderHigh", "borderLow", "brand",
        "brandHigh", "brandLow", "control", "controlActivated", "divider",
        "dividerInverse", "error", "errorHigh", "errorLow", "inverse",
        "iosControlKnob", "navigationBarBackground", "neutralHigh", "neutralLow", "neutralMedium",
        "promo", "promoHigh", "promoLow", "success", "successHigh",
        "successLow", "tagBackgroundActive", "tagBackgroundActiveInverse", "tagBackgroundError", "tagBackgroundErrorInverse",
        "tagBackgroundInactive", "tagBackgroundInactiveInverse", "tagBackgroundPromo", "tagBackgroundPromoInverse", "tagBackgroundSuccess",
        "tagBackgroundSuccessInverse", "tagBackgroundWarning", "tagBackgroundWarningInverse", "tagTextActive", "tagTextActiveInverse",
        "tagTextError", "tagTextErrorInverse", "tagTextInactive", "tagTextInactiveInverse", "tagTextPromo",
        "tagTextPromoInverse", "tagTextSuccess", "tagTextSuccessInverse", "tagTextWarning", "tagTextWarningInverse",
        "textAppBarSelected", "textLinkDanger", "textNavigationBarPrimary", "textNavigationBarSecondary", "textNavigationSearchBarHint",
        "textNavigationSearchBarText", "textPrimary", "textPrimaryInverse", "textSecondary", "textSecondaryInverse",
        "warning", "warningHigh", "warningLow",
    ]
}
