import SwiftUI

struct OrderSummaryView: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let currencyCode = cart.currencyCode
        VStack(alignment: .leading, spacing: 16) {
            Text("Order summary")
                .font(.title2.bold())

            VStack(spacing: 10) {
                ForEach(cart.lines) { line in
                    LineItemRow(line: line, currencyCode: currencyCode)
                }
            }

            Divider()

            VStack(spacing: 6) {
                summaryLine("Subtotal", cart.subtotal)
                if let promoCode = cart.promoCode {
                    summaryLine("Promo (\(promoCode))", -cart.discount)
                        .foregroundStyle(.green)
                }
                summaryLine("Shipping", cart.shipping)
            }
            .font(.subheadline)

            Divider()

            HStack {
                Text("Total")
                    .font(.headline)
                Spacer()
                Text(cart.total, format: .currency(code: cart.currencyCode))
                    .font(.title3.bold())
            }

            Text("\(cart.itemCount) items · Free returns within 30 days")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }

    private func summaryLine(_ title: LocalizedStringKey, _ amount: Double) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: cart.currencyCode))
        }
    }
}

struct LineItemRow: View {
    let line: Cart.Line
    let currencyCode: String

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("\(line.quantity)×")
                .foregroundStyle(.secondary)
                .monospacedDigit()
            Text(line.name)
            Spacer()
            Text(line.total, format: .currency(code: currencyCode))
        }
    }
}
