import SwiftUI

struct NotificationSettingsForm: View {
    @EnvironmentObject private var settings: SettingsStore
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Section {
                Toggle("Allow Notifications", isOn: $settings.notificationsEnabled)
                Toggle("Sounds", isOn: $settings.soundsEnabled)
                    .disabled(!settings.notificationsEnabled)
            }

            Section("Digest") {
                Picker("Frequency", selection: $settings.digestFrequency) {
                    ForEach(SettingsStore.DigestFrequency.allCases) { frequency in
                        Text(frequency.rawValue).tag(frequency)
                    }
                }
                Stepper("Reminders: \(settings.reminderCount)", value: $settings.reminderCount, in: 0...5)
            }

            Section("Appearance") {
                Picker("Theme", selection: $settings.appearance) {
                    ForEach(SettingsStore.Appearance.allCases) { appearance in
                        Text(appearance.rawValue).tag(appearance)
                    }
                }
                .pickerStyle(.segmented)

                VStack(alignment: .leading) {
                    Text("Text size")
                    Slider(value: $settings.fontScale, in: 0.8...1.6, step: 0.1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                }
            }

            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                LabeledContent("Device token", value: "a1b2…9f")
                LabeledContent("Last delivered") {
                    Text(Message.referenceDate, style: .date)
                }
            }
        }
    }
}
