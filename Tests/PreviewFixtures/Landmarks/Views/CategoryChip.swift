import SwiftUI

struct CategoryChip: View {
    var category: Category
    var isSelected = false

    var body: some View {
        Label(category.rawValue, systemImage: category.symbolName)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(isSelected ? Color.white : category.color)
            .background(isSelected ? category.color : category.color.opacity(0.15), in: Capsule())
    }
}

#Preview("All categories", traits: .sizeThatFitsLayout) {
    HStack {
        ForEach(Category.allCases) { category in
            CategoryChip(category: category, isSelected: category == .lakes)
        }
    }
    .padding()
}

struct CategoryChip_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(Category.allCases) { category in
            CategoryChip(category: category)
                .padding()
                .previewDisplayName(category.rawValue)
        }
        .previewLayout(.sizeThatFits)
    }
}
