internal import ListshotCore
import SwiftUI

/// UIKit's content size category, which Mistica's fonts take to cap Dynamic Type (`constrainedToPreferredSize:`).
/// Linux has no UIKit: it is SwiftUI's `ContentSizeCategory` here, with the same case names.
///
/// ```swift
/// Font.textPreset1(weight: .medium, constrainedToPreferredSize: .accessibilityMedium)
/// ```
public typealias UIContentSizeCategory = SwiftUI.ContentSizeCategory

/// Mistica's text presets as SwiftUI fonts (MisticaCommon `FontToolkit+Font.swift` @
/// 18cb6228ff2b3989e019e4e175dc797bda8bb48e): preset N of the theme's type scale, with Dynamic Type. The
/// `constrainedToPreferredSize:` cap is accepted and not applied (docs/mistica.md, "SwiftUI API").
///
/// ```swift
/// Text("Title").font(.textPreset3(weight: .regular))
/// Text("Hello").font(.textPreset7())
/// ```
extension Font {
    /// Text preset 1 (12/16 in every bundled brand).
    public static func textPreset1(weight: FontStyle.TextPreset1Weight, constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font {
        Font(theme: .preset(1, weight: weight.core))
    }
    /// Text preset 2 (14/20).
    public static func textPreset2(weight: FontStyle.TextPreset2Weight, constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font {
        Font(theme: .preset(2, weight: weight.core))
    }
    /// Text preset 3 (16/24).
    public static func textPreset3(weight: FontStyle.TextPreset3Weight, constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font {
        Font(theme: .preset(3, weight: weight.core))
    }
    /// Text preset 4 (18/24).
    public static func textPreset4(weight: FontStyle.TextPreset4Weight, constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font {
        Font(theme: .preset(4, weight: weight.core))
    }
    /// Text preset 5, in the brand's `text5` weight.
    public static func textPreset5(constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font { fixedWeight(5) }
    /// Text preset 6, in the brand's `text6` weight.
    public static func textPreset6(constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font { fixedWeight(6) }
    /// Text preset 7, in the brand's `text7` weight.
    public static func textPreset7(constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font { fixedWeight(7) }
    /// Text preset 8, in the brand's `text8` weight.
    public static func textPreset8(constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font { fixedWeight(8) }
    /// Text preset 9, in the brand's `text9` weight.
    public static func textPreset9(constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font { fixedWeight(9) }
    /// Text preset 10, in the brand's `text10` weight.
    public static func textPreset10(constrainedToPreferredSize: UIContentSizeCategory? = nil) -> Font { fixedWeight(10) }

    private static func fixedWeight(_ preset: Int) -> Font {
        Font(theme: .preset(preset, weight: MisticaNamedWeight.weight("text\(preset)")))
    }
}
