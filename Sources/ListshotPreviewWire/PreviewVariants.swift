import ListshotCore

/// The variants every preview is drawn in, unless the preview pins one itself
/// (`.preferredColorScheme(.dark)` draws only night): appearances, Dynamic Type sizes, layout
/// directions and devices, with the theme (docs/previews.md, "Variants").
///
/// ```swift
/// PreviewVariants(appearances: [.day], contentSizes: [.default, .accessibility3], devices: ["iphone16-pro", "iphone-se"])
/// ```
public struct PreviewVariants: Sendable, Hashable, Codable {
    public var appearances: [Appearance]
    public var contentSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    /// Listshot device preset names (`listshot devices`); the first draws a preview that names none.
    public var devices: [String]
    public var theme: String

    public init(appearances: [Appearance] = [.day, .night], contentSizes: [ContentSizeCategory] = [.default],
                directions: [LayoutDirection] = [.leftToRight], devices: [String] = ["iphone16-pro"], theme: String = "ios") {
        self.appearances = appearances; self.contentSizes = contentSizes; self.directions = directions
        self.devices = devices; self.theme = theme
    }
}

/// What the CLI asks the preview runner for: which previews (all when nil), in which variants.
public struct PreviewRunRequest: Sendable, Hashable, Codable {
    public var ids: [String]?
    public var variants: PreviewVariants
    /// The folder the app's asset catalogs and string tables are found in.
    public var assetsFolder: String?

    public init(ids: [String]? = nil, variants: PreviewVariants = PreviewVariants(), assetsFolder: String? = nil) {
        self.ids = ids; self.variants = variants; self.assetsFolder = assetsFolder
    }
}

/// What the runner answers: every preview asked for, lowered to a screen per variant.
public struct PreviewRunOutput: Sendable, Hashable, Codable {
    public var previews: [RenderedPreview]
    /// Ids asked for that the runner does not know (their file left the build).
    public var unknown: [String]

    public init(previews: [RenderedPreview], unknown: [String]) { self.previews = previews; self.unknown = unknown }
}

/// One preview as drawn: a `#Preview`, or one top-level child of a provider's `previews`.
public struct RenderedPreview: Sendable, Hashable, Codable {
    /// The source preview's id (`FILE:L<line>C<column>` or `FILE:TYPE`).
    public var id: String
    /// The child's index among a provider's previews (0 for a `#Preview`), and how many there are.
    public var index: Int
    public var count: Int
    /// `#Preview("NAME")` or `.previewDisplayName("NAME")`.
    public var displayName: String?
    public var variants: [RenderedVariant]

    public init(id: String, index: Int, count: Int, displayName: String?, variants: [RenderedVariant]) {
        self.id = id; self.index = index; self.count = count; self.displayName = displayName; self.variants = variants
    }
}

/// One variant of a preview: its name suffix (`night.ax3.rtl`), the screen, and the lowering's notes.
public struct RenderedVariant: Sendable, Hashable, Codable {
    /// `appearance[.size][.rtl][.landscape][.DEVICE]`, as a spec's variants are named.
    public var suffix: String
    public var screen: Screen
    public var notes: [String]

    public init(suffix: String, screen: Screen, notes: [String]) { self.suffix = suffix; self.screen = screen; self.notes = notes }
}
