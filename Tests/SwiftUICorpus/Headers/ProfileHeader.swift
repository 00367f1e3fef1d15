import SwiftUI

struct ProfileHeader: View {
    let profile: UserProfile

    var body: some View {
        VStack(spacing: 12) {
            Image(profile.avatarName)
                .resizable()
                .frame(width: 96, height: 96)
                .clipShape(Circle())
                .overlay(Circle().strokeBorder(Color("AvatarRing"), lineWidth: 3))

            HStack(spacing: 4) {
                Text(profile.displayName)
                    .font(.title2.bold())
                if profile.isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.blue)
                }
            }

            Text("@\(profile.handle)")
                .font(.subheadline)
                .foregroundStyle(.secondary)

            if !profile.bio.isEmpty {
                Text(profile.bio)
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 32)
            }

            if let location = profile.location {
                HStack(spacing: 4) {
                    Image(systemName: "mappin")
                    Text(location)
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }

            HStack(spacing: 0) {
                statColumn(value: profile.followers, label: "Followers")
                Divider().frame(height: 32)
                statColumn(value: profile.following, label: "Following")
                Divider().frame(height: 32)
                statColumn(value: profile.backedProjects.count, label: "Backed")
            }
            .padding(.top, 4)
        }
        .padding(.vertical)
    }

    private func statColumn(value: Int, label: LocalizedStringKey) -> some View {
        VStack(spacing: 2) {
            Text(value, format: .number)
                .font(.headline.monospacedDigit())
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}
