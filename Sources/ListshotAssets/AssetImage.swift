/// One image file picked from an image set for a scale and appearance.
///
/// ```swift
/// if let hero = catalog.image(named: "Hero", scale: 3, appearance: .dark) {
///     print(hero.path, hero.scale, hero.pixelWidth ?? 0)   // …/Hero.imageset/hero@3x~dark.png 3 …
/// }
/// ```
public struct AssetImage: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable, Codable { case png, jpeg }

    /// The name `Image("…")` uses, with namespace folders.
    public var name: String
    /// Absolute path of the file.
    public var path: String
    /// The scale the file was drawn at (1, 2 or 3): its size in points is its pixel size divided by this.
    public var scale: Int
    /// The appearance the variant was made for; nil for the "any" variant.
    public var appearance: AssetAppearance?
    public var format: Format
    /// Pixel size, read from the PNG header (nil for JPEG files).
    public var pixelWidth: Int?
    public var pixelHeight: Int?
    /// `template-rendering-intent: template`: drawn as a mask in the foreground colour.
    public var isTemplate: Bool

    public init(name: String, path: String, scale: Int, appearance: AssetAppearance? = nil, format: Format = .png,
                pixelWidth: Int? = nil, pixelHeight: Int? = nil, isTemplate: Bool = false) {
        self.name = name; self.path = path; self.scale = scale; self.appearance = appearance; self.format = format
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.isTemplate = isTemplate
    }
}

/// Every usable file of one image set, before a scale and appearance are picked.
struct ImageSet: Sendable, Hashable {
    struct Variant: Sendable, Hashable {
        var image: AssetImage
        /// `iphone` variants win over `universal` ones at the same scale and appearance.
        var iphone: Bool
    }

    var name: String
    var variants: [Variant]

    /// The scale to use for `wanted` among `available`: the same, else the next higher, else the
    /// highest lower (docs/assets.md, "Picking a scale").
    static func pickScale(_ wanted: Int, from available: Set<Int>) -> Int? {
        if available.contains(wanted) { return wanted }
        if let higher = available.filter({ $0 > wanted }).min() { return higher }
        return available.filter { $0 < wanted }.max()
    }

    func pick(scale: Int, appearance: AssetAppearance) -> AssetImage? {
        // The variants for the appearance asked for, else the "any" ones, else (a set whose every
        // file is for one appearance still draws) the other appearance's.
        let exact = variants.filter { $0.image.appearance == appearance }
        let any = exact.isEmpty ? variants.filter { $0.image.appearance == nil } : exact
        let pool = any.isEmpty ? variants : any
        guard let chosen = Self.pickScale(scale, from: Set(pool.map(\.image.scale))) else { return nil }
        let atScale = pool.filter { $0.image.scale == chosen }
        return (atScale.first(where: \.iphone) ?? atScale.first)?.image
    }
}
