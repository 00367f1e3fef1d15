import SwiftUI

struct SettingsView: View {
    @State private var notifications = true
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        NavigationStack {
            List {
                Section("Account") {
                    Label("Profile", systemImage: "person.crop.circle")
                    Label("Privacy", systemImage: "lock")
                }

                Section {
                    Toggle("Notifications", isOn: $notifications)
                    LabeledContent("Appearance", value: colorScheme == .dark ? "Dark" : "Light")
                    LabeledContent("Version", value: "1.0")
                } header: {
                    Text("General")
                } footer: {
                    Text("Notifications arrive once a day.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
