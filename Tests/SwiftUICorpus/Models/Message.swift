import SwiftUI

struct Message: Identifiable, Hashable {
    let id: UUID
    var sender: Contact
    var subject: String
    var preview: String
    var receivedAt: Date
    var isUnread: Bool
    var isFlagged: Bool
    var attachmentCount: Int
}

struct Contact: Identifiable, Hashable {
    let id: UUID
    var firstName: String
    var lastName: String
    var email: String
    var avatarName: String?
    var tint: Color

    var fullName: String { "\(firstName) \(lastName)" }

    var initials: String {
        let first = firstName.first.map(String.init) ?? ""
        let last = lastName.first.map(String.init) ?? ""
        return (first + last).uppercased()
    }
}

extension Contact {
    static let ada = Contact(id: UUID(uuidString: "6A3C2F0E-0000-4000-8000-000000000001") ?? UUID(),
                             firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
                             avatarName: "avatar-ada", tint: .purple)
    static let grace = Contact(id: UUID(uuidString: "6A3C2F0E-0000-4000-8000-000000000002") ?? UUID(),
                               firstName: "Grace", lastName: "Hopper", email: "grace@example.com",
                               avatarName: nil, tint: .teal)
    static let samples = [ada, grace]
}

extension Message {
    /// A fixed instant so that relative dates do not drift between runs.
    static let referenceDate = Date(timeIntervalSince1970: 1_764_000_000)

    static let samples: [Message] = [
        Message(id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000001") ?? UUID(), sender: .ada,
                subject: "Notes on the Analytical Engine",
                preview: "I've attached the translation with my notes; note G has the table for the Bernoulli numbers.",
                receivedAt: referenceDate.addingTimeInterval(-600), isUnread: true, isFlagged: false, attachmentCount: 2),
        Message(id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000002") ?? UUID(), sender: .grace,
                subject: "Found the bug",
                preview: "It was a moth, relay 70, panel F. Taped into the log book.",
                receivedAt: referenceDate.addingTimeInterval(-86_400 * 2), isUnread: false, isFlagged: true, attachmentCount: 0),
    ]

    static let sample = samples[0]
}
