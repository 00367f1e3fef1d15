package import ListshotCore
import SwiftUI

/// Backpack's snippet (`Backpack-SwiftUI/Snippet/Classes/BPKSnippet.swift`, index id 48158750134, the
/// `headline:subheading:bodyText:` API): an image at 3:2, 1 or 5:7, then a heading5 headline, a subheading and a body
/// text, each padded from the one above (docs/backpack.md "Figures"). In a ``BPKCardList`` it is the list's snippet.
///
/// ```swift
/// BPKSnippet(image: Image("amsterdam"), headline: "Amsterdam", bodyText: "Canals and museums")
/// ```
public struct BPKSnippet: View, DesignSystemPrimitiveView {
    /// `BPKSnippet.ImageOrientation` (`BPKSnippetOrientation.swift`): landscape 3:2, square, portrait 5:7.
    public enum ImageOrientation: Sendable, Hashable, CaseIterable {
        case landscape, square, portrait
        var core: ListshotCore.BPKSnippet.ImageOrientation {
            switch self {
            case .landscape: return .landscape
            case .square: return .square
            case .portrait: return .portrait
            }
        }
    }

    let image: SwiftUI.Image
    let headline: String?
    let subheading: String?
    let bodyText: String?
    let imageOrientation: ImageOrientation

    /// A snippet of `image` and up to three texts.
    ///
    /// ```swift
    /// BPKSnippet(image: Image("london"), headline: "London", subheading: "Museums", imageOrientation: .square)
    /// ```
    public init(image: SwiftUI.Image, headline: String? = nil, subheading: String? = nil, bodyText: String? = nil,
                imageOrientation: ImageOrientation = .landscape, onClick: (() -> Void)? = nil) {
        self.image = image; self.headline = headline; self.subheading = subheading; self.bodyText = bodyText
        self.imageOrientation = imageOrientation
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The core snippet: the image's file as `Image` finds it in the app's assets.
    func coreSnippet(in context: LoweringContext) -> ListshotCore.BPKSnippet {
        var path = ""
        if case .image(let found)? = image.lowered(in: context).first?.kind { path = found.path }
        else { context.note("BPKSnippet's image is not in the asset catalogs: drawn as an empty image (docs/assets.md)") }
        return ListshotCore.BPKSnippet(image: path, headline: headline, subheading: subheading, bodyText: bodyText,
                                       imageOrientation: imageOrientation.core)
    }

    /// On its own: the snippet as a view, laid out as `BPKSnippet.body` is.
    package func lower(in context: LoweringContext) -> [ViewNode] {
        context.requestTheme("backpack")
        let snippet = coreSnippet(in: context)
        var texts: [ViewNode] = []
        func add(_ text: String?, _ style: ListshotCore.BPKFontStyle, top: Double) {
            guard let text else { return }
            texts.append(BackpackLowering.text(text, style: style, token: "textPrimary", lineLimit: nil)
                .modifier(.padding(ListshotCore.EdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0))))
        }
        add(headline, .heading5, top: snippet.headlineTopPadding)
        add(subheading, .subheading, top: snippet.subheadingTopPadding)
        add(bodyText, .bodyDefault, top: snippet.bodyTopPadding)
        return [ViewNode.vstack(alignment: .leading, spacing: 0, [snippetImage(snippet)] + texts)]
    }

    /// The image: as wide as the snippet at its orientation's ratio, aspect-filled on surfaceHighlight, corner md.
    private func snippetImage(_ snippet: ListshotCore.BPKSnippet) -> ViewNode {
        ViewNode(.cardBlock(.image(BPKCardImage(snippet.image, aspectRatio: snippet.imageOrientation.aspectRatio, corner: .md))))
    }
}

extension BPKSnippet: BackpackCardListElement {
    func cardListElement(in context: LoweringContext) -> BPKCardListElement { .snippet(coreSnippet(in: context)) }
}
