import SwiftUI

struct OfflineBanner: View {
    var lastSynced: Date?

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "wifi.slash")
                .font(.headline)
            VStack(alignment: .leading, spacing: 2) {
                Text("You're offline")
                    .font(.subheadline.weight(.semibold))
                if let lastSynced {
                    Text("Last synced \(lastSynced, style: .relative) ago")
                        .font(.caption)
                } else {
                    Text("Changes will sync when you reconnect.")
                        .font(.caption)
                }
            }
            Spacer()
        }
        .foregroundStyle(.white)
        .padding(12)
        .background(Color.orange.gradient, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .padding(.horizontal)
    }
}
