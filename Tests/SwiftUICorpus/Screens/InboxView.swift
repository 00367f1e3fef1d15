import SwiftUI

struct InboxView: View {
    var messages: [Message]
    @State private var searchText = ""

    private var results: [Message] {
        guard !searchText.isEmpty else { return messages }
        return messages.filter { $0.subject.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(results) { message in
                MessageRow(message: message)
                    .swipeActions {
                        Button(role: .destructive) {
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
            }
            .listStyle(.plain)
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Inbox")
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }
}
