import CCairo
import Foundation
import ListshotImage
@testable import ListshotCairo
import ListshotTestSupport
import Testing

/// Catalog files reach fontconfig through a cached folder of symlinks: built once per set of
/// file identities, reused without a rescan, rebuilt when tampered with, pruned, and never
/// different from adding the files one by one.
@Suite("Font set directory")
struct FontSetDirectoryTests {
    let scratch: ScratchFolder
    let root: URL
    let catalog: FontCatalog

    /// Two copies of the fixture font in a scratch folder, and an empty cache root beside them.
    init() throws {
        scratch = try ScratchFolder(prefix: "listshot-fontset")
        root = scratch.url.appendingPathComponent("cache/listshot/fontconfig")
        var files: [FontCatalog.File] = []
        for name in ["Serif One.ttf", "SerifTwo.ttf"] {
            let copy = scratch.url.appendingPathComponent("fonts/\(name)")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Fixture.brandFont, to: copy)
            files.append(.init(family: "Noto Serif", path: copy.path, package: "fonts-test"))
        }
        catalog = FontCatalog(files: files, fallbackFamilies: [])
    }

    var sets: URL { root.appendingPathComponent("sets") }
    var fontconfigCache: URL { root.appendingPathComponent("cache") }

    func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Inode and modification time: equal only if the item was not replaced or written.
    func identity(_ url: URL) throws -> RegularFile.Identity {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return RegularFile.Identity(device: 0, inode: (attributes[.systemFileNumber] as? UInt64) ?? 0,
                                    size: (attributes[.size] as? Int) ?? 0, modifiedNanoseconds: Int64(modified * 1e9), changedNanoseconds: 0)
    }

    /// Every application font of `config`, unparsed (file, family, style, charset…), in order.
    static func fonts(_ config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).map { index in
            guard let pattern = fonts[index], let text = FcNameUnparse(pattern) else { return "" }
            defer { free(text) }
            return String(cString: text)
        }
    }

    /// The file of every application font of `config`, in order.
    static func files(_ config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).map { index in
            var file: UnsafeMutablePointer<FcChar8>?
            guard let pattern = fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
                  let file else { return "" }
            return String(cString: file)
        }
    }

    /// `family:style` of every application font of `config`, in order.
    static func familiesAndStyles(_ config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).map { index in
            var family: UnsafeMutablePointer<FcChar8>?
            var style: UnsafeMutablePointer<FcChar8>?
            guard let pattern = fonts[index], FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch,
                  FcPatternGetString(pattern, FC_STYLE, 0, &style) == FcResultMatch, let family, let style else { return "" }
            return String(cString: family) + ":" + String(cString: style)
        }
    }

    /// The fonts of `catalog` added through the set folder under `root` (no fallback allowed).
    func fontsThroughSet(_ catalog: FontCatalog) throws -> [String] {
        let config = try FontConfiguration.fromSetDirectory(catalog: catalog, root: root)
        defer { FcConfigDestroy(config) }
        return Self.fonts(config)
    }

    /// The fonts of `catalog` added one file at a time, as without a cache folder.
    func fontsScanned(_ catalog: FontCatalog) throws -> [String] {
        let config = try FontConfiguration.make(catalog: catalog, cacheRoot: nil)
        defer { FcConfigDestroy(config) }
        return Self.fonts(config)
    }

    @Test func aSetIsBuiltOnceAndReusedWithoutARescan() throws {
        let first = try fontsThroughSet(catalog)
        let keys = try names(in: sets)
        #expect(keys.count == 1 && FontSetDirectory.isKey(keys[0]))
        let folder = sets.appendingPathComponent(keys[0])
        #expect(try names(in: folder) == ["00-Serif_One.ttf", "01-SerifTwo.ttf"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("01-SerifTwo.ttf").path)
                == catalog.files[1].path)
        let caches = try names(in: fontconfigCache).filter { $0.contains(".cache-") }
        #expect(caches.count == 1)
        let folderBefore = try identity(folder)
        let cacheBefore = try identity(fontconfigCache.appendingPathComponent(caches[0]))

        // A second configuration (as a second process would) reads fontconfig's cache: the set
        // folder is untouched and the cache file is neither rewritten nor replaced.
        let second = try fontsThroughSet(catalog)
        #expect(second == first)
        #expect(try identity(folder) == folderBefore)
        #expect(try identity(fontconfigCache.appendingPathComponent(caches[0])) == cacheBefore)
        #expect(try names(in: sets) == keys)
        #expect(try FontSetDirectory.prepare(catalog: catalog, root: root, fontconfigVersion: FcGetVersion()).created == false)
        // Fonts name the real files, as adding them one by one does.
        let config = try FontConfiguration.fromSetDirectory(catalog: catalog, root: root)
        defer { FcConfigDestroy(config) }
        #expect(Self.files(config) == catalog.files.map(\.path))
    }

    @Test func aChangedFileGetsANewSet() throws {
        _ = try fontsThroughSet(catalog)
        let before = try FontSetDirectory.key(for: catalog, fontconfigVersion: FcGetVersion())
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)],
                                              ofItemAtPath: catalog.files[1].path)
        let after = try FontSetDirectory.key(for: catalog, fontconfigVersion: FcGetVersion())
        #expect(after != before)
        _ = try fontsThroughSet(catalog)
        #expect(try names(in: sets) == [before, after].sorted())
        // The order of the files is part of the key too.
        let reversed = FontCatalog(files: catalog.files.reversed(), fallbackFamilies: [])
        #expect(try FontSetDirectory.key(for: reversed, fontconfigVersion: FcGetVersion()) != after)
    }

    enum Tampering: String, CaseIterable { case retargeted, extraEntry, missingEntry, regularFile, folderIsASymlink }

    @Test(arguments: Tampering.allCases)
    func aTamperedSetIsRebuilt(_ tampering: Tampering) throws {
        let expected = try fontsThroughSet(catalog)
        let key = try FontSetDirectory.key(for: catalog, fontconfigVersion: FcGetVersion())
        let folder = sets.appendingPathComponent(key)
        let link = folder.appendingPathComponent("01-SerifTwo.ttf")
        let elsewhere = scratch.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let bait = scratch.url.appendingPathComponent("bait.txt")
        try Data("not a font".utf8).write(to: bait)
        switch tampering {
        case .retargeted:
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: catalog.files[0].path)
        case .extraEntry:
            try Data("00000000-0000-0000-0000-000000000000".utf8).write(to: folder.appendingPathComponent(".uuid"))
        case .missingEntry:
            try FileManager.default.removeItem(at: link)
        case .regularFile:
            try FileManager.default.removeItem(at: link)
            try FileManager.default.copyItem(atPath: catalog.files[1].path, toPath: link.path)
        case .folderIsASymlink:
            // A look-alike elsewhere whose removal must not reach through the link.
            try FileManager.default.createSymbolicLink(atPath: elsewhere.appendingPathComponent("00-Serif_One.ttf").path,
                                                       withDestinationPath: bait.path)
            try PrivateFolder.remove(folder.path)
            try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: elsewhere.path)
        }
        let set = try FontSetDirectory.prepare(catalog: catalog, root: root, fontconfigVersion: FcGetVersion())
        #expect(set.created)
        #expect(PrivateFolder.holdsExactly(set.path, set.entries))
        #expect(try fontsThroughSet(catalog) == expected)
        #expect(FileManager.default.fileExists(atPath: bait.path))
        #expect(FileManager.default.fileExists(atPath: catalog.files[1].path))
        if tampering == .folderIsASymlink {
            #expect(try names(in: elsewhere) == ["00-Serif_One.ttf"])
        }
    }

    @Test func bothWaysFindTheSameFontsInTheSameOrder() throws {
        let stock = FontCatalog.debian
        let scanned = try fontsScanned(stock)
        let built = try fontsThroughSet(stock)    // scanned by fontconfig into its cache
        let cached = try fontsThroughSet(stock)   // read from that cache
        #expect(scanned.count >= stock.files.count)
        #expect(built == scanned)
        #expect(cached == scanned)
        let perFile = try FontConfiguration.make(catalog: stock, cacheRoot: nil)
        defer { FcConfigDestroy(perFile) }
        let throughSet = try FontConfiguration.make(catalog: stock, cacheRoot: root)
        defer { FcConfigDestroy(throughSet) }
        #expect(Self.familiesAndStyles(perFile) == Self.familiesAndStyles(throughSet))
        #expect(Self.familiesAndStyles(perFile).first == "Inter:Light")
    }

    @Test func withoutAUsableCacheFolderFilesAreScanned() throws {
        let expected = try fontsScanned(catalog)
        #expect(expected.count == 2)
        // A cache root that cannot be a folder: make falls back and finds the same fonts.
        let blocked = scratch.url.appendingPathComponent("blocked")
        try Data().write(to: blocked)
        #expect(throws: FontSetUnusable.self) { try FontConfiguration.fromSetDirectory(catalog: catalog, root: blocked) }
        let config = try FontConfiguration.make(catalog: catalog, cacheRoot: blocked)
        defer { FcConfigDestroy(config) }
        #expect(Self.fonts(config) == expected)
    }

    @Test func anUnreadableFontIsNamedByItsRealPath() throws {
        let broken = scratch.url.appendingPathComponent("fonts/Broken.ttf")
        try Data("not a font at all".utf8).write(to: broken)
        var files = catalog.files
        files.append(.init(family: "Broken", path: broken.path, package: "fonts-broken"))
        let withBroken = FontCatalog(files: files, fallbackFamilies: [])
        #expect(throws: FontSetUnusable.self) { try FontConfiguration.fromSetDirectory(catalog: withBroken, root: root) }
        #expect(throws: RenderError.fontUnreadable(path: broken.path, package: "fonts-broken")) {
            try FontConfiguration.make(catalog: withBroken, cacheRoot: root)
        }
    }

    @Test func aCacheRootWithMarkupCharactersWorks() throws {
        let odd = scratch.url.appendingPathComponent("a & <b>")
        let config = try FontConfiguration.fromSetDirectory(catalog: catalog, root: odd)
        FcConfigDestroy(config)
        #expect(try names(in: odd.appendingPathComponent("cache")).contains { $0.contains(".cache-") })
    }

    @Test func parallelBuildersAgreeOnOneFolder() throws {
        let paths = LockedPaths()
        let (catalog, root) = (catalog, root)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            paths.add(try? FontSetDirectory.prepare(catalog: catalog, root: root, fontconfigVersion: FcGetVersion()).path)
        }
        #expect(paths.values.count == 8 && Set(paths.values).count == 1)
        #expect(try names(in: sets).count == 1)   // no temporary folder left behind
    }

    final class LockedPaths: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [String] = []
        func add(_ path: String?) { lock.withLock { if let path { values.append(path) } } }
    }

    @Test func pruningKeepsTheNewestSetsAndOnlyRemovesLinks() throws {
        let target = scratch.url.appendingPathComponent("target.txt")
        try Data("kept".utf8).write(to: target)
        try FileManager.default.createDirectory(at: sets, withIntermediateDirectories: true)
        let now = Date()
        var keys: [String] = []
        for index in 0..<20 {
            let key = String(format: "%064lx", index)
            let folder = sets.appendingPathComponent(key)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("00-target").path,
                                                       withDestinationPath: target.path)
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(Double(index - 100))],
                                                  ofItemAtPath: folder.path)
            keys.append(key)
        }
        for (name, age) in [("not-a-set", 7200.0), (".tmp-abandoned", 7200), (".tmp-building", 0)] {
            try FileManager.default.createDirectory(at: sets.appendingPathComponent(name), withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)],
                                                  ofItemAtPath: sets.appendingPathComponent(name).path)
        }
        // A set-named symlink to a folder outside is not a set: neither counted nor followed.
        let outside = scratch.url.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data().write(to: outside.appendingPathComponent("precious"))
        try FileManager.default.createSymbolicLink(atPath: sets.appendingPathComponent(String(repeating: "f", count: 64)).path,
                                                   withDestinationPath: outside.path)

        let removed = FontSetDirectory.prune(sets.path, keeping: keys[0])
        // 20 sets, limit 16: the four oldest go, except the one being kept.
        #expect(removed == keys[1...4].map { sets.appendingPathComponent($0).path })
        let left = try names(in: sets)
        #expect(left.filter(FontSetDirectory.isKey).count == 17)   // 16 sets and the symlink
        #expect(left.contains(keys[0]) && left.contains("not-a-set") && left.contains(".tmp-building"))
        #expect(!left.contains(".tmp-abandoned"))
        #expect(FileManager.default.fileExists(atPath: target.path))
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious").path))
    }
}
