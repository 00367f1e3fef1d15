import CCairo
import Foundation
import ListshotCore
import ListshotText

/// Builds the private fontconfig configuration: only the catalog's files, an absolute cache
/// folder, and a bitmap-scaling rule so colour emoji (a bitmap font) scale to the requested size
/// instead of drawing at their native 109 px (docs/fonts.md).
///
/// The files are added through a folder of symlinks in the user's cache folder
/// (``FontSetDirectory``), whose scan fontconfig caches there: after the first run a fresh
/// process reads that cache instead of scanning every font file with FreeType. Without a usable
/// cache folder each file is scanned, as before.
///
/// ```swift
/// let config = try FontConfiguration.make(catalog: .debian)   // the caller owns one reference
/// ```
enum FontConfiguration {
    /// The configuration XML. The scaling rule divides the requested pixel size by the bitmap
    /// strike's and scales the font matrix by that factor. Without a cache folder there is no
    /// `<cachedir>` (files added one by one are never cached anyway).
    static func xml(cacheDirectory: String?) -> String {
        let cache = cacheDirectory.map { "\n  <cachedir>\(XMLText.escape($0))</cachedir>" } ?? ""
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>\(cache)
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name><double>0</double>
                  <double>0</double><name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """
    }

    /// The process's configuration for `catalog`, made once and shared by every thread's font
    /// map: scanning the files (charsets of 20 000-glyph fonts) costs milliseconds per file, and
    /// fontconfig's configurations are safe to share. The caller owns one reference.
    static func shared(catalog: FontCatalog) throws(RenderError) -> OpaquePointer {
        try SharedConfigurations.shared.configuration(for: catalog)
    }

    /// A new fontconfig configuration holding exactly `catalog`'s files, through the set folder
    /// under `cacheRoot` when one can be used, else by scanning each file.
    static func make(catalog: FontCatalog, cacheRoot: URL? = FontSetDirectory.defaultRoot()) throws(RenderError) -> OpaquePointer {
        // A missing or unreadable file makes the set folder unusable: its errors come from below,
        // as before, naming the real file.
        if let cacheRoot, let config = try? fromSetDirectory(catalog: catalog, root: cacheRoot) { return config }
        var missing = catalog.missingFiles()
        if let brand = missing.first(where: { $0.package.isEmpty }) { throw .fontUnreadable(path: brand.path, package: "") }
        missing.removeAll { $0.package.isEmpty }
        if !missing.isEmpty {
            let packages = Set(missing.map(\.package)).sorted().joined(separator: " ")
            throw .fontsMissing(files: missing.map(\.path), packages: packages)
        }
        // No cache folder here: its files may be what made the set folder unusable, and files
        // added one by one are never cached anyway.
        guard let config = empty(cacheDirectory: nil) else {
            throw .backend("the private fontconfig configuration did not parse")
        }
        for file in catalog.files {
            let added = file.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigAppFontAddFile(config, $0) }
            }
            guard added != 0 else {
                FcConfigDestroy(config)
                throw .fontUnreadable(path: file.path, package: file.package)
            }
        }
        return config
    }

    /// A configuration with the rules and no fonts yet, or `nil` when fontconfig refuses it.
    static func empty(cacheDirectory: String?) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let loaded = FontConfiguration.xml(cacheDirectory: cacheDirectory).withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard loaded != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }
}

/// The fontconfig configurations made so far, one per catalog (a few: the stock one and one per
/// brand font set), kept for the process's life.
final class SharedConfigurations: @unchecked Sendable {
    static let shared = SharedConfigurations()
    private let lock = NSLock()
    private var configurations: [FontCatalog: OpaquePointer] = [:]
    /// Beyond this many font sets, configurations are made per session and not kept.
    static let limit = 16

    /// A referenced configuration for `catalog`; release it with `FcConfigDestroy`.
    func configuration(for catalog: FontCatalog) throws(RenderError) -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        if let known = configurations[catalog] {
            FcConfigReference(known)
            return known
        }
        let made = try FontConfiguration.make(catalog: catalog)
        if configurations.count < Self.limit {
            FcConfigReference(made)
            configurations[catalog] = made
        }
        return made
    }
}
