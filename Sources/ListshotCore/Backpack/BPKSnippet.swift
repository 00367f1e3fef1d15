/// Backpack's snippet (`Backpack-SwiftUI/Snippet/Classes/BPKSnippet.swift`, the `description:` API
/// that `BPKCardListViewTests.swift` builds its rails with): an image, then an optional headline,
/// description and body text, in a `VStack(alignment: .leading, spacing: .md)`.
///
/// - image: as wide as the snippet, `aspectRatio` 3:2 (landscape), 1 (square) or 5:7 (portrait),
///   aspect-filled on `surfaceHighlight`, clipped with corner `.md` (12);
/// - headline: `heading4`; description: `subheading`, then `.padding(.bottom, .xl)` (32);
///   body: `bodyDefault`; all `textPrimary`, unlimited lines.
///
/// ```swift
/// BPKSnippet(image: "amsterdam.png", headline: "Amsterdam",
///            description: "Fall in love with this artistic metropolis by boat or foot.")
/// ```
public struct BPKSnippet: Sendable, Hashable {
    /// `BPKSnippet.ImageOrientation` (`BPKSnippetOrientation.swift`).
    public enum ImageOrientation: String, Sendable, Hashable, CaseIterable {
        case landscape, square, portrait
        /// Width ÷ height: 3/2, 1, 5/7.
        public var aspectRatio: Double {
            switch self {
            case .landscape: return 3.0 / 2.0
            case .square: return 1
            case .portrait: return 5.0 / 7.0
            }
        }
    }
    public var image: String
    public var headline: String?
    public var description: String?
    public var bodyText: String?
    public var imageOrientation: ImageOrientation
    /// The accessibility label of the image; kept in the model, draws nothing.
    public var accessibilityLabel: String?

    public init(image: String, accessibilityLabel: String? = nil, headline: String? = nil, description: String? = nil,
                bodyText: String? = nil, imageOrientation: ImageOrientation = .landscape) {
        self.image = image; self.accessibilityLabel = accessibilityLabel; self.headline = headline
        self.description = description; self.bodyText = bodyText; self.imageOrientation = imageOrientation
    }

    /// Spacing between the blocks (`BPKSpacing.md`).
    public static let spacing = 8.0
    /// The image's corner (`BPKCornerRadius.md`).
    public static let imageCornerRadius = 12.0
    /// The description's bottom padding (`BPKSpacing.xl`).
    public static let descriptionBottomPadding = 32.0
    /// The width Backpack's card-list rails give their snippets (`.frame(width: 281)` in
    /// `BPKCardListViewTests.swift`); a rail uses it when the list has no `cardWidth`.
    public static let railWidth = 281.0
}

/// One element of a ``BPKCardList``: whatever `cardForElement` returns — a card or a snippet.
///
/// ```swift
/// let elements: [BPKCardListElement] = [.snippet(BPKSnippet(image: "a.png", headline: "Amsterdam")),
///                                       .card(BPKCard { BPKCardContent.title("London") })]
/// ```
public enum BPKCardListElement: Sendable, Hashable {
    case card(BPKCard)
    case snippet(BPKSnippet)
}
