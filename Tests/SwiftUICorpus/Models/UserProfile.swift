import SwiftUI

struct UserProfile: Identifiable, Hashable {
    let id: Int
    var displayName: String
    var handle: String
    var bio: String
    var location: String?
    var avatarName: String
    var followers: Int
    var following: Int
    var backedProjects: [Project]
    var isVerified: Bool
}

struct Project: Identifiable, Hashable {
    let id: Int
    var title: String
    var creator: String
    var imageName: String
    var pledged: Double
    var goal: Double
    var daysLeft: Int

    var fundedFraction: Double { goal > 0 ? pledged / goal : 0 }
}

extension Project {
    static let samples: [Project] = [
        Project(id: 1, title: "A Field Guide to City Birds", creator: "Lena Ortiz", imageName: "project-birds",
                pledged: 18_450, goal: 12_000, daysLeft: 9),
        Project(id: 2, title: "Tabletop Lighthouse Kit", creator: "Harbor Works", imageName: "project-lighthouse",
                pledged: 3_200, goal: 10_000, daysLeft: 21),
    ]
}

extension UserProfile {
    static let sample = UserProfile(id: 42, displayName: "Mira Chen", handle: "mira", bio: "Makes maps, backs board games.",
                                    location: "Lisbon", avatarName: "avatar-mira", followers: 1_203, following: 318,
                                    backedProjects: Project.samples, isVerified: true)
}
