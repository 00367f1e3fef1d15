import SwiftUI

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(message.isUnread ? Color.accentColor : .clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)

            AvatarView(contact: message.sender, size: 40)

            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender.fullName)
                        .font(.headline)
                        .fontWeight(message.isUnread ? .bold : .regular)
                        .lineLimit(1)
                    Spacer()
                    Text(message.receivedAt, style: .date)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                    .lineLimit(1)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)

                if message.attachmentCount > 0 || message.isFlagged {
                    HStack(spacing: 8) {
                        if message.attachmentCount > 0 {
                            Image(systemName: "paperclip")
                            Text("\(message.attachmentCount) attachments")
                        }
                        if message.isFlagged {
                            Image(systemName: "flag.fill")
                                .foregroundStyle(.orange)
                        }
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(.top, 2)
                }
            }
        }
        .padding(.vertical, 6)
        .accessibilityElement(children: .combine)
    }
}
