import ListshotSwiftUI
import SwiftUI

// The SwiftUI side of SwiftUIBench, alone in its file: `import SwiftUI` beside `import Listshot`
// makes `Text`, `Image` and `Color` ambiguous.

/// 100 rows as SwiftUI code writes them: an SF Symbol, a title over a secondary subheadline, a
/// spacer and a footnote time, in a `List` (inset grouped, as iOS draws a `List` by default).
struct HundredRows: SwiftUI.View {
    var body: some SwiftUI.View {
        SwiftUI.List {
            SwiftUI.ForEach(0..<100) { i in
                SwiftUI.HStack {
                    SwiftUI.Image(systemName: "star.fill")
                    SwiftUI.VStack(alignment: .leading) {
                        SwiftUI.Text("Row \(i)")
                        SwiftUI.Text("Detail").font(.subheadline).foregroundStyle(.secondary)
                    }
                    SwiftUI.Spacer()
                    SwiftUI.Text("9:41").font(.footnote)
                }
            }
        }
    }
}

enum SwiftUIRows {
    /// The rows lowered to a screen on the default device (iPhone 16 Pro, day), as `assertSnapshot(of:)` draws them.
    @MainActor
    static func screen() -> SwiftUIScreen {
        SwiftUIScreen.make(HundredRows(), name: "swiftui-rows")
    }
}
