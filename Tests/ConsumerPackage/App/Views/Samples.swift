import SwiftUI

extension Landmark {
    static let turtleRock = Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park",
                                     isFavorite: true, imageName: "turtlerock")
}
