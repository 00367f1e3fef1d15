import SwiftUI

struct Plan: Identifiable, Hashable {
    let id: String
    var name: String
    var monthlyPrice: Double
    var features: [String]
    var isPopular: Bool

    static let samples: [Plan] = [
        Plan(id: "basic", name: "Basic", monthlyPrice: 0, features: ["1 project", "Community support"], isPopular: false),
        Plan(id: "pro", name: "Pro", monthlyPrice: 9.99,
             features: ["Unlimited projects", "Priority support", "Offline mode"], isPopular: true),
    ]
}

struct PlanCard: View {
    let plan: Plan
    @Binding var selection: String

    private var isSelected: Bool { selection == plan.id }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(plan.name)
                    .font(.title2.bold())
                Spacer()
                Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.tertiary))
            }

            HStack(alignment: .firstTextBaseline, spacing: 2) {
                if plan.monthlyPrice == 0 {
                    Text("Free")
                        .font(.title.bold())
                } else {
                    Text(plan.monthlyPrice, format: .currency(code: "USD"))
                        .font(.title.bold())
                    Text("/ month")
                        .foregroundStyle(.secondary)
                }
            }

            VStack(alignment: .leading, spacing: 6) {
                ForEach(plan.features, id: \.self) { feature in
                    HStack(spacing: 8) {
                        Image(systemName: "checkmark")
                            .font(.caption.bold())
                            .foregroundStyle(.green)
                        Text(feature)
                            .font(.subheadline)
                    }
                }
            }
        }
        .padding(20)
        .background(Color("CardBackground"), in: RoundedRectangle(cornerRadius: 18))
        .overlay {
            RoundedRectangle(cornerRadius: 18)
                .strokeBorder(isSelected ? Color.accentColor : Color.clear, lineWidth: 2)
        }
        .overlay(alignment: .top) {
            if plan.isPopular {
                Text("Most popular")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Color.accentColor, in: Capsule())
                    .offset(y: -12)
            }
        }
        .onTapGesture { selection = plan.id }
    }
}
