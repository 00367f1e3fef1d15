import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var summary: String
    var category: String
    var author: String
    var heroImageName: String
    var publishedAt: Date
    var readingMinutes: Int
    var isBookmarked: Bool
}

extension Article {
    static let samples: [Article] = [
        Article(id: 1, title: "Why the Night Sky Is Dark", summary: "Olbers' paradox, and what an expanding universe has to do with it.",
                category: "Science", author: "R. Patel", heroImageName: "hero-nightsky",
                publishedAt: Date(timeIntervalSince1970: 1_763_500_000), readingMinutes: 7, isBookmarked: true),
        Article(id: 2, title: "A Week of Slow Trains", summary: "Crossing the Alps without once boarding a plane.",
                category: "Travel", author: "J. Moreau", heroImageName: "hero-trains",
                publishedAt: Date(timeIntervalSince1970: 1_763_100_000), readingMinutes: 12, isBookmarked: false),
    ]

    static let sample = samples[0]
}

struct ForecastHour: Identifiable, Hashable {
    var id: Int { hour }
    var hour: Int
    var symbolName: String
    var temperature: Int

    static let samples: [ForecastHour] = [
        ForecastHour(hour: 9, symbolName: "sun.max.fill", temperature: 14),
        ForecastHour(hour: 12, symbolName: "cloud.sun.fill", temperature: 18),
        ForecastHour(hour: 15, symbolName: "cloud.fill", temperature: 17),
        ForecastHour(hour: 18, symbolName: "cloud.rain.fill", temperature: 13),
    ]
}
