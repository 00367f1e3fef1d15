// `import CoreGraphics` on Linux: Foundation already has CGFloat, CGPoint, CGSize and CGRect; this
// module re-exports it and adds the few CoreGraphics types SwiftUI code reaches for (docs/swiftui.md).
@_exported import Foundation
