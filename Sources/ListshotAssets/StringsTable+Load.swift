import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading string tables from files and from a folder the user names.
///
/// ```swift
/// let table = try StringsTable.load(from: "MyApp", table: "Localizable")
/// for problem in table.problems { print(problem) }
/// ```
extension StringsTable {
    /// Every `<language>.lproj/<table>.strings` and `<table>.xcstrings` at or under `path` (hidden
    /// folders and build folders skipped, walk capped as for asset catalogs). A file that cannot
    /// be read is listed in ``problems``; the folder itself not being usable throws.
    ///
    /// ```swift
    /// let table = try StringsTable.load(from: "MyApp")
    /// ```
    public static func load(from path: String, table name: String = "Localizable", sourceLanguage: String = "en",
                            limits: AssetCatalog.Limits = AssetCatalog.Limits()) throws(AssetError) -> StringsTable {
        let root = try SafeFolder(path: path)
        var walker = Walker(root: root, limits: limits)
        var stringsFiles: [(String, String)] = []
        var catalogs: [String] = []
        try walk(path, depth: 0, name: name, walker: &walker, strings: &stringsFiles, catalogs: &catalogs)
        var table = StringsTable(name: name, sourceLanguage: sourceLanguage)
        table.problems = walker.problems
        for file in catalogs.sorted() {
            do throws(AssetError) { table = try table.adding(xcstringsFile: file, in: root) } catch { table.problems.append(error) }
        }
        for (file, language) in stringsFiles.sorted(by: { $0.0 < $1.0 }) {
            do throws(AssetError) { table = try table.adding(stringsFile: file, language: language, in: root) } catch { table.problems.append(error) }
        }
        return table
    }

    private static func walk(_ folder: String, depth: Int, name: String, walker: inout Walker,
                             strings: inout [(String, String)], catalogs: inout [String]) throws(AssetError) {
        guard depth <= walker.limits.searchDepth, try walker.enter(folder) else { return }
        let language = (folder as NSString).lastPathComponent.hasSuffix(".lproj")
            ? ((folder as NSString).lastPathComponent as NSString).deletingPathExtension : nil
        for entry in SafeFolder.entries(folder) ?? [] where !AssetCatalog.skippedFolders.contains(entry) {
            let child = (folder as NSString).appendingPathComponent(entry)
            if entry == name + ".xcstrings" {
                catalogs.append(child)
            } else if let language, entry == name + ".strings" {
                strings.append((child, language))
            } else if !entry.hasSuffix(".xcassets"), depth < walker.limits.searchDepth,
                      let kind = SafeFolder.kind(child), kind == S_IFDIR || kind == S_IFLNK {
                try walk(child, depth: depth + 1, name: name, walker: &walker, strings: &strings, catalogs: &catalogs)
            }
        }
    }

    /// This table with an old-style `.strings` file's entries for `language` added (later files
    /// replace earlier values for the same key). The file must be a regular file of at most 8 MiB
    /// inside the folder it was found in (or its own folder, when given alone).
    ///
    /// ```swift
    /// let table = try StringsTable().adding(stringsFile: "de.lproj/Localizable.strings", language: "de")
    /// ```
    public func adding(stringsFile path: String, language: String) throws(AssetError) -> StringsTable {
        try adding(stringsFile: path, language: language, in: SafeFolder(path: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent))
    }

    /// This table with a `.xcstrings` string catalog's values added; its `sourceLanguage` becomes the table's.
    ///
    /// ```swift
    /// let table = try StringsTable().adding(xcstringsFile: "Localizable.xcstrings")
    /// ```
    public func adding(xcstringsFile path: String) throws(AssetError) -> StringsTable {
        try adding(xcstringsFile: path, in: SafeFolder(path: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent))
    }

    func adding(stringsFile path: String, language: String, in root: SafeFolder) throws(AssetError) -> StringsTable {
        let entries = try StringsFileParser.parse(try root.read(path, cap: SafeFolder.stringsCap), file: path)
        var table = self
        table.values[Self.normalise(language), default: [:]].merge(entries) { _, new in new }
        table.files.append(path)
        return table
    }

    func adding(xcstringsFile path: String, in root: SafeFolder) throws(AssetError) -> StringsTable {
        let catalog = try XCStringsParser.parse(try root.read(path, cap: SafeFolder.stringsCap), file: path)
        var table = self
        table.sourceLanguage = catalog.sourceLanguage
        for (language, entries) in catalog.values {
            table.values[Self.normalise(language), default: [:]].merge(entries) { old, _ in old }
        }
        // A listed key with no value in the source language shows the key itself, which is what
        // Xcode's catalog means by a key with no source translation.
        table.catalogKeys.formUnion(catalog.keys)
        table.files.append(path)
        return table
    }
}
