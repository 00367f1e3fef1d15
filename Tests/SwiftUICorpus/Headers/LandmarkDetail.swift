import SwiftUI

struct LandmarkDetail: View {
    var landmark: Landmark

    var body: some View {
        ScrollView {
            Image("map-\(landmark.id)")
                .resizable()
                .frame(height: 300)

            CircleImage(image: landmark.image)
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteMark(isSet: landmark.isFavorite)
                }

                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

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

/// The star beside a landmark's name (Landmarks draws a button; a still image shows its state).
struct FavoriteMark: View {
    var isSet: Bool

    var body: some View {
        Image(systemName: isSet ? "star.fill" : "star")
            .foregroundStyle(isSet ? Color.yellow : Color.gray)
            .accessibilityLabel(isSet ? "Remove from favorites" : "Add to favorites")
    }
}
