import SwiftUI

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            LandmarkThumbnail(landmark: landmark)
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .font(.headline)
                Text(landmark.park)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

fileprivate let creek = Landmark.samples[1]

#Preview("Dark", traits: .sizeThatFitsLayout) {
    LandmarkRow(landmark: .sample)
        .padding()
        .preferredColorScheme(.dark)
}

struct LandmarkRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LandmarkRow(landmark: .sample)
                .preferredColorScheme(.dark)
                .previewDisplayName("Favorite, dark")
            LandmarkRow(landmark: creek)
                .environment(\.dynamicTypeSize, .accessibility3)
                .previewDisplayName("Accessibility size")
        }
        .padding(.horizontal)
        .previewLayout(.fixed(width: 390, height: 90))
    }
}
