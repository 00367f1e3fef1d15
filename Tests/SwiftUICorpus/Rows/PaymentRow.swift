import SwiftUI

struct PaymentRow: View {
    let payment: Payment

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: payment.category.symbolName)
                .font(.system(size: 16, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(payment.category.color, in: RoundedRectangle(cornerRadius: 8, style: .continuous))

            VStack(alignment: .leading, spacing: 2) {
                Text(payment.merchant)
                    .font(.body)
                statusLine
                    .font(.caption)
            }

            Spacer(minLength: 8)

            Text(payment.amount, format: .currency(code: payment.currencyCode))
                .font(.body.monospacedDigit())
                .foregroundStyle(payment.isIncome ? Color.green : Color.primary)
        }
        .padding(.vertical, 4)
    }

    @ViewBuilder
    private var statusLine: some View {
        switch payment.status {
        case .completed:
            Text(payment.date, format: .dateTime.day().month(.abbreviated))
                .foregroundStyle(.secondary)
        case .pending:
            HStack(spacing: 4) {
                Image(systemName: "clock")
                Text("Pending")
            }
            .foregroundStyle(.orange)
        case .declined(let reason):
            Text("Declined · \(reason)")
                .foregroundStyle(.red)
        }
    }
}
