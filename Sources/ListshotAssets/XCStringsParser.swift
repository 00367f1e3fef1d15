/// A string catalog (`.xcstrings`, JSON): `sourceLanguage`, and `strings` → key →
/// `localizations` → language → `stringUnit` {`state`, `value`} or `variations` (`plural` → the
/// `other` form; `device` → `iphone`, else `other`), nested as Xcode nests them. `substitutions`
/// are not expanded (docs/assets.md, "String tables").
///
/// ```swift
/// let catalog = try XCStringsParser.parse(bytes, file: "Localizable.xcstrings")
/// catalog.values["de"]?["Hello"]   // "Hallo"
/// ```
enum XCStringsParser {
    struct Catalog: Sendable, Hashable {
        var sourceLanguage: String
        /// Value by key, by language tag as written in the file.
        var values: [String: [String: String]]
        /// Every key the catalog has, localized or not.
        var keys: Set<String>
    }

    static func parse(_ bytes: [UInt8], file: String) throws(AssetError) -> Catalog {
        let root = try JSONNode.parse(bytes, file: file)
        guard root.isObject else { throw root.error(file, "is \(root.kindName), not an object. A string catalog is one JSON object with \"sourceLanguage\" and \"strings\".") }
        guard let source = root["sourceLanguage"]?.string, !source.isEmpty else {
            throw (root["sourceLanguage"] ?? root).error(file, "has no \"sourceLanguage\" string. Open the catalog in Xcode to set one, or add \"sourceLanguage\": \"en\".")
        }
        var catalog = Catalog(sourceLanguage: source, values: [:], keys: [])
        guard let strings = root["strings"] else { return catalog }
        guard strings.isObject else { throw strings.error(file, "is \(strings.kindName), not an object of keys.") }
        for key in strings.keys {
            guard let entry = strings[key] else { continue }
            catalog.keys.insert(key)
            guard entry.isObject else { throw entry.error(file, "is \(entry.kindName), not an object. Each key maps to an object with \"localizations\".") }
            guard let localizations = entry["localizations"] else { continue }
            guard localizations.isObject else { throw localizations.error(file, "is \(localizations.kindName), not an object of languages.") }
            for language in localizations.keys {
                guard let localization = localizations[language], let value = try resolve(localization, file: file) else { continue }
                catalog.values[language, default: [:]][key] = value
            }
        }
        return catalog
    }

    /// The text of a localization: its string unit, or the form variations lead to; nil when it has neither.
    static func resolve(_ node: JSONNode, file: String, depth: Int = 0) throws(AssetError) -> String? {
        guard node.isObject else { throw node.error(file, "is \(node.kindName), not an object with \"stringUnit\" or \"variations\".") }
        if let unit = node["stringUnit"] {
            guard let valueNode = unit["value"] else { throw unit.error(file, "has no \"value\". Give the string a value in Xcode.") }
            guard let value = valueNode.string else { throw valueNode.error(file, "is \(valueNode.kindName), not a string.") }
            return value
        }
        guard let variations = node["variations"], depth < 4 else { return nil }
        guard variations.isObject else { throw variations.error(file, "is \(variations.kindName), not an object.") }
        if let plural = variations["plural"] {
            guard let other = plural["other"] else {
                throw plural.error(file, "has no \"other\" form, which is the one used. Add the Other plural form in Xcode.")
            }
            return try resolve(other, file: file, depth: depth + 1)
        }
        if let device = variations["device"] {
            guard let form = device["iphone"] ?? device["other"] else { return nil }
            return try resolve(form, file: file, depth: depth + 1)
        }
        return nil
    }
}
