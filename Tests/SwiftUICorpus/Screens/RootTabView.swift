import SwiftUI

struct RootTabView: View {
    enum Tab: Hashable {
        case home, inbox, profile, settings
    }

    @State private var selection: Tab = .home

    var body: some View {
        TabView(selection: $selection) {
            DashboardView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.home)

            InboxView(messages: Message.samples)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(Message.samples.filter(\.isUnread).count)
                .tag(Tab.inbox)

            ProfileScreen(profile: .sample)
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Tab.profile)

            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .environmentObject(SettingsStore.sample)
    }
}
