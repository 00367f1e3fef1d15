// `import SwiftUI` on Linux brings what it brings on iOS: Foundation (CGFloat, Date, URL…),
// Observation (`@Observable`), Combine's `ObservableObject`/`@Published`, CoreGraphics' geometry and
// the few UIKit types SwiftUI code reaches for (`UIColor`, `UIImage`, `UIFont.TextStyle`)
// (docs/swiftui.md). Listshot's own modules stay out of sight: a view file sees only SwiftUI's names.
@_exported import Foundation
@_exported import Observation
@_exported import Combine
@_exported import CoreGraphics
@_exported import UIKit
