import SwiftUI

struct NoResultsView: View {
    var query: String

    var body: some View {
        if query.isEmpty {
            ContentUnavailableView("No Saved Trails", systemImage: "map",
                                   description: Text("Trails you save appear here."))
        } else {
            ContentUnavailableView {
                Label("No Results for “\(query)”", systemImage: "magnifyingglass")
            } description: {
                Text("Check the spelling or try a new search.")
            } actions: {
                Button("Clear Search") {}
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
