import ListshotCore

/// A part of a theme whose upstream version the theme records under `sources` (docs/mistica.md "Brands").
///
/// ```json
/// "sources": {"radii": "Telefonica/mistica-ios Sources/MisticaCommon/Radius/Brands/MovistarCornerRadius.swift @ 0995454a…"}
/// ```
public enum ThemeSource: String, Sendable, Hashable, CaseIterable {
    /// The file and commit the `radii` values were read from.
    case radii
}

extension Theme {
    /// The longest `sources` entry: a repository, a path and a 40-digit commit fit with room to spare.
    static let maximumSourceLength = 300

    /// Reads the optional `sources` object: known keys only, each a one-line text of at most 300 characters.
    static func decodeSources(_ value: Any?, reader: JSONReader) throws(ThemeError) -> [ThemeSource: String] {
        guard let value else { return [:] }
        let known = Set(ThemeSource.allCases.map(\.rawValue))
        var sources: [ThemeSource: String] = [:]
        for (key, item) in try reader.object(value, at: "sources", allowed: known) {
            let path = "sources.\(key)"
            let text = try reader.string(item, at: path)
            let scalars = text.unicodeScalars
            if scalars.count > maximumSourceLength {
                throw reader.fail(path, "is \(scalars.count) characters long; a source names a file and a commit in at most \(maximumSourceLength). Shorten it.")
            }
            if scalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw reader.fail(path, "contains a control character (a line break or an escape). Write the source on one line, as 'owner/repo path @ commit'.")
            }
            if let source = ThemeSource(rawValue: key) { sources[source] = text }
        }
        return sources
    }
}
