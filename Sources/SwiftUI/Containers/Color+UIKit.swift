public import UIKit
internal import ListshotCore

// SwiftUI's bridges from UIKit's shim types (docs/swiftui.md, "UIKit").

extension Color {
    /// The colour of a `UIColor` (SwiftUI `Color(uiColor:)`): a system colour stays a name that follows day and night.
    ///
    /// ```swift
    /// Color(uiColor: .secondarySystemGroupedBackground)
    /// ```
    public init(uiColor: UIColor) { self.init(storage: Color.storage(of: uiColor.storage)) }

    /// The colour of a `UIColor` (SwiftUI `Color(_:)`).
    ///
    /// ```swift
    /// Color(.systemGroupedBackground)
    /// ```
    public init(_ color: UIColor) { self.init(uiColor: color) }

    static func storage(of storage: UIColor.Storage) -> Storage {
        switch storage {
        case .system(let name): return .system(name)
        case .asset(let name): return .asset(name)
        case .rgba(let red, let green, let blue, let alpha):
            return .rgba(RGBA.clamped(red: red.isFinite ? red : 0, green: green.isFinite ? green : 0,
                                      blue: blue.isFinite ? blue : 0, alpha: alpha.isFinite ? alpha : 1))
        case .alpha(let base, let alpha): return .opacity(self.storage(of: base), alpha.isFinite ? alpha : 1)
        }
    }
}

extension Image {
    /// The image of a `UIImage` (SwiftUI `Image(uiImage:)`): its asset or symbol; an empty `UIImage()` draws nothing.
    ///
    /// ```swift
    /// Image(uiImage: UIImage(named: "Avatar") ?? UIImage())
    /// ```
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .asset(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        case .empty: self.init("")
        }
    }
}

extension Font {
    /// The font of a `UIFont` (SwiftUI `Font(_:)`): a preferred font keeps its text style, so it follows Dynamic Type.
    ///
    /// ```swift
    /// Text("Hi").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
    /// ```
    public init(_ font: UIFont) {
        switch font.kind {
        case .textStyle(let style): self = .system(Font.textStyle(of: style))
        case .system(let size, let bold): self = .system(size: CGFloat(size), weight: bold ? .bold : nil)
        }
    }

    static func textStyle(of style: UIFont.TextStyle) -> TextStyle {
        switch style {
        case .largeTitle: return .largeTitle
        case .title1: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption1: return .caption
        case .caption2: return .caption2
        default: return .body
        }
    }
}
