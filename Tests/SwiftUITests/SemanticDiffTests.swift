import Foundation
import Testing
import SwiftUI
import ListshotTesting
import ListshotTestSupport

/// The semantic diff names a changed SwiftUI element by its place in the view tree: the view type,
/// the list, the section and the row (docs/swiftui.md, "Element ids").
@MainActor
struct SemanticDiffTests {
    struct SettingsView: View {
        var notifications: Bool
        var version: String
        var body: some View {
            NavigationStack {
                List {
                    Section("Account") { Label("Profile", systemImage: "person.crop.circle") }
                    Section {
                        Toggle("Notifications", isOn: .constant(notifications))
                        LabeledContent("Version", value: version)
                    } header: { Text("General") }
                }
                .navigationTitle("Settings")
            }
        }
    }

    func failure(recording first: SettingsView, checking second: SettingsView) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-semantic-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let quiet = CollectingReporter()
        assertSnapshot(of: first, named: "settings", appearances: [.day], record: .missing, snapshotDirectory: folder,
                       failureFolder: folder + "/failures", reporter: quiet)
        #expect(quiet.messages.first?.contains("Recorded") == true, "\(quiet.messages)")
        let reporter = CollectingReporter()
        assertSnapshot(of: second, named: "settings", appearances: [.day], record: .never, snapshotDirectory: folder,
                       failureFolder: folder + "/failures", reporter: reporter)
        return try #require(reporter.messages.first)
    }

    @Test func aSwitchedToggleIsNamedByViewListSectionAndRow() throws {
        let message = try failure(recording: SettingsView(notifications: true, version: "1.0"),
                                  checking: SettingsView(notifications: false, version: "1.0"))
        #expect(message.contains("SettingsView.list.section[1].toggle"), "\(message)")
        #expect(!message.contains("section[0]"), "only the toggle changed: \(message)")
    }

    @Test func aChangedValueIsNamedWithItsText() throws {
        let message = try failure(recording: SettingsView(notifications: true, version: "1.0"),
                                  checking: SettingsView(notifications: true, version: "1.1"))
        #expect(message.contains("SettingsView.list.section[1].labeledContent"), "\(message)")
        #expect(message.contains("\"1.0\" → \"1.1\""), "\(message)")
    }
}
