import SwiftUI

/// A Mistica brand (MisticaCommon `BrandStyle`), drawn in the Listshot theme of the same brand (Themes/*.json).
///
/// Cases as in Telefonica/mistica-ios `Sources/MisticaCommon/Styles/BrandStyle.swift` (the stored version with
/// `movistarNew`, index id 20708026961); `custom(…)` is not declared (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// MisticaConfig.brandStyle = .vivoNew
/// BrandStyle.telefonica.theme      // "telefonica"
/// ```
public enum BrandStyle: Sendable, Hashable {
    case movistar
    case movistarNew
    case o2New
    case blau
    case vivoNew
    case telefonica
    /// Tu: Listshot bundles no Tu theme.
    @available(*, unavailable, message: "Listshot bundles no Tu theme; use one of BrandStyle.allCases (docs/mistica.md, \"SwiftUI API\")")
    case tu

    /// The brand's identifier, as Mistica names it (`movistarNew`).
    ///
    /// ```swift
    /// BrandStyle.o2New.id   // "o2New"
    /// ```
    public var id: String {
        switch self {
        case .movistar: return "movistar"
        case .movistarNew: return "movistarNew"
        case .o2New: return "o2New"
        case .blau: return "blau"
        case .vivoNew: return "vivoNew"
        case .telefonica: return "telefonica"
        }
    }

    /// The brand's display name, as Mistica spells it (`MovistarNew`).
    ///
    /// ```swift
    /// BrandStyle.telefonica.name   // "Telefonica"
    /// ```
    public var name: String {
        switch self {
        case .movistar: return "Movistar"
        case .movistarNew: return "MovistarNew"
        case .o2New: return "O2New"
        case .blau: return "Blau"
        case .vivoNew: return "VivoNew"
        case .telefonica: return "Telefonica"
        }
    }

    /// The brands Listshot draws, in Mistica's order (Mistica's `allCases` also has `tu`).
    ///
    /// ```swift
    /// for brand in BrandStyle.allCases { MisticaConfig.brandStyle = brand }
    /// ```
    public static var allCases: [BrandStyle] { [.movistar, .movistarNew, .o2New, .blau, .vivoNew, .telefonica] }

    /// The Listshot theme the brand is drawn in (Themes/NAME.json; Listshot's own addition).
    ///
    /// ```swift
    /// BrandStyle.vivoNew.theme   // "vivo-new"
    /// ```
    public var theme: String {
        switch self {
        case .movistar: return "movistar"
        case .movistarNew: return "movistar-new"
        case .o2New: return "o2-new"
        case .blau: return "blau"
        case .vivoNew: return "vivo-new"
        case .telefonica: return "telefonica"
        }
    }

    /// The brand drawn in the Listshot theme `theme`, or nil for a theme that is not a bundled Mistica brand.
    ///
    /// ```swift
    /// BrandStyle(theme: "o2-new")   // .o2New
    /// ```
    public init?(theme: String) {
        guard let brand = Self.allCases.first(where: { $0.theme == theme }) else { return nil }
        self = brand
    }
}
