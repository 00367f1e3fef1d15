import SwiftUI

struct SettingsView: View {
    @State private var notifications = true
    @State private var sounds = false

    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    Label("Profile", systemImage: "person.crop.circle")
                    Label("Privacy", systemImage: "hand.raised")
                    Label("Subscriptions", systemImage: "creditcard")
                }

                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                    LabeledContent("Version", value: "1.0")
                } header: {
                    Text("General")
                } footer: {
                    Text("Notifications tell you about replies and new followers.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
