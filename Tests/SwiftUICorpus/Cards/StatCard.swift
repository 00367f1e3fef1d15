import SwiftUI

struct StatCard: View {
    let title: String
    let value: Double
    let change: Double
    let systemImage: String
    var tint: Color = .blue

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: systemImage)
                    .foregroundStyle(tint)
                    .font(.title3)
                Spacer()
                changeIndicator
            }
            Text(value, format: .number.precision(.fractionLength(0)))
                .font(.system(.title, design: .rounded, weight: .bold))
            Text(title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle()
    }

    private var changeIndicator: some View {
        HStack(spacing: 2) {
            Image(systemName: change >= 0 ? "arrow.up.right" : "arrow.down.right")
            Text(abs(change), format: .percent.precision(.fractionLength(1)))
        }
        .font(.caption.weight(.semibold))
        .foregroundStyle(change >= 0 ? Color.green : Color.red)
        .padding(.horizontal, 6)
        .padding(.vertical, 3)
        .background((change >= 0 ? Color.green : Color.red).opacity(0.12), in: Capsule())
    }
}

extension StatCard {
    static let sample = StatCard(title: "Active users", value: 12_480, change: 0.084, systemImage: "person.2.fill")
}
