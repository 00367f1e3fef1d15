import SwiftUI

struct TrailRow: View {
    var trail: Trail

    var body: some View {
        HStack {
            Image(systemName: "figure.walk")
                .foregroundStyle(.green)
            Text(trail.name)
            Spacer()
            Text("\(trail.lengthInMiles, specifier: "%.1f") mi")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Trail row", traits: .sizeThatFitsLayout) {
    TrailRow(trail: Trail.samples[0])
        .padding()
}
