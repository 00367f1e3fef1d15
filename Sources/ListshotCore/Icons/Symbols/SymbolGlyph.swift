/// One Lucide glyph that system symbols draw: its subpaths in a 24×24 view box, each with the role
/// the `.fill` variant reads (docs/symbols.md "Variants").
///
/// ```swift
/// let envelope = SymbolGlyph(key: "mail")   // a closed outline and a flap cut out of it when filled
/// ```
public struct SymbolGlyph: Sendable, Hashable {
    /// What `.fill` does with a subpath.
    public enum Role: Sendable, Hashable {
        /// A closed outline: filled (and stroked) in `.fill`.
        case outline
        /// An open stroke: stroked only.
        case stroke
        /// Detail inside an outline (an envelope's flap, an eye's pupil): knocked out of the filled shape.
        case cutout
    }

    /// One subpath and its role.
    public struct Part: Sendable, Hashable {
        public var role: Role
        public var path: VectorPath
        public init(role: Role, path: VectorPath) { self.role = role; self.path = path }
    }

    /// The Lucide file name (with an element selection, e.g. `info[1,2]`).
    public var key: String
    public var parts: [Part]

    /// Lucide's view box, 24×24.
    public static let viewBox = Size(width: 24, height: 24)
    /// Lucide's stroke width in view-box units (round caps and joins, as ``Icon``).
    public static let strokeWidth = 2.0

    /// The glyph `key` names in the generated data, or nil.
    ///
    /// ```swift
    /// SymbolGlyph(key: "star")?.parts.count   // 1
    /// ```
    public init?(key: String) {
        guard let text = Self.encoded[key] else { return nil }
        var parts: [Part] = []
        for piece in text.split(separator: ";") {
            guard piece.count > 2, let colon = piece.firstIndex(of: ":"),
                  let path = VectorPath(svgString: String(piece[piece.index(after: colon)...])) else { return nil }
            let role: Role
            switch piece[..<colon] {
            case "b": role = .outline
            case "o": role = .stroke
            case "c": role = .cutout
            default: return nil
            }
            parts.append(Part(role: role, path: path))
        }
        self.key = key; self.parts = parts
    }

    /// Every glyph key the generated data holds.
    public static var allKeys: [String] { encoded.keys.sorted() }

    /// The subpaths of `roles`, as one path.
    func path(_ roles: Set<Role>) -> VectorPath {
        VectorPath(parts.filter { roles.contains($0.role) }.flatMap(\.path.commands))
    }
}

extension VectorPath {
    /// This path scaled by `scale` about (`cx`, `cy`).
    func scaled(_ scale: Double, about cx: Double, _ cy: Double) -> VectorPath {
        func x(_ v: Double) -> Double { cx + (v - cx) * scale }
        func y(_ v: Double) -> Double { cy + (v - cy) * scale }
        return VectorPath(commands.map { command in
            switch command {
            case .move(let a, let b): return .move(x(a), y(b))
            case .line(let a, let b): return .line(x(a), y(b))
            case .cubic(let a, let b, let c, let d, let e, let f): return .cubic(x(a), y(b), x(c), y(d), x(e), y(f))
            case .close: return .close
            }
        })
    }
}
