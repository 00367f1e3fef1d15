// The real module re-exports MisticaCommon (`Export.swift`); here MisticaCommon's names a SwiftUI app reaches for
// (MisticaConfig, the brand styles, the colour and font tokens) are declared in this module itself (docs/mistica.md,
// "SwiftUI API"). SwiftUI is imported by the app's own files, as on iOS.
import SwiftUI
