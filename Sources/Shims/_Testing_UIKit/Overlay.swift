// Swift Testing's cross-import overlay for UIKit: the toolchain asks for a module of this name in any
// file that imports both Testing and UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay). Apple's holds
// image attachments; on Linux there is nothing to add, so this module is empty and exists so that
// `import Testing` beside `import UIKit` (or `import SwiftUI`, which re-exports nothing of UIKit) compiles
// (docs/swiftui.md, "UIKit").
