import SwiftUI

struct LandmarkThumbnail: View {
    var landmark: Landmark
    var size: CGFloat = 50

    var body: some View {
        RoundedRectangle(cornerRadius: size / 5)
            .fill(landmark.category.color.gradient)
            .frame(width: size, height: size)
            .overlay {
                Image(systemName: landmark.category.symbolName)
                    .foregroundStyle(.white)
            }
    }
}
