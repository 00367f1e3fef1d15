import SwiftUI

struct LandmarkDetail: View {
    var landmark: Landmark
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            LandmarkThumbnail(landmark: landmark, size: 120)
                .padding(.top, 24)

            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                CategoryChip(category: landmark.category)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkDetail_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NavigationStack {
                LandmarkDetail(landmark: .sample)
            }
            .previewDevice("iPhone 16 Pro")

            NavigationStack {
                LandmarkDetail(landmark: Landmark.samples[3])
            }
            .environment(\.sizeCategory, .extraExtraLarge)
            .previewInterfaceOrientation(.landscapeRight)
            .previewDisplayName("Larger text, landscape")
        }
    }
}
