import SwiftUI

struct TrailList: View {
    var trails: [Trail]

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                TrailRow(trail: trail)
            }
            .navigationTitle("Trails")
        }
    }
}

struct TrailList_Previews: PreviewProvider {
    static var previews: some View {
        TrailList(trails: Trail.samples)
        TrailList(trails: Trail.samples)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
