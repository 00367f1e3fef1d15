import SwiftUI

struct ActivityNotification: Identifiable, Hashable {
    enum Kind: Hashable {
        case like, comment(String), follow, mention
    }

    let id: Int
    var actor: String
    var kind: Kind
    var minutesAgo: Int
    var isRead: Bool

    static let samples: [ActivityNotification] = [
        ActivityNotification(id: 1, actor: "lena", kind: .like, minutesAgo: 3, isRead: false),
        ActivityNotification(id: 2, actor: "omar", kind: .comment("Love the colours in this one!"), minutesAgo: 45, isRead: false),
        ActivityNotification(id: 3, actor: "harbor.works", kind: .follow, minutesAgo: 180, isRead: true),
    ]
}

struct NotificationRow: View {
    let notification: ActivityNotification

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: symbolName)
                .foregroundStyle(symbolColor)
                .frame(width: 28, height: 28)

            VStack(alignment: .leading, spacing: 4) {
                headline
                    .font(.subheadline)
                if case .comment(let text) = notification.kind {
                    Text(text)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
                Text(timeAgo)
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
            Spacer()
        }
        .unreadHighlight(!notification.isRead)
    }

    private var headline: Text {
        let name = Text(notification.actor).bold()
        switch notification.kind {
        case .like: return name + Text(" liked your post")
        case .comment: return name + Text(" commented")
        case .follow: return name + Text(" started following you")
        case .mention: return name + Text(" mentioned you")
        }
    }

    private var symbolName: String {
        switch notification.kind {
        case .like: "heart.fill"
        case .comment: "bubble.left.fill"
        case .follow: "person.badge.plus"
        case .mention: "at"
        }
    }

    private var symbolColor: Color {
        switch notification.kind {
        case .like: .pink
        case .comment: .blue
        case .follow: .green
        case .mention: .orange
        }
    }

    private var timeAgo: String {
        notification.minutesAgo < 60 ? "\(notification.minutesAgo)m" : "\(notification.minutesAgo / 60)h"
    }
}

private struct UnreadHighlight: ViewModifier {
    let isUnread: Bool

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(isUnread ? Color.accentColor.opacity(0.08) : Color.clear)
    }
}

extension View {
    func unreadHighlight(_ isUnread: Bool) -> some View {
        modifier(UnreadHighlight(isUnread: isUnread))
    }
}
