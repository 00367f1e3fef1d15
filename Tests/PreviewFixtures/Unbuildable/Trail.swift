import SwiftUI

struct Trail: Identifiable {
    var id: Int
    var name: String
    var lengthInMiles: Double
    var url: URL

    static let samples: [Trail] = [
        Trail(id: 1, name: "Chilkoot Trail", lengthInMiles: 33, url: URL(string: "https://www.nps.gov/klgo")!),
        Trail(id: 2, name: "Highline Trail", lengthInMiles: 11.8, url: URL(string: "https://www.nps.gov/glac")!),
    ]
}
