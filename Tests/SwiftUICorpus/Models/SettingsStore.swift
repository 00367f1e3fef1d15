import SwiftUI

/// App-wide preferences, shared through `.environmentObject(_:)`.
@MainActor
final class SettingsStore: ObservableObject {
    @Published var userName: String
    @Published var notificationsEnabled: Bool
    @Published var soundsEnabled: Bool
    @Published var appearance: Appearance
    @Published var digestFrequency: DigestFrequency
    @Published var fontScale: Double
    @Published var reminderCount: Int

    enum Appearance: String, CaseIterable, Identifiable {
        case system = "System"
        case light = "Light"
        case dark = "Dark"
        var id: Self { self }
    }

    enum DigestFrequency: String, CaseIterable, Identifiable {
        case never = "Never"
        case daily = "Daily"
        case weekly = "Weekly"
        var id: Self { self }
    }

    init(userName: String = "Mira", notificationsEnabled: Bool = true, soundsEnabled: Bool = false,
         appearance: Appearance = .system, digestFrequency: DigestFrequency = .weekly,
         fontScale: Double = 1, reminderCount: Int = 2) {
        self.userName = userName
        self.notificationsEnabled = notificationsEnabled
        self.soundsEnabled = soundsEnabled
        self.appearance = appearance
        self.digestFrequency = digestFrequency
        self.fontScale = fontScale
        self.reminderCount = reminderCount
    }

    static let sample = SettingsStore()
}
