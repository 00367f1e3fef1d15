import SwiftUI

struct WhatsNewView: View {
    struct Feature: Identifiable {
        let id = UUID()
        var systemImage: String
        var tint: Color
        var title: LocalizedStringKey
        var detail: LocalizedStringKey
    }

    var version: String = "2.4"

    private let features: [Feature] = [
        Feature(systemImage: "map.fill", tint: .green, title: "Offline maps",
                detail: "Download whole regions and navigate without a connection."),
        Feature(systemImage: "bell.badge.fill", tint: .red, title: "Smarter alerts",
                detail: "Get told about closures on trails you saved."),
        Feature(systemImage: "person.2.fill", tint: .blue, title: "Group walks",
                detail: "Plan a route with friends and see who is coming."),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 28) {
            VStack(alignment: .leading, spacing: 4) {
                Text("What's New")
                    .font(.largeTitle.bold())
                Text("in version \(version)")
                    .font(.title3)
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 40)

            ForEach(features) { feature in
                HStack(alignment: .top, spacing: 16) {
                    Image(systemName: feature.systemImage)
                        .font(.title)
                        .foregroundStyle(feature.tint)
                        .frame(width: 44)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(feature.title)
                            .font(.headline)
                        Text(feature.detail)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                }
            }

            Spacer()
        }
        .padding(.horizontal, 32)
    }
}
