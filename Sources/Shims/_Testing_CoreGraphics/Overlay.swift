// Swift Testing's cross-import overlay for CoreGraphics: the toolchain asks for a module of this
// name in any file that imports both Testing and CoreGraphics (Testing.swiftcrossimport). Apple's
// holds image attachments; on Linux there is nothing to add, so this module is empty and exists so
// that `import Testing` beside `import SwiftUI` compiles (docs/swiftui.md, "The modules around it").
