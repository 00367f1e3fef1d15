import Foundation
import Testing
import SwiftUI
import ListshotSwiftUI
import struct Listshot.Renderer
import enum ListshotCore.Appearance

@MainActor
struct RenderSmokeTests {
    struct Row: View {
        var name: String
        var isFavorite: Bool
        var body: some View {
            HStack {
                Circle().fill(.blue).frame(width: 50, height: 50)
                Text(name)
                Spacer()
                if isFavorite { Image(systemName: "star.fill").foregroundStyle(.yellow) }
            }
            .padding()
        }
    }

    @Test func rowRendersToPNG() throws {
        let snapshot = SwiftUIScreen.make(Row(name: "Turtle Rock", isFavorite: true), options: SwiftUISnapshotOptions(device: nil))
        let png = try Renderer().render(snapshot.screen, format: .png)
        #expect(png.count > 100)
        if let out = ProcessInfo.processInfo.environment["LISTSHOT_SMOKE_OUT"] {
            try Data(png).write(to: URL(fileURLWithPath: out))
        }
    }
}

@MainActor
struct ListRenderSmokeTests {
    struct Settings: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Account") {
                        Text("Profile")
                        Text("Privacy")
                    }
                    Section {
                        Text("Notifications")
                        HStack { Text("Version"); Spacer(); Text("1.0").foregroundStyle(.secondary) }
                    } header: {
                        Text("General")
                    } footer: {
                        Text("Notifications are sent once a day.")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test func settingsListRenders() throws {
        for appearance in [Appearance.day, .night] {
            let snapshot = SwiftUIScreen.make(Settings(), options: SwiftUISnapshotOptions(appearance: appearance))
            #expect(snapshot.screen.navigationBar?.title == "Settings")
            let png = try Renderer().render(snapshot.screen, format: .png)
            if let out = ProcessInfo.processInfo.environment["LISTSHOT_SMOKE_OUT"] {
                try Data(png).write(to: URL(fileURLWithPath: out + ".\(appearance.rawValue).png"))
            }
        }
    }
}
