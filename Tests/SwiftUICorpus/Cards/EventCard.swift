import SwiftUI

struct Event: Identifiable, Hashable {
    let id: Int
    var title: String
    var venue: String
    var start: Date
    var attendees: Int
    var isGoing: Bool

    static let sample = Event(id: 7, title: "Swift Meetup: Layout Deep Dive", venue: "Room 2, Central Library",
                              start: Date(timeIntervalSince1970: 1_765_000_000), attendees: 48, isGoing: true)
}

struct EventCard: View {
    let event: Event

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            DateBadge(date: event.start)

            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.headline)
                    .lineLimit(2)
                HStack(spacing: 4) {
                    Image(systemName: "mappin.and.ellipse")
                    Text(event.venue)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                HStack(spacing: 4) {
                    Image(systemName: "clock")
                    Text(event.start, style: .time)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                HStack {
                    Text("\(event.attendees) going")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer()
                    if event.isGoing {
                        Text("Going")
                            .font(.caption.weight(.semibold))
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .foregroundStyle(.green)
                            .background(Color.green.opacity(0.15), in: Capsule())
                    }
                }
                .padding(.top, 4)
            }
        }
        .cardStyle()
    }
}

struct DateBadge: View {
    let date: Date

    var body: some View {
        VStack(spacing: 0) {
            Text(date, format: .dateTime.month(.abbreviated))
                .font(.caption.weight(.bold))
                .textCase(.uppercase)
                .foregroundStyle(.red)
            Text(date, format: .dateTime.day())
                .font(.title2.weight(.semibold))
        }
        .frame(width: 52, height: 56)
        .background(.background, in: RoundedRectangle(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).strokeBorder(.separator))
    }
}
