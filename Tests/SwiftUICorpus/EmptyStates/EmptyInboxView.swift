import SwiftUI

/// The empty inbox, written by hand as apps did before `ContentUnavailableView`.
struct EmptyInboxView: View {
    var filter: Filter = .all

    enum Filter {
        case all, unread, flagged
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: symbolName)
                .font(.system(size: 56, weight: .light))
                .foregroundStyle(.tertiary)
                .padding(.bottom, 4)
            Text(title)
                .font(.title2.bold())
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var symbolName: String {
        switch filter {
        case .all: "tray"
        case .unread: "envelope.open"
        case .flagged: "flag.slash"
        }
    }

    private var title: LocalizedStringKey {
        switch filter {
        case .all: "No Mail"
        case .unread: "All Caught Up"
        case .flagged: "No Flagged Messages"
        }
    }

    private var message: LocalizedStringKey {
        switch filter {
        case .all: "New messages you receive appear here."
        case .unread: "You have read every message in this mailbox."
        case .flagged: "Flag a message to find it here later."
        }
    }
}
