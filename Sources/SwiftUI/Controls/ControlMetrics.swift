// The sizes iOS 17/18 draws its controls at, each with where it comes from. "Estimate" marks a
// figure read off iOS screenshots where Apple publishes none (docs/swiftui-controls.md).

/// The figures of Listshot's SwiftUI controls, in points.
enum ControlMetrics {
    // UISwitch: "The size of a switch is fixed" at 51×31 (UIKit `UISwitch` docs, iOS 7 to 18;
    // `intrinsicContentSize`). Knob 27 pt, 2 pt from the track's edge: 31 − 2×2 (estimate of the inset).
    static let switchWidth = 51.0
    static let switchHeight = 31.0
    static let switchKnob = 27.0
    static let switchKnobInset = 2.0

    // UIStepper: 94×32 (`UIStepper.intrinsicContentSize` on iOS 13–18); corner radius 8, the divider
    // 1×18 in the middle (estimates), − and + glyphs 17 pt.
    static let stepperWidth = 94.0
    static let stepperHeight = 32.0
    static let stepperCornerRadius = 8.0
    static let stepperDividerHeight = 18.0

    // UISlider: a 4 pt track (the brief's figure; UISlider's default track is 4 pt since iOS 13 —
    // estimate) and a 28 pt thumb (UISlider's thumb image, 28×28 — estimate).
    static let sliderTrack = 4.0
    static let sliderKnob = 28.0

    // UIProgressView `.default`: a 4 pt bar with round ends since iOS 14 (estimate). UIActivityIndicatorView
    // `.medium`: 20 pt, 8 spokes (Sources/ListshotCore/ListKit/ListKitSpinner.swift).
    static let progressBar = 4.0
    static let spinnerSide = 20.0

    // UISegmentedControl on iOS 13–18: 32 pt tall (estimate), track radius 9, the selected segment
    // inset 2 with radius 7 (estimates), titles 13 pt (`UIFont.systemFont(ofSize: 13)`, UIKit's
    // default title attributes; selected semibold — estimate).
    static let segmentedHeight = 32.0
    static let segmentedRadius = 9.0
    static let segmentInset = 2.0
    static let segmentRadius = 7.0
    static let segmentFontSize = 13.0

    // Label in a list row: the icon sits centred in a column 28 pt wide, 12 pt before the title, so
    // an inset-grouped row's title starts 20 + 28 + 12 = 60 pt from the card's edge (estimate from
    // iOS 17 Settings-style lists; Apple publishes no figure).
    static let listIconColumn = 28.0
    static let listIconSpacing = 12.0

    // Bordered buttons (`.bordered`, `.borderedProminent`): corner radius and padding per control size
    // (estimates from iOS 17 renders: regular is 34 pt tall with a 17 pt body label).
    static func borderedPadding(_ size: ControlSize) -> (horizontal: Double, vertical: Double, radius: Double) {
        switch size {
        case .mini: return (6, 2, 4)
        case .small: return (10, 4, 6)
        case .regular: return (12, 7, 8)
        case .large, .extraLarge: return (20, 14, 12)
        }
    }

    // The compact DatePicker's value capsules: 6 pt corners, 11×6 padding, 6 pt apart (estimates).
    static let dateCapsuleRadius = 6.0
    static let dateCapsulePadding = (horizontal: 11.0, vertical: 6.0)

    // ContentUnavailableView: a 48 pt symbol (estimate), the title in title2 bold, the description
    // in body secondary (estimates from iOS 17 renders).
    static let unavailableSymbol = 48.0

    /// How a disabled control dims: drawn at this opacity (estimate; UIKit dims disabled controls to about half).
    static let disabledOpacity = 0.4
}
