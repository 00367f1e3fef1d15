import Foundation
import Testing
import SwiftUI
import ListshotSwiftUI
import struct Listshot.Renderer
import enum ListshotCore.Appearance
import enum ListshotCore.LayoutDirection

/// Renders the controls on one screen; with LISTSHOT_CONTROLS_OUT=/tmp/controls.png it writes the PNG to look at.
@MainActor
struct ControlsRenderTests {
    struct Gallery: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                Label("Wi-Fi", systemImage: "wifi")
                Toggle("Airplane Mode", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Stepper("Guests: 1", value: .constant(1), in: 1...10)
                Slider(value: .constant(0.3))
                ProgressView(value: 0.6)
                HStack { ProgressView(); Spacer() }
                Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) }
                Picker("Mode", selection: .constant(1)) { Text("List").tag(0); Text("Grid").tag(1); Text("Map").tag(2) }
                    .pickerStyle(.segmented)
                LabeledContent("Version", value: "1.0")
                TextField("Name", text: .constant(""))
                SecureField("Password", text: .constant("secret"))
                DatePicker("Starts", selection: .constant(Date(timeIntervalSince1970: 1_764_668_460)))
                HStack {
                    Button("Cancel") {}
                    Button("Delete", role: .destructive) {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Go") {}.buttonStyle(.borderedProminent)
                }
                HStack { Link("Help", destination: URL(fileURLWithPath: "/")); Menu("Sort") { Text("A") }; Button("Off") {}.disabled(true) }
                DisclosureGroup("Advanced") { Text("Hidden") }
            }
            .padding()
        }
    }

    @Test func galleryRenders() throws {
        let snapshot = SwiftUIScreen.make(Gallery(), options: SwiftUISnapshotOptions(device: nil))
        let png = try Renderer().render(snapshot.screen, format: .png)
        #expect(png.count > 1000)
        if let out = ProcessInfo.processInfo.environment["LISTSHOT_CONTROLS_OUT"] {
            try Data(png).write(to: URL(fileURLWithPath: out))
        }
    }

    /// The gallery at night and right to left: the knob moves to the left when on, the segments mirror.
    @Test func galleryRendersAtNightRightToLeft() throws {
        var options = SwiftUISnapshotOptions(device: nil)
        options.appearance = .night
        options.direction = .rightToLeft
        let png = try Renderer().render(SwiftUIScreen.make(Gallery(), options: options).screen, format: .png)
        #expect(png.count > 1000)
        if let out = ProcessInfo.processInfo.environment["LISTSHOT_CONTROLS_NIGHT_OUT"] {
            try Data(png).write(to: URL(fileURLWithPath: out))
        }
    }

    struct SettingsForm: View {
        var body: some View {
            Form {
                Section("Network") {
                    Label("Wi-Fi", systemImage: "wifi")
                    Toggle(isOn: .constant(true)) { Label("Airplane Mode", systemImage: "airplane") }
                    Picker("Flavor", selection: .constant(1)) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) }
                    LabeledContent("Version", value: "1.0")
                }
                Section {
                    Stepper("Guests: 2", value: .constant(2), in: 1...10)
                    DisclosureGroup("Advanced", isExpanded: .constant(true)) { Toggle("Logging", isOn: .constant(false)) }
                    Button("Sign Out", role: .destructive) {}
                }
            }
        }
    }

    /// Controls in form rows (List/Form from Sources/SwiftUI/Lists).
    @Test func formRenders() throws {
        let snapshot = SwiftUIScreen.make(SettingsForm(), options: SwiftUISnapshotOptions())
        let png = try Renderer().render(snapshot.screen, format: .png)
        #expect(png.count > 1000)
        if let out = ProcessInfo.processInfo.environment["LISTSHOT_CONTROLS_FORM_OUT"] {
            try Data(png).write(to: URL(fileURLWithPath: out))
        }
    }

    @Test func emptyStateRenders() throws {
        let snapshot = SwiftUIScreen.make(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")),
                                          options: SwiftUISnapshotOptions(device: nil))
        let png = try Renderer().render(snapshot.screen, format: .png)
        #expect(png.count > 1000)
        if let out = ProcessInfo.processInfo.environment["LISTSHOT_CONTROLS_EMPTY_OUT"] {
            try Data(png).write(to: URL(fileURLWithPath: out))
        }
    }
}
