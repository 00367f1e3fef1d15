import SwiftUI

struct ContactRow: View {
    let contact: Contact
    var isFavorite = false

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                AvatarView(contact: contact, size: 56)
                details
            }
            .padding(.vertical, 8)
        } else {
            HStack(spacing: 12) {
                AvatarView(contact: contact)
                details
                Spacer()
                if isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                        .imageScale(.small)
                }
            }
            .padding(.vertical, 4)
        }
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(contact.fullName)
                .font(.body)
            Text(contact.email)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
