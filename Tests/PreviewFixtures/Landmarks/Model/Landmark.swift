import SwiftUI

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var category: Category

    var location: String { "\(park), \(state)" }
}

private let turtleRockText = "A granite outcrop that looks, from the right angle, like a resting turtle."
private let salmonCreekText = "A tidal creek on the Cook Inlet where brown bears fish in late summer."
private let chilkootText = "The old route over the pass to the Klondike gold fields, 33 miles of it."
private let stMaryText = "A glacial lake under steep peaks, the second largest in the park."

extension Landmark {
    static let samples: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California",
                 description: turtleRockText, isFavorite: true, category: .mountains),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska",
                 description: salmonCreekText, isFavorite: false, category: .rivers),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska",
                 description: chilkootText, isFavorite: true, category: .mountains),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", state: "Montana",
                 description: stMaryText, isFavorite: false, category: .lakes),
    ]

    static let sample = samples[0]
}
