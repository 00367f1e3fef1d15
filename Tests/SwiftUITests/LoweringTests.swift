import Testing
import SwiftUI
import ListshotCore

@MainActor
struct LoweringTests {
    @Test func landmarkRowLowersToAnHStack() {
        struct Row: View {
            var isFavorite = true
            var body: some View {
                HStack {
                    Image(systemName: "star")
                    Text("Turtle Rock")
                    Spacer()
                    if isFavorite { Image(systemName: "star.fill").foregroundStyle(.yellow) }
                }
            }
        }
        let lowered = Row().lowerForSnapshot(SnapshotEnvironment())
        #expect(lowered.content.count == 1)
        guard case .hstack(let children, _, _) = lowered.content.first?.kind else {
            Issue.record("expected an hstack, got \(String(describing: lowered.content.first?.kind))"); return
        }
        #expect(children.count == 4)
        #expect(lowered.content.first?.explicitID == "Row")
    }
}

/// `import SwiftUI` alone gives UIKit's colours, as on iOS: `Color(.systemGroupedBackground)`.
@MainActor
struct UIKitThroughSwiftUITests {
    @Test func aUIColorNameWorksWithOnlySwiftUIImported() {
        struct Card: View {
            var body: some View { Text("A").background(Color(.secondarySystemGroupedBackground)) }
        }
        let lowered = Card().lowerForSnapshot(SnapshotEnvironment())
        #expect(String(describing: lowered.content).contains("secondarySystemGroupedBackground"), "\(lowered.content)")
    }
}
