import ListshotCore

/// A parsed spec file: one screen and the variants it asks for.
///
/// ```swift
/// let spec = try SpecParser.parse(file: "Snapshots/mistica/boxed-cells.yaml")
/// for variant in spec.variants { print(variant.fileStem) }   // boxed-cells.day, boxed-cells.night
/// ```
public struct ScreenSpec: Sendable {
    /// The file stem used for outputs (the spec's file name without extension).
    public var name: String
    /// A human title for galleries.
    public var title: String
    /// The path the spec was read from.
    public var file: String
    /// The screen at its first variant.
    public var screen: Screen
    public var appearances: [Appearance]
    public var contentSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    /// Orientations of a device frame; `[portrait]` or the spec's one orientation otherwise.
    public var orientations: [Orientation]
    /// Where the `theme` key sits in the file (line, column), for theme errors.
    public var themeLocation: (line: Int, column: Int)?
    /// The other files the spec reads, in the order first used: the component files
    /// (`Components/NAME.yaml`) its views use (docs/views.md "Components"), and the spec a
    /// presentation frames with `screen:` and its own inputs (docs/presentation.md). They are
    /// inputs of the spec as much as its own bytes.
    public var inputFiles: [String] = []
    /// Where the spec and its components name colour tokens, in reading order (``ColorTokenSite``).
    public var colorTokenSites: [ColorTokenSite] = []
    /// Variants made elsewhere, each screen already in its variant (a SwiftUI preview is lowered
    /// once per variant, docs/previews.md); nil computes them from ``screen``.
    public var explicitVariants: [Variant]?
    /// The folder the references go in; nil is the spec file's own folder.
    public var referenceFolder: String?

    /// A spec made in Swift rather than read from a file's text: `file` is what it was made from.
    public init(name: String, title: String, file: String, screen: Screen, appearances: [Appearance], contentSizes: [ContentSizeCategory],
                directions: [LayoutDirection], orientations: [Orientation], themeLocation: (line: Int, column: Int)? = nil,
                inputFiles: [String] = [], explicitVariants: [Variant]? = nil, referenceFolder: String? = nil,
                colorTokenSites: [ColorTokenSite] = []) {
        self.name = name; self.title = title; self.file = file; self.screen = screen; self.appearances = appearances
        self.contentSizes = contentSizes; self.directions = directions; self.orientations = orientations
        self.themeLocation = themeLocation; self.inputFiles = inputFiles; self.explicitVariants = explicitVariants
        self.referenceFolder = referenceFolder; self.colorTokenSites = colorTokenSites
    }

    /// One concrete rendering of the spec.
    public struct Variant: Sendable, Hashable {
        public var screen: Screen
        /// `name.appearance[.size][.rtl][.landscape]`, e.g. `boxed-cells.night.ax3.rtl`.
        public var fileStem: String

        public init(screen: Screen, fileStem: String) { self.screen = screen; self.fileStem = fileStem }
    }

    /// Every combination of orientation, appearance, content size and direction, in a stable order.
    ///
    /// Landscape adds `.landscape` to the name only when the spec asks for both orientations.
    public var variants: [Variant] {
        if let explicitVariants { return explicitVariants }
        var result: [Variant] = []
        for orientation in orientations {
            for direction in directions {
                for size in contentSizes {
                    for appearance in appearances {
                        var screen = self.screen
                        screen.appearance = appearance
                        screen.contentSize = size
                        screen.direction = direction
                        screen.frame = screen.frame.turned(to: orientation)
                        var stem = "\(name).\(appearance.rawValue)"
                        if size != .default { stem += ".\(size.rawValue)" }
                        if direction == .rightToLeft { stem += ".rtl" }
                        if orientations.count > 1 && orientation == .landscape { stem += ".landscape" }
                        result.append(Variant(screen: screen, fileStem: stem))
                    }
                }
            }
        }
        return result
    }
}
