import SwiftUI

/// The app's card look: padding, a rounded background from the asset catalog, and a hairline border.
struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 16
    var padding: CGFloat = 16

    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(Color("CardBackground"), in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .stroke(colorScheme == .dark ? Color.white.opacity(0.12) : Color.black.opacity(0.06), lineWidth: 1)
            )
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 16, padding: CGFloat = 16) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius, padding: padding))
    }
}
