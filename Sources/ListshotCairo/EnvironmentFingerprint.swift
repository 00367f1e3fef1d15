/// What a render depends on besides its input: library versions and the SHA-256 of every font
/// file. Stored in a catalog's manifest so a verify on another machine can say *why* pixels
/// moved. The backend computes it (`EnvironmentFingerprint.current(catalog:)`, EnvironmentFingerprint+Cairo.swift);
/// the regression engine only stores and compares it.
///
/// ```swift
/// let fingerprint = try EnvironmentFingerprint.current()
/// print(fingerprint.summary)   // cairo 1.16.0, pango 1.50.12, …
/// ```
public struct EnvironmentFingerprint: Sendable, Hashable, Codable {
    public struct FontFile: Sendable, Hashable, Codable {
        public var path: String
        public var sha256: String

        public init(path: String, sha256: String) { self.path = path; self.sha256 = sha256 }
    }

    public var cairo: String
    public var pango: String
    public var fontconfig: String
    public var harfbuzz: String
    public var fonts: [FontFile]

    public init(cairo: String, pango: String, fontconfig: String, harfbuzz: String, fonts: [FontFile]) {
        self.cairo = cairo; self.pango = pango; self.fontconfig = fontconfig; self.harfbuzz = harfbuzz; self.fonts = fonts
    }

    /// One line naming the library versions and how many fonts were hashed.
    public var summary: String {
        "cairo \(cairo), pango \(pango), fontconfig \(fontconfig), harfbuzz \(harfbuzz), \(fonts.count) font files"
    }

    /// Human-readable differences from `other`: empty exactly when the two are equal, so a
    /// refusal or warning based on them always names something.
    public func differences(from other: EnvironmentFingerprint) -> [String] {
        var result: [String] = []
        for (name, mine, theirs) in [("cairo", cairo, other.cairo), ("pango", pango, other.pango),
                                     ("fontconfig", fontconfig, other.fontconfig), ("harfbuzz", harfbuzz, other.harfbuzz)]
        where mine != theirs {
            result.append("\(name) \(theirs) → \(mine)")
        }
        let theirFonts = Dictionary(other.fonts.map { ($0.path, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        let myPaths = Set(fonts.map(\.path))
        for font in fonts where theirFonts[font.path] != font.sha256 {
            result.append(theirFonts[font.path] == nil ? "font added: \(font.path)" : "font changed: \(font.path)")
        }
        for font in other.fonts where !myPaths.contains(font.path) {
            result.append("font removed: \(font.path)")
        }
        if result.isEmpty && self != other {
            // Same files and hashes, listed in another order or with a path twice.
            result.append("font list reordered: \(other.fonts.count) → \(fonts.count) entries")
        }
        return result
    }
}
