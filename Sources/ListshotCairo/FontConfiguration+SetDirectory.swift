import CCairo
import Foundation

extension FontConfiguration {
    /// A configuration holding `catalog`'s files, added as one folder of symlinks
    /// (``FontSetDirectory``) so fontconfig reads its cache of the folder instead of scanning
    /// every file; throws when anything about the folder or the fonts found is unexpected, and
    /// the caller then adds the files one by one.
    ///
    /// The fonts found are checked (each comes from one of the folder's symlinks, each file gave
    /// at least one) and then name the real files, exactly as adding the files one by one does:
    /// nothing refers to the set folder afterwards, so pruning it cannot break a running render.
    ///
    /// ```swift
    /// let config = try FontConfiguration.fromSetDirectory(catalog: .debian, root: cacheRoot)
    /// ```
    static func fromSetDirectory(catalog: FontCatalog, root: URL) throws(FontSetUnusable) -> OpaquePointer {
        let set = try FontSetDirectory.prepare(catalog: catalog, root: root, fontconfigVersion: FcGetVersion())
        // fontconfig trusts its cache files blindly: it sees only files Listshot sealed.
        let seal = try FontconfigCacheSeal.check(folder: FontSetDirectory.fontconfigCache(root: root),
                                                 seal: FontSetDirectory.fontconfigSeal(root: root))
        guard let config = empty(cacheDirectory: FontSetDirectory.fontconfigCache(root: root)) else {
            throw FontSetUnusable(reason: "the private fontconfig configuration did not parse")
        }
        // A new folder must be scanned, not matched with a cache of whatever was there before.
        for folder in set.pruned + (set.created ? [set.path] : []) { forgetCache(of: folder, config: config) }
        let added = set.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigAppFontAddDir(config, $0) }
        }
        do throws(FontSetUnusable) {
            guard added != 0 else { throw FontSetUnusable(reason: "fontconfig did not add \(set.path)") }
            try useRealFiles(config, set: set)
            seal.update()
        } catch {
            // Scanned while a file was unreadable, say: scan again next time.
            forgetCache(of: set.path, config: config)
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// Checks the application fonts of `config` came from `set`'s symlinks, every file giving at
    /// least one, and replaces each by a copy whose file is the catalog's path (fontconfig has
    /// no call to replace a configuration's font set, so the public set's entries are swapped).
    private static func useRealFiles(_ config: OpaquePointer, set: FontSetDirectory) throws(FontSetUnusable) {
        guard let fonts = FcConfigGetFonts(config, FcSetApplication), fonts.pointee.nfont > 0,
              let patterns = fonts.pointee.fonts else {
            throw FontSetUnusable(reason: "fontconfig found no fonts in \(set.path)")
        }
        // fontconfig names files under the folder's path as it canonicalises it.
        let folder = canonical(set.path)
        var index: [String: Int] = [:]
        for (position, entry) in set.entries.enumerated() { index[folder + "/" + entry.name] = position }
        var copies: [OpaquePointer] = []
        defer { for copy in copies { FcPatternDestroy(copy) } }
        var found = [Bool](repeating: false, count: set.entries.count)
        for position in 0..<Int(fonts.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            guard let pattern = patterns[position], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
                  let file, let entry = index[String(cString: file)] else {
                throw FontSetUnusable(reason: "fontconfig found a font outside \(set.path)")
            }
            found[entry] = true
            guard let copy = renamed(pattern, file: set.entries[entry].target) else {
                throw FontSetUnusable(reason: "cannot copy a fontconfig pattern")
            }
            copies.append(copy)
        }
        if let missing = found.firstIndex(of: false) {
            throw FontSetUnusable(reason: "fontconfig found no font in \(set.entries[missing].target)")
        }
        for (position, copy) in copies.enumerated() {
            let original = patterns[position]
            patterns[position] = copy
            if let original { FcPatternDestroy(original) }
        }
        copies.removeAll()
    }

    /// A copy of `pattern` whose file is `file`; the caller owns it.
    private static func renamed(_ pattern: OpaquePointer, file: String) -> OpaquePointer? {
        guard let copy = FcPatternDuplicate(pattern) else { return nil }
        FcPatternDel(copy, FC_FILE)
        let added = file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcPatternAddString(copy, FC_FILE, $0) }
        }
        guard added != 0 else {
            FcPatternDestroy(copy)
            return nil
        }
        return copy
    }

    /// `path` as fontconfig canonicalises file names (lexically: no `//`, `/.`, `/..`).
    private static func canonical(_ path: String) -> String {
        let copy = path.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcStrCopyFilename($0) }
        }
        guard let copy else { return path }
        defer { FcStrFree(copy) }
        return String(cString: copy)
    }

    /// Removes fontconfig's cache file of `folder` from the configuration's cache folder.
    private static func forgetCache(of folder: String, config: OpaquePointer) {
        _ = folder.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcDirCacheUnlink($0, config) }
        }
    }
}
