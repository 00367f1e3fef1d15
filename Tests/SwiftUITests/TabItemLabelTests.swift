import ListshotCore
import SwiftUI
import Testing

/// A tab item written as a `Label` gives the tab its title and symbol, as a `Text` and an `Image` do.
@MainActor
struct TabItemLabelTests {
    @Test func aLabelTabItemNamesItsTab() throws {
        let view = TabView {
            Text("Home").tabItem { Label("Account", systemImage: "person.crop.circle") }
            Text("Shop").tabItem { Image(systemName: "bag"); Text("Shop") }
        }
        let tabs = try #require(view.lowerForSnapshot(SnapshotEnvironment()).tabs)
        #expect(tabs.items.map(\.label) == ["Account", "Shop"])
        #expect(tabs.items.map(\.symbol) == ["person.crop.circle", "bag"])
    }
}
