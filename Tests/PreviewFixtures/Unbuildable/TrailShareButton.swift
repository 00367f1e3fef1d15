import SwiftUI

// The one file of this folder that does not build against Listshot's SwiftUI: `ShareLink` is not in the
// module (docs/swiftui-missing.md).
struct TrailShareButton: View {
    var trail: Trail

    var body: some View {
        ShareLink(item: trail.url) {
            Label("Share \(trail.name)", systemImage: "square.and.arrow.up")
        }
    }
}

#Preview {
    TrailShareButton(trail: Trail.samples[1])
}
