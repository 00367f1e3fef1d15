import SwiftUI

/// A red count bubble in the top trailing corner, as on app icons.
struct CountBadge: ViewModifier {
    let count: Int

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topTrailing) {
                if count > 0 {
                    Text(count > 99 ? "99+" : "\(count)")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(.red, in: Capsule())
                        .offset(x: 8, y: -8)
                }
            }
    }
}

extension View {
    func countBadge(_ count: Int) -> some View {
        modifier(CountBadge(count: count))
    }
}

struct NotificationBell: View {
    var unreadCount: Int

    var body: some View {
        Image(systemName: unreadCount > 0 ? "bell.badge" : "bell")
            .font(.title2)
            .countBadge(unreadCount)
            .padding(8)
    }
}
