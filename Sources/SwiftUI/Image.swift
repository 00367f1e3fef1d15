internal import ListshotCore

/// An image (SwiftUI `Image`): an image set of the app's asset catalog, or an SF Symbol name
/// drawn from Listshot's openly licensed stand-ins (docs/symbols.md).
///
/// ```swift
/// Image("turtlerock").resizable().frame(width: 50, height: 50)
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// ```
public struct Image: Sendable, Hashable {
    enum Source: Sendable, Hashable {
        case asset(String)
        case system(String)
        case file(String)
    }
    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    /// An image set of the app's asset catalog; an unknown name draws a placeholder and a note.
    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }

    /// An image set, read by assistive technologies as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .asset(name) }

    /// An SF Symbol by name (`"star.fill"`).
    public init(systemName: String) { source = .system(systemName) }

    /// A decorative image set.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }

    /// A PNG file by path (Listshot's own extension, for images outside an asset catalog).
    public init(filePath path: String) { source = .file(path) }

    /// The image stretched to the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; return copy
    }

    /// Whether the image is drawn as its own colours or as a template in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self; copy.renderingMode = renderingMode; return copy
    }

    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// The name shown where the image cannot be drawn (`star.fill`).
    var describedName: String {
        switch source {
        case .asset(let name), .system(let name), .file(let name): return name
        }
    }

    /// How a resizable image fills (SwiftUI `Image.ResizingMode`).
    public enum ResizingMode: Sendable, Hashable { case stretch, tile }
    /// Original colours or a template (SwiftUI `Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    /// Sampling quality (SwiftUI `Image.Interpolation`).
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    /// A symbol's size beside text (SwiftUI `Image.Scale`).
    public enum Scale: Sendable, Hashable { case small, medium, large }
}

/// How a symbol's layers are coloured (SwiftUI `SymbolRenderingMode`); Listshot draws one colour.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Variants of a symbol (SwiftUI `SymbolVariants`): `.fill`, `.circle`, `.square`, `.slash`.
public struct SymbolVariants: Sendable, Hashable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }
}

extension Image: View, PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        switch source {
        case .system(let name):
            return [SymbolLowering.node(name: name, in: context)]
        case .file(let path):
            return [ViewNode(.image(ViewImage(path, size: nil, isResizable: isResizable)))]
        case .asset(let name):
            let environment = context.environment
            guard let found = environment.listshot.assets.image(name, environment.colorScheme) else {
                context.note("Image(\"\(name)\") is not in the asset catalogs: drawn as a placeholder (docs/assets.md)")
                return [ViewNode(.shape(.rectangle, fill: .system("systemGray5"), stroke: ViewStroke(color: .system("systemGray"), width: 1)))
                    .modifier(.frame(ViewFrame(width: isResizable ? nil : 24, height: isResizable ? nil : 24)))]
            }
            return [ViewNode(.image(ViewImage(found.path, size: found.size, isResizable: isResizable)))]
        }
    }
}
