/// Backpack's snippet (`Backpack-SwiftUI/Snippet/Classes/BPKSnippet.swift`, the current
/// `headline:subheading:bodyText:` API): an image, then an optional headline, subheading and body
/// text in a `VStack(alignment: .leading, spacing: 0)` where each text sets its own top padding.
///
/// - image: as wide as the snippet, `aspectRatio` 3:2 (landscape), 1 (square) or 5:7 (portrait),
///   aspect-filled on `surfaceHighlight`, clipped with corner `.md` (12);
/// - headline: `heading5`, 16 below the image (`.padding(.top, .base)`);
/// - subheading: `subheading`, 4 below the headline (`.sm`), or 16 below the image;
/// - body: `bodyDefault`, 32 below the subheading (`.xl`), 4 below the headline, or 16 below the image;
/// - all `textPrimary`, unlimited lines.
///
/// ```swift
/// BPKSnippet(image: "amsterdam.png", headline: "Amsterdam",
///            bodyText: "Fall in love with this artistic metropolis by boat or foot.")
/// ```
public struct BPKSnippet: Sendable, Hashable, Codable {
    /// `BPKSnippet.ImageOrientation` (`BPKSnippetOrientation.swift`).
    public enum ImageOrientation: String, Sendable, Hashable, CaseIterable, Codable {
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
    /// The `subheading:` text (`description:` in Backpack's older API).
    public var subheading: String?
    public var bodyText: String?
    public var imageOrientation: ImageOrientation
    /// The accessibility label of the image; kept in the model, draws nothing.
    public var accessibilityLabel: String?

    public init(image: String, accessibilityLabel: String? = nil, headline: String? = nil, subheading: String? = nil,
                bodyText: String? = nil, imageOrientation: ImageOrientation = .landscape) {
        self.image = image; self.accessibilityLabel = accessibilityLabel; self.headline = headline
        self.subheading = subheading; self.bodyText = bodyText; self.imageOrientation = imageOrientation
    }

    /// The image's corner (`BPKCornerRadius.md`).
    public static let imageCornerRadius = 12.0
    /// The width Backpack's card-list rails give their snippets (`.frame(width: 281)` in
    /// `BPKCardListViewTests.swift`); a rail uses it when the list has no `cardWidth`.
    public static let railWidth = 281.0

    /// The top padding of each text (`BPKSpacing` base 16, sm 4, xl 32), as `BPKSnippet.body` sets it.
    public var headlineTopPadding: Double { 16 }
    public var subheadingTopPadding: Double { headline != nil ? 4 : 16 }
    public var bodyTopPadding: Double { subheading != nil ? 32 : headline != nil ? 4 : 16 }
}

/// One element of a ``BPKCardList``: whatever `cardForElement` returns — a card or a snippet.
///
/// ```swift
/// let elements: [BPKCardListElement] = [.snippet(BPKSnippet(image: "a.png", headline: "Amsterdam")),
///                                       .card(BPKCard { BPKCardContent.title("London") })]
/// ```
public enum BPKCardListElement: Sendable, Hashable, Codable {
    case card(BPKCard)
    case snippet(BPKSnippet)
    /// Any view, drawn as the element closure returns it, with no card around it: Backpack's `BPKCardList` places
    /// `cardForElement(element)` as it is (docs/backpack.md, "SwiftUI API"). In a rail without `cardWidth` it takes
    /// its ideal width, capped at the list's; in a stack the list's width.
    case view(ViewNode)
}
