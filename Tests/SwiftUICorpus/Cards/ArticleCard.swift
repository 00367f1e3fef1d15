import SwiftUI

struct ArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(article.heroImageName)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 180)
                .frame(maxWidth: .infinity)
                .clipped()

            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(article.category)
                        .font(.caption.weight(.bold))
                        .textCase(.uppercase)
                        .foregroundStyle(.tint)
                    Spacer()
                    Image(systemName: article.isBookmarked ? "bookmark.fill" : "bookmark")
                        .foregroundStyle(.secondary)
                }
                Text(article.title)
                    .font(.title3.weight(.semibold))
                    .lineLimit(2)
                Text(article.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(3)
                Text("\(article.author) · \(article.readingMinutes) min read")
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
            .padding()
        }
        .background(Color("CardBackground"))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.12), radius: 8, x: 0, y: 4)
    }
}
