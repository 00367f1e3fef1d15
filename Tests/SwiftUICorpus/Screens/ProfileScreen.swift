import SwiftUI

/// A crowdfunding-style profile: the header, then the projects this person backed.
struct ProfileScreen: View {
    let profile: UserProfile

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ProfileHeader(profile: profile)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Backed projects")
                        .font(.title3.bold())
                    if profile.backedProjects.isEmpty {
                        Text("Projects you back appear here.")
                            .foregroundStyle(.secondary)
                    } else {
                        ForEach(profile.backedProjects) { project in
                            BackedProjectRow(project: project)
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
        .background(Color("ScreenBackground"))
        .onAppear {
            // The app fetches the latest pledge totals here.
        }
    }
}

struct BackedProjectRow: View {
    let project: Project

    var body: some View {
        HStack(spacing: 12) {
            Image(project.imageName)
                .resizable()
                .frame(width: 72, height: 72)
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))

            VStack(alignment: .leading, spacing: 4) {
                Text(project.title)
                    .font(.headline)
                    .lineLimit(2)
                Text("by \(project.creator)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                FundingBar(fraction: project.fundedFraction)
                HStack {
                    Text(project.fundedFraction, format: .percent.precision(.fractionLength(0)))
                        .foregroundStyle(project.fundedFraction >= 1 ? Color.green : Color.primary)
                    Text("funded")
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text("\(project.daysLeft) days left")
                        .foregroundStyle(.secondary)
                }
                .font(.caption)
            }
        }
        .cardStyle(cornerRadius: 12, padding: 12)
    }
}

/// A thin funding bar that fills up to 100%.
struct FundingBar: View {
    let fraction: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color.gray.opacity(0.2))
            Capsule()
                .fill(fraction >= 1 ? Color.green : Color.accentColor)
                .frame(width: 180 * min(max(fraction, 0), 1))
        }
        .frame(width: 180, height: 6)
    }
}
