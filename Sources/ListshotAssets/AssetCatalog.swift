import ListshotText

/// The images and colours of an app's asset catalogs, read from a folder the user names (an
/// `.xcassets` folder itself, or a folder with some inside; docs/assets.md).
///
/// Assets that cannot be used are left out and listed in ``problems``; unknown names give nil, and
/// ``note(forImageNamed:)`` / ``note(forColorNamed:)`` say why, with a suggestion.
///
/// ```swift
/// let catalog = try AssetCatalog.load(from: "MyApp")
/// let logo = catalog.image(named: "Logo", scale: 3, appearance: .dark)
/// let brand = catalog.color(named: "Brand")?.rgba(for: .dark)
/// for problem in catalog.problems { print(problem) }
/// ```
public struct AssetCatalog: Sendable {
    /// The folder the user named.
    public var root: String
    /// Every `.xcassets` folder read, in the order read (sorted by path); an earlier one wins a name both define.
    public var catalogs: [String]
    /// Assets left out, each with its file, place and what to do.
    public var problems: [AssetError]

    var images: [String: ImageSet] = [:]
    var colors: [String: AssetColor] = [:]
    /// Names of assets that exist but are not drawn yet, with the reason.
    var refused: [String: String] = [:]

    init(root: String, catalogs: [String] = [], problems: [AssetError] = []) {
        self.root = root; self.catalogs = catalogs; self.problems = problems
    }

    /// The names `Image("…")` can use, sorted.
    public var imageNames: [String] { images.keys.sorted() }
    /// The names `Color("…")` can use, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// The file of image set `name` for a screen `scale` (1, 2 or 3) and appearance, or nil when
    /// there is no such image. The scale is the one asked for when the set has it, else the next
    /// higher, else the highest lower; ``AssetImage/scale`` says which was taken.
    ///
    /// ```swift
    /// catalog.image(named: "Icons/Star", scale: 2)?.scale   // 3 when the set has only 1x and 3x
    /// ```
    public func image(named name: String, scale: Int = 3, appearance: AssetAppearance = .light) -> AssetImage? {
        images[name]?.pick(scale: scale, appearance: appearance)
    }

    /// The colour set `name`, or nil when there is none.
    ///
    /// ```swift
    /// catalog.color(named: "Brand")?.day   // #0066FF
    /// ```
    public func color(named name: String) -> AssetColor? {
        colors[name]
    }

    /// Near names for a name that was not found: the closest image and the closest colour name, if
    /// either is close enough to be a typo (ListshotText's `Spelling`).
    ///
    /// ```swift
    /// catalog.suggestions(for: "Brnad")   // ["Brand"]
    /// ```
    public func suggestions(for name: String) -> [String] {
        var found: [String] = []
        for names in [imageNames, colorNames] {
            if let near = Spelling.closest(to: name, in: names), !found.contains(near) { found.append(near) }
        }
        return found
    }

    /// Why `Image(name)` has nothing to draw, for a caller's note; nil when it has an image.
    ///
    /// ```swift
    /// catalog.note(forImageNamed: "Lgo")   // "No image named 'Lgo' in the asset catalogs under App. Did you mean 'Logo'?"
    /// ```
    public func note(forImageNamed name: String) -> String? {
        guard images[name] == nil else { return nil }
        if let reason = refused[name] { return "Image '\(name)' is not drawn: \(reason)".escapingControlCharacters }
        if colors[name] != nil { return "'\(name)' is a colour set, not an image set; use Color(\"\(name)\").".escapingControlCharacters }
        return missing("image", name, imageNames)
    }

    /// Why `Color(name)` has no colour, for a caller's note; nil when it has one.
    ///
    /// ```swift
    /// catalog.note(forColorNamed: "Brnad")   // "No colour named 'Brnad' in … Did you mean 'Brand'?"
    /// ```
    public func note(forColorNamed name: String) -> String? {
        guard colors[name] == nil else { return nil }
        if let reason = refused[name] { return "Colour '\(name)' is not used: \(reason)".escapingControlCharacters }
        if images[name] != nil { return "'\(name)' is an image set, not a colour set; use Image(\"\(name)\").".escapingControlCharacters }
        return missing("colour", name, colorNames)
    }

    private func missing(_ kind: String, _ name: String, _ names: [String]) -> String {
        let help = names.isEmpty ? "The catalogs have no \(kind) sets."
            : Spelling.help(for: name, in: names, known: "Known \(kind)s", docs: "docs/assets.md")
        return "No \(kind) named '\(name)' in the asset catalogs under \(root). \(help)".escapingControlCharacters
    }
}
