import SwiftUI

/// A welcome banner that picks its own palette for the colour scheme.
struct ThemedWelcomeCard: View {
    @Environment(\.colorScheme) private var colorScheme
    @AppStorage("hasSeenTips") private var hasSeenTips = false

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            Image(systemName: colorScheme == .dark ? "moon.stars.fill" : "sun.max.fill")
                .font(.title)
                .foregroundStyle(colorScheme == .dark ? Color.indigo : Color.orange)

            VStack(alignment: .leading, spacing: 4) {
                Text(colorScheme == .dark ? "Good evening" : "Good morning")
                    .font(.headline)
                Text(hasSeenTips ? "Pick up where you left off." : "Here are three tips to get you started.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(background, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding()
    }

    private var background: Color {
        colorScheme == .dark ? Color(white: 0.15) : Color(red: 1, green: 0.97, blue: 0.9)
    }
}
