import Foundation
import ListshotCore
import ListshotText

/// A brand font file a theme names under `fonts`, with the face the theme expects in it.
///
/// ```json
/// "fonts": [{ "file": "fonts/BrandSans-Regular.otf", "family": "Brand Sans", "weight": "regular" }]
/// ```
public struct ThemeFont: Sendable, Hashable {
    /// The path as the theme wrote it, relative to the theme file.
    public var file: String
    /// The absolute path it resolves to.
    public var path: String
    /// The family the file must hold; any family when `nil`.
    public var family: String?
    /// The weight the file must hold for `family`; any weight when `nil`.
    public var weight: FontWeight?

    public init(file: String, path: String, family: String? = nil, weight: FontWeight? = nil) {
        self.file = file; self.path = path; self.family = family; self.weight = weight
    }
}

extension Theme {
    /// The `fonts` array: each entry's file resolved against the theme file's folder.
    static func decodeFonts(_ value: Any?, reader: JSONReader) throws(ThemeError) -> [ThemeFont] {
        guard let value else { return [] }
        let list = try reader.array(value, at: "fonts")
        guard list.count <= 64 else { throw reader.fail("fonts", "names \(list.count) files; a theme may name at most 64.") }
        let file = reader.file
        guard file.hasSuffix(".json"), !file.hasPrefix("bundled theme ") else {
            throw reader.fail("fonts", "cannot be used in a bundled theme. Copy the theme into a folder of your own with its fonts and pass it with --themes.")
        }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var fonts: [ThemeFont] = []
        for (index, item) in list.enumerated() {
            let path = "fonts[\(index)]"
            let object = try reader.object(item, at: path, allowed: ["file", "family", "weight"])
            let relative = try reader.string(object["file"], at: "\(path).file")
            guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
                throw reader.fail("\(path).file", "'\(relative)' is absolute. Give a path relative to the theme file, so the render is the same on every machine.")
            }
            let family = try object["family"].map { v throws(ThemeError) in try reader.string(v, at: "\(path).family") }
            let weight = try object["weight"].map { v throws(ThemeError) -> FontWeight in
                let name = try reader.string(v, at: "\(path).weight")
                guard let weight = FontWeight(rawValue: name) else {
                    let names = FontWeight.allCases.map(\.rawValue)
                    let hint = Spelling.closest(to: name, in: Set(names)).map { " Did you mean '\($0)'?" } ?? ""
                    throw reader.fail("\(path).weight", "'\(name)' is not one of \(names.joined(separator: ", ")).\(hint)")
                }
                return weight
            }
            if weight != nil && family == nil {
                throw reader.fail("\(path).weight", "needs a family: name the family whose weight this is.")
            }
            let resolved = folder.appendingPathComponent(relative).standardizedFileURL.path
            fonts.append(ThemeFont(file: relative, path: resolved, family: family, weight: weight))
        }
        return fonts
    }
}
