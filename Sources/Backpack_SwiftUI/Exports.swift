// Backpack_SwiftUI on Linux (docs/backpack.md, "SwiftUI API"). SwiftUI is imported by the app's own files, as on iOS.
import SwiftUI
