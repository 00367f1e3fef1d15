/// One string table of an app (`Localizable` by default) in every language found: old-style
/// `<language>.lproj/<Table>.strings` files and `<Table>.xcstrings` string catalogs
/// (docs/assets.md, "String tables"). `.stringsdict` files are not read yet.
///
/// A lookup tries the language asked for (`pt-BR`, then `pt`), then the source language, and
/// ends with the key itself, as `Text("key")` does on a device.
///
/// ```swift
/// let table = try StringsTable.load(from: "MyApp")
/// table.string(forKey: "welcome", locale: "de")   // "Willkommen"
/// table.string(forKey: "unknown", locale: "de")   // "unknown"
/// ```
public struct StringsTable: Sendable {
    /// The table's name (`Localizable`).
    public var name: String
    /// The language keys fall back to (the string catalog's `sourceLanguage`, else the one given).
    public var sourceLanguage: String
    /// Files that could not be read, each with its place and what to do; the rest were read.
    public var problems: [AssetError] = []
    /// The files read, in order.
    public var files: [String] = []

    /// Value by key, by normalised language tag (lower case, `-` between subtags).
    var values: [String: [String: String]] = [:]
    /// Keys a string catalog lists (a listed key with no value shows the source text or the key).
    var catalogKeys: Set<String> = []

    /// An empty table; add files with ``adding(stringsFile:language:)`` and ``adding(xcstringsFile:)``.
    ///
    /// ```swift
    /// let table = try StringsTable(name: "Localizable").adding(stringsFile: "en.lproj/Localizable.strings", language: "en")
    /// ```
    public init(name: String = "Localizable", sourceLanguage: String = "en") {
        self.name = name
        self.sourceLanguage = sourceLanguage
    }

    /// The languages that have values, normalised and sorted.
    public var languages: [String] { values.keys.sorted() }

    /// The text for `key` in `locale` (a BCP 47 tag or `en_US`), falling back to the source
    /// language and then to the key itself.
    ///
    /// ```swift
    /// table.string(forKey: "items %lld", locale: "pt-BR")   // "%lld itens"
    /// ```
    public func string(forKey key: String, locale: String) -> String {
        value(forKey: key, locale: locale) ?? key
    }

    /// The text for `key`, or nil when no language asked for or fallen back to has it (the caller
    /// may note a missing key; ``string(forKey:locale:)`` shows the key instead).
    ///
    /// ```swift
    /// table.value(forKey: "missing", locale: "en")   // nil
    /// ```
    public func value(forKey key: String, locale: String) -> String? {
        for language in Self.fallbacks(for: locale) + Self.fallbacks(for: sourceLanguage) {
            if let text = values[language]?[key] { return text }
        }
        return nil
    }

    /// Whether any language, or the string catalog's key list, has `key`.
    public func contains(key: String) -> Bool {
        catalogKeys.contains(key) || values.values.contains { $0[key] != nil }
    }

    /// `pt_BR` → `["pt-br", "pt"]`; `zh-Hans-CN` → `["zh-hans-cn", "zh-hans", "zh"]`.
    static func fallbacks(for locale: String) -> [String] {
        var parts = normalise(locale).split(separator: "-").map(String.init)
        var tags: [String] = []
        while !parts.isEmpty { tags.append(parts.joined(separator: "-")); parts.removeLast() }
        return tags
    }

    static func normalise(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
