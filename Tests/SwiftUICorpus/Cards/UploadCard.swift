import SwiftUI

struct UploadCard: View {
    var fileName: String
    var progress: Double
    var isPaused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label(fileName, systemImage: "doc.fill")
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text(progress, format: .percent.precision(.fractionLength(0)))
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: progress)
                .tint(isPaused ? .orange : .accentColor)
            HStack {
                Button(isPaused ? "Resume" : "Pause") {}
                    .buttonStyle(.bordered)
                Button("Cancel", role: .cancel) {}
                    .buttonStyle(.borderless)
            }
            .controlSize(.small)
        }
        .cardStyle()
    }
}
