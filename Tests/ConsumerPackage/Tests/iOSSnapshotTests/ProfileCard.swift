import SwiftUI

// A view of the test target's own, as an iOS team writes one next to its snapshot tests.
struct ProfileCard: View {
    var name: String

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text("Software engineer").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}
