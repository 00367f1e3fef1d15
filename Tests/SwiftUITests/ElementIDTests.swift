import Testing
import SwiftUI
import ListshotSwiftUI
import struct Listshot.Renderer
import enum ListshotCore.ListGeneration

/// The semantic diff names a SwiftUI element by its place in the view tree (docs/swiftui.md,
/// "Element ids"): the view type, then the list, section and row it sits in.
@MainActor
struct ElementIDTests {
    struct SettingsView: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Account") { Text("Profile") }
                    Section {
                        Text("Notifications")
                        Text("Version")
                    } header: { Text("General") }
                }
                .navigationTitle("Settings")
            }
        }
    }

    struct Row: View {
        var title: String
        var body: some View { HStack { Text(title); Spacer() } }
    }

    struct Rows: View {
        var body: some View { VStack { Row(title: "A"); Row(title: "B") } }
    }

    func ids<V: View>(_ view: V) throws -> [String] {
        let snapshot = SwiftUIScreen.make(view, options: SwiftUISnapshotOptions(device: nil))
        return try Renderer().layout(snapshot.screen).displayList.items.map(\.id)
    }

    @Test func listRowsAreNamedByViewListSectionAndRow() throws {
        let ids = try ids(SettingsView())
        print("IDS", ids.joined(separator: " "))
        #expect(ids.contains { $0.hasSuffix("SettingsView.list.section[1].header") }, "\(ids)")
        #expect(ids.contains { $0.contains("SettingsView.list.section[1].row[1]") }, "\(ids)")
    }

    @Test func siblingViewsOfOneTypeKeepTheirPlace() throws {
        let ids = try ids(Rows())
        #expect(ids.contains { $0.contains("Rows[0].Row") || $0.contains("Rows[0].Row") }, "\(ids)")
        let rowTexts = ids.filter { $0.hasSuffix(".text") && $0.contains(".Row") }
        #expect(Set(rowTexts).count == 2, "\(rowTexts)")
    }
}

/// A test picks the list generation: every `List` and `Form` of the view is drawn in it (docs/lists.md).
@MainActor
struct ListGenerationOptionTests {
    @Test(arguments: [ListGeneration.classic, .glass])
    func theOptionReachesEveryList(_ generation: ListGeneration) throws {
        struct Two: View {
            var body: some View {
                VStack {
                    List { Text("A") }
                    Form { Text("B") }
                }
            }
        }
        let snapshot = SwiftUIScreen.make(Two(), options: SwiftUISnapshotOptions(device: nil, listGeneration: generation))
        guard case .view(let root) = try #require(snapshot.screen.content.first),
              case .vstack(let children, _, _) = root.kind else { Issue.record("expected a vstack"); return }
        let generations = children.compactMap { child -> ListGeneration? in
            if case .list(let list) = child.kind { return list.generation } else { return nil }
        }
        #expect(generations == [generation, generation])
    }
}
