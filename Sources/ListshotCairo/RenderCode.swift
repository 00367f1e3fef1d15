import CCairo
import Foundation
import ListshotImage

/// The identity of the code that draws: a digest of the drawing sources made at build time, and
/// the drawing libraries this process actually loaded. Every render key includes it
/// (docs/testing.md, "Render keys"), so a change to the painter, the pixel code or a library
/// changes every key and verify draws again; no one has to remember to bump a number.
///
/// The source digest comes from `Plugins/GeneratedSourcePlugin`, which hashes every source
/// file of ListshotCairo, ListshotImage and CPNGUnfilter before ListshotCairo compiles.
///
/// ```swift
/// RenderCode.identity   // "sources 3f2a…\ncairo 1.16.0\n…\nlibpixman-1.so.0.42.2\n…"
/// ```
public enum RenderCode {
    /// The digest of the drawing sources this binary was built from (hex SHA-256).
    public static let sourceDigest = RenderCodeDigest.sources

    /// The whole identity, computed once per process.
    public static let identity: String = {
        identity(sources: sourceDigest, libraries: libraries())
    }()

    /// The identity text for a source digest and the libraries' versions, one per line.
    static func identity(sources: String, libraries: [String]) -> String {
        (["sources \(sources)"] + libraries).joined(separator: "\n")
    }

    /// The drawing libraries' own version strings, then the file names of the shared libraries
    /// that decide pixels as this process loaded them (their full versions, e.g.
    /// `libpixman-1.so.0.42.2`), from `/proc/self/maps` where there is one.
    static func libraries() -> [String] {
        let fc = Int(FcGetVersion())
        var result = ["cairo \(String(cString: cairo_version_string()))",
                      "pango \(String(cString: pango_version_string()))",
                      "fontconfig \(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
                      "harfbuzz \(String(cString: hb_version_string()))"]
        // RegularFile reads /proc files, whose size reads as 0, to their end (capped).
        let maps = (try? RegularFile.read("/proc/self/maps", limit: 16 << 20)) ?? []
        result += loadedFiles(maps: String(decoding: maps, as: UTF8.self))
        return result
    }

    /// Libraries whose code decides pixels (the drawing stack and the PNG codecs).
    static let pixelLibraries = ["libcairo", "libpango", "libpixman", "libharfbuzz", "libfreetype", "libfontconfig",
                                 "libdeflate", "libspng", "libpng", "libz."]

    /// The sorted, distinct file names in `maps` (the text of `/proc/self/maps`) of libraries
    /// named in ``pixelLibraries``.
    static func loadedFiles(maps: String) -> [String] {
        var names = Set<String>()
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let name = String(line[slash...].split(separator: "/").last ?? "")
            if pixelLibraries.contains(where: { name.hasPrefix($0) }) && name.contains(".so") { names.insert(name) }
        }
        return names.sorted()
    }
}
