import SwiftUI

/// A contact's photo, or their initials on their colour when there is none.
struct AvatarView: View {
    let contact: Contact
    var size: CGFloat = 44

    var body: some View {
        Group {
            if let avatarName = contact.avatarName {
                Image(avatarName)
                    .resizable()
                    .frame(width: size, height: size)
                    .clipShape(Circle())
            } else {
                Text(contact.initials)
                    .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
                    .foregroundStyle(.white)
                    .frame(width: size, height: size)
                    .background(contact.tint, in: Circle())
            }
        }
        .accessibilityLabel(contact.fullName)
    }
}
