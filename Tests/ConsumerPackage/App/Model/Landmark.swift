import Foundation
import SwiftUI

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool

    private var imageName: String
    var image: Image {
        Image(imageName)
    }

    init(id: Int, name: String, park: String, isFavorite: Bool, imageName: String) {
        self.id = id
        self.name = name
        self.park = park
        self.isFavorite = isFavorite
        self.imageName = imageName
    }
}
