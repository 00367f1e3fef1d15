import SwiftUI

struct LandmarkList: View {
    var landmarks: [Landmark]
    var showFavoritesOnly = false

    private var filteredLandmarks: [Landmark] {
        landmarks.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(filteredLandmarks) { landmark in
                        NavigationLink {
                            LandmarkDetail(landmark: landmark)
                        } label: {
                            LandmarkRow(landmark: landmark)
                        }
                    }
                } header: {
                    Text(showFavoritesOnly ? "Favorites" : "All landmarks")
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}

#Preview {
    LandmarkList(landmarks: Landmark.samples)
}

#Preview("Favorites, right to left", traits: .landscapeLeft) {
    LandmarkList(landmarks: Landmark.samples, showFavoritesOnly: true)
        .environment(\.layoutDirection, .rightToLeft)
}
