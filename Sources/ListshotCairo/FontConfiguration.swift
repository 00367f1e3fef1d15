import CCairo
import Foundation

/// Builds the private fontconfig configuration: only the catalog's files, an absolute cache
/// folder, and a bitmap-scaling rule so colour emoji (a bitmap font) scale to the requested size
/// instead of drawing at their native 109 px (DESIGN.md §3).
enum FontConfiguration {
    /// The configuration XML. The scaling rule divides the requested pixel size by the bitmap
    /// strike's and scales the font matrix by that factor.
    static func xml(cacheDirectory: String) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <cachedir>\(cacheDirectory)</cachedir>
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

    /// A new fontconfig configuration holding exactly `catalog`'s files.
    static func make(catalog: FontCatalog) throws(RenderError) -> OpaquePointer {
        var missing = catalog.missingFiles()
        if let brand = missing.first(where: { $0.package.isEmpty }) { throw .fontUnreadable(path: brand.path, package: "") }
        missing.removeAll { $0.package.isEmpty }
        if !missing.isEmpty {
            let packages = Set(missing.map(\.package)).sorted().joined(separator: " ")
            throw .fontsMissing(files: missing.map(\.path), packages: packages)
        }
        guard let config = FcConfigCreate() else { throw .backend("FcConfigCreate failed") }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fontconfig").path
        let loaded = FontConfiguration.xml(cacheDirectory: cache).withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard loaded != 0 else {
            FcConfigDestroy(config)
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
