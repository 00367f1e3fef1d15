import SwiftUI

struct DashboardView: View {
    @EnvironmentObject private var settings: SettingsStore
    @State private var selectedRange = 1

    private let ranges = ["Day", "Week", "Month"]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
                Text("Good morning, \(settings.userName)")
                    .font(.largeTitle.bold())
                    .padding(.top)

                rangeSelector

                StatCard(title: "Active users", value: 12_480, change: 0.084, systemImage: "person.2.fill")
                StatCard(title: "Crash-free sessions", value: 99, change: -0.002, systemImage: "bolt.heart.fill", tint: .pink)

                HStack {
                    ProgressRing(progress: 0.72)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Weekly goal")
                            .font(.headline)
                        Text("18 of 25 releases reviewed")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .cardStyle()
            }
            .padding(.horizontal)
        }
        .refreshable {
            // Reloads the metrics.
        }
    }

    /// A segmented control drawn by hand, as apps did before `Picker` took a segmented style.
    private var rangeSelector: some View {
        HStack(spacing: 0) {
            ForEach(ranges.indices, id: \.self) { index in
                Text(ranges[index])
                    .font(.subheadline.weight(index == selectedRange ? .semibold : .regular))
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
                    .background {
                        if index == selectedRange {
                            RoundedRectangle(cornerRadius: 7).fill(.background)
                        }
                    }
                    .onTapGesture { selectedRange = index }
            }
        }
        .padding(2)
        .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 9))
    }
}
