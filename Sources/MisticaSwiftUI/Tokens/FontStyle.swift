internal import ListshotCore
import SwiftUI

/// Mistica's text presets and their weights (MisticaCommon `FontStyle`, `FontStyle+Weights.swift`).
///
/// Weight names from Telefonica/mistica-ios `Sources/MisticaCommon/Fonts/FontStyle+Weights.swift`
/// @ d3df994e732ac11151022c8aa7c8a4c74c6785eb. The brand-named weights (`indicator`, `button`, `cardTitle`…) take
/// `MovistarFontWeights.swift` @ 192b93429af09c29a5e1c96be69a7b53fc74ca0c's values for every brand; `indicator`
/// (medium) is also every bundled theme's (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// Text("Title").font(.textPreset3(weight: .regular))
/// FontStyle.TextPreset2Weight.indicator   // medium
/// ```
public enum FontStyle: Sendable, Hashable, CaseIterable {
    case textPreset1, textPreset2, textPreset3, textPreset4, textPreset5
    case textPreset6, textPreset7, textPreset8, textPreset9, textPreset10

    /// The preset's number in the theme's type scale (1…10).
    ///
    /// ```swift
    /// FontStyle.textPreset7.number   // 7
    /// ```
    public var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// Weights of text preset 1.
    public enum TextPreset1Weight: Sendable, Hashable, CaseIterable { case regular, medium, cardTitle, title1, indicator }
    /// Weights of text preset 2.
    public enum TextPreset2Weight: Sendable, Hashable, CaseIterable { case regular, medium, button, indicator, link, tabsLabel }
    /// Weights of text preset 3.
    public enum TextPreset3Weight: Sendable, Hashable, CaseIterable { case light, regular, medium, button, link, title2, title3 }
    /// Weights of text preset 4.
    public enum TextPreset4Weight: Sendable, Hashable, CaseIterable { case light, regular, medium, cardTitle, navigationBar }
}

/// A brand-named weight's value (`MovistarFontWeights.swift` @ 192b9342).
enum MisticaNamedWeight {
    static let values: [String: FontWeight] = [
        "cardTitle": .bold, "rowTitle": .regular, "button": .medium, "tabsLabel": .medium, "link": .medium,
        "title1": .medium, "title2": .bold, "title3": .bold, "indicator": .medium, "navigationBar": .medium,
        "text5": .bold, "text6": .bold, "text7": .bold, "text8": .bold, "text9": .bold, "text10": .bold,
    ]
    static func weight(_ name: String) -> FontWeight { values[name] ?? .regular }
}

extension FontStyle.TextPreset1Weight {
    var core: FontWeight {
        switch self {
        case .regular: return .regular
        case .medium: return .medium
        case .cardTitle: return MisticaNamedWeight.weight("cardTitle")
        case .title1: return MisticaNamedWeight.weight("title1")
        case .indicator: return MisticaNamedWeight.weight("indicator")
        }
    }
}

extension FontStyle.TextPreset2Weight {
    var core: FontWeight {
        switch self {
        case .regular: return .regular
        case .medium: return .medium
        case .button: return MisticaNamedWeight.weight("button")
        case .indicator: return MisticaNamedWeight.weight("indicator")
        case .link: return MisticaNamedWeight.weight("link")
        case .tabsLabel: return MisticaNamedWeight.weight("tabsLabel")
        }
    }
}

extension FontStyle.TextPreset3Weight {
    var core: FontWeight {
        switch self {
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .button: return MisticaNamedWeight.weight("button")
        case .link: return MisticaNamedWeight.weight("link")
        case .title2: return MisticaNamedWeight.weight("title2")
        case .title3: return MisticaNamedWeight.weight("title3")
        }
    }
}

extension FontStyle.TextPreset4Weight {
    var core: FontWeight {
        switch self {
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .cardTitle: return MisticaNamedWeight.weight("cardTitle")
        case .navigationBar: return MisticaNamedWeight.weight("navigationBar")
        }
    }
}
