import SwiftUI

struct ReviewRow: View {
    let review: Review

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                StarRating(rating: review.rating)
                Spacer()
                Text(review.date, format: .dateTime.year().month().day())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(review.title)
                .font(.headline)
            Text(review.body)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            HStack(spacing: 4) {
                Text(review.author)
                if review.isVerifiedPurchase {
                    Text("·")
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.green)
                    Text("Verified purchase")
                }
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
    }
}

struct StarRating: View {
    let rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<maximum, id: \.self) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
                    .foregroundStyle(index < rating ? Color.orange : Color.gray)
            }
        }
        .font(.caption)
        .accessibilityLabel("\(rating) out of \(maximum) stars")
    }
}
