import SwiftUI

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var category: Category
    private var imageName: String

    enum Category: String, CaseIterable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    var image: Image {
        Image(imageName)
    }

    init(id: Int, name: String, park: String, state: String, description: String,
         isFavorite: Bool, category: Category, imageName: String) {
        self.id = id
        self.name = name
        self.park = park
        self.state = state
        self.description = description
        self.isFavorite = isFavorite
        self.category = category
        self.imageName = imageName
    }
}

extension Landmark {
    static let samples: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California",
                 description: "A granite outcrop that looks, from the right angle, like a resting turtle.",
                 isFavorite: true, category: .mountains, imageName: "turtlerock"),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska",
                 description: "A tidal creek where bears fish in late summer.",
                 isFavorite: false, category: .rivers, imageName: "silversalmoncreek"),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska",
                 description: "The old route over the pass to the gold fields.",
                 isFavorite: true, category: .mountains, imageName: "chilkoottrail"),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana",
                 description: "A glacial lake under steep peaks.",
                 isFavorite: false, category: .lakes, imageName: "stmarylake"),
    ]

    static let sample = samples[0]
}
