import SwiftUI

struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topLeading) {
                Image(product.imageName)
                    .resizable()
                    .frame(height: 160)
                    .frame(maxWidth: .infinity)
                    .clipped()
                    .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))

                if product.isOnSale {
                    Text("SALE")
                        .font(.caption.weight(.heavy))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.red, in: Capsule())
                        .padding(8)
                } else if product.isNew {
                    Text("New")
                        .font(.caption.weight(.semibold))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.ultraThinMaterial, in: Capsule())
                        .padding(8)
                }
            }

            Text(product.brand.uppercased())
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(product.name)
                .font(.headline)
                .lineLimit(2)

            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text(product.price, format: .currency(code: "USD"))
                    .font(.headline)
                    .foregroundStyle(product.isOnSale ? Color.red : Color.primary)
                if let originalPrice = product.originalPrice, product.isOnSale {
                    Text(originalPrice, format: .currency(code: "USD"))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .strikethrough()
                }
            }

            HStack(spacing: 4) {
                Image(systemName: "star.fill")
                    .foregroundStyle(.orange)
                Text(product.rating, format: .number.precision(.fractionLength(1)))
                Text("(\(product.reviewCount))")
                    .foregroundStyle(.secondary)
            }
            .font(.caption)

            stockLabel
                .font(.caption)
        }
        .cardStyle(padding: 12)
    }

    @ViewBuilder
    private var stockLabel: some View {
        switch product.stock {
        case .inStock:
            EmptyView()
        case .low(let remaining):
            Text("Only \(remaining) left")
                .foregroundStyle(.orange)
        case .soldOut:
            Text("Sold out")
                .foregroundStyle(.secondary)
        }
    }
}
