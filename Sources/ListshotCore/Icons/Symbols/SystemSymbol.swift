/// An SF Symbol name resolved onto a Lucide glyph: the base name, the variant, the glyph and
/// whether it mirrors right to left. Apple's symbols are not drawn (they may not be shipped):
/// the table in Scripts/symbols-table.txt maps each name onto an openly licensed glyph
/// (docs/symbols.md).
///
/// ```swift
/// let star = SystemSymbol.named("star.circle.fill")   // base "star", variant .circle.fill
/// SystemSymbol.named("star", variant: .fill)?.name     // "star.fill" (SwiftUI's symbolVariant)
/// ```
public struct SystemSymbol: Sendable, Hashable {
    /// One row of the table: a base name, its glyph, the variants it has.
    public struct Entry: Sendable, Hashable {
        public var baseName: String
        public var glyphKey: String
        /// Whether the bare base name is a symbol (`person.crop` is not; `person.crop.circle` is).
        public var hasBase: Bool
        /// The variants besides none that SF Symbols has for this name.
        public var variants: Set<SymbolVariants>
        /// Mirrors in right-to-left layouts (chevrons and arrows that point forward or back).
        public var isDirectional: Bool
        /// `.fill` fills open outlines too, closing them.
        public var fillsOpenOutlines: Bool
        /// The other base name whose glyph this one draws on purpose.
        public var aliasOf: String?

        /// Whether `variant` of this base is a symbol.
        public func has(_ variant: SymbolVariants) -> Bool { variant == .none ? hasBase : variants.contains(variant) }
    }

    public var entry: Entry
    public var variant: SymbolVariants
    public var glyph: SymbolGlyph

    /// The full name, e.g. `person.circle.fill`.
    public var name: String { entry.baseName + variant.suffix }
    public var isDirectional: Bool { entry.isDirectional }

    /// The symbol `name` names exactly (`star.fill`), or nil when the table has no such name or
    /// variant.
    ///
    /// ```swift
    /// SystemSymbol.named("chevron.right.fill")   // nil: SF Symbols has no filled chevron
    /// ```
    public static func named(_ name: String) -> SystemSymbol? {
        guard let (entry, variant) = parse(name), entry.has(variant), let glyph = SymbolGlyph(key: entry.glyphKey) else { return nil }
        return SystemSymbol(entry: entry, variant: variant, glyph: glyph)
    }

    /// `name` with `variant` applied as SwiftUI's `symbolVariant(_:)` applies it: the variant
    /// joins the name's own, and when the base has no such variant the nearest one it has is used
    /// (the shape without fill, then the name as written), as SwiftUI falls back silently. Nil
    /// only when `name` itself is not a symbol.
    ///
    /// ```swift
    /// SystemSymbol.named("person.circle", variant: .fill)?.name   // "person.circle.fill"
    /// SystemSymbol.named("chevron.right", variant: .fill)?.name   // "chevron.right"
    /// ```
    public static func named(_ name: String, variant: SymbolVariants) -> SystemSymbol? {
        guard let (entry, own) = parse(name), entry.has(own), let glyph = SymbolGlyph(key: entry.glyphKey) else { return nil }
        let wanted = own.union(variant)
        let candidates = [wanted, SymbolVariants(shape: wanted.shape), SymbolVariants(shape: own.shape, isFilled: wanted.isFilled), own]
        let chosen = candidates.first { entry.has($0) } ?? own
        return SystemSymbol(entry: entry, variant: chosen, glyph: glyph)
    }

    /// The table entry for `baseName`, or nil.
    public static func entry(_ baseName: String) -> Entry? { table.entries[baseName] }

    /// Every table entry, in the table's order.
    public static var entries: [Entry] { table.ordered }

    /// Every full name the table resolves (each base and each of its variants), sorted.
    public static var allNames: [String] {
        table.ordered.flatMap { entry in
            SymbolVariants.all.filter { entry.has($0) }.map { entry.baseName + $0.suffix }
        }.sorted()
    }

    /// Splits `name` into a table entry and a variant: the longest base that the table holds.
    static func parse(_ name: String) -> (Entry, SymbolVariants)? {
        guard name.utf8.count <= 200 else { return nil }
        if let entry = table.entries[name] { return (entry, .none) }
        for variant in SymbolVariants.all where variant != .none && name.hasSuffix(variant.suffix) {
            let base = String(name.dropLast(variant.suffix.count))
            if let entry = table.entries[base] { return (entry, variant) }
        }
        return nil
    }

    struct Table: Sendable {
        var entries: [String: Entry] = [:]
        var ordered: [Entry] = []
    }

    /// The parsed rows of the generated table (``tableRows``).
    static let table: Table = {
        var table = Table()
        for row in tableRows {
            let fields = row.split(separator: " ").map(String.init)
            guard fields.count >= 3 else { continue }
            let flags = fields[2] == "-" ? "" : fields[2]
            let variants = Set(SymbolVariants.all.filter { $0.flag.map(flags.contains) ?? false })
            let alias = fields.count > 3 && fields[3].hasPrefix("alias=") ? String(fields[3].dropFirst(6)) : nil
            let entry = Entry(baseName: fields[0], glyphKey: fields[1], hasBase: !flags.contains("x"), variants: variants,
                              isDirectional: flags.contains("d"), fillsOpenOutlines: flags.contains("a"), aliasOf: alias)
            if table.entries[entry.baseName] == nil { table.ordered.append(entry) }
            table.entries[entry.baseName] = entry
        }
        return table
    }()
}
