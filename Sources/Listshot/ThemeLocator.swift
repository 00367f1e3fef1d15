import Foundation
import ListshotThemes

/// Where themes are looked up, first match wins:
/// 1. folders given explicitly (`--themes`, or the API's `themeDirectories`);
/// 2. a `Themes/` folder beside the spec or in any folder above it;
/// 3. the package's own themes, compiled into the binary (`BundledThemes`, embedded from the
///    top-level `Themes/` folder at build time), so an installed or moved binary needs no source tree.
///
/// ```swift
/// let store = ThemeLocator.store(explicit: [], specPath: "Snapshots/mistica/boxed-cells.yaml")
/// ```
public enum ThemeLocator {
    /// A theme store over the search path for a spec at `specPath`, ending with the bundled themes.
    public static func store(explicit: [URL], specPath: String?, boundary: URL? = nil) -> ThemeStore {
        let found = directories(explicit: explicit, specPath: specPath, boundary: boundary)
        var store = ThemeStore(directories: found, bundled: BundledThemes.files)
        if let boundary {
            // The folders found from the spec stay inside the boundary, links resolved; --themes folders are the user's.
            let named = Set(explicit.map(\.standardized.path))
            store.boundary = boundary.standardized.path
            store.confinedDirectories = Set(found.map(\.standardized.path).filter { !named.contains($0) })
        }
        return store
    }

    /// The search path for a spec at `specPath` (or none), after `explicit` folders. With a
    /// `boundary`, the walk up from the spec stops at that folder (a git revision's private copy:
    /// nothing above it, such as a planted `/tmp/Themes`, is read).
    public static func directories(explicit: [URL], specPath: String?, boundary: URL? = nil) -> [URL] {
        var result = explicit
        if let specPath {
            var folder = URL(fileURLWithPath: specPath).standardized.deletingLastPathComponent()
            let limit = boundary?.standardized.path
            if let limit, folder.path != limit, !folder.path.hasPrefix(limit.hasSuffix("/") ? limit : limit + "/") {
                return result  // a spec outside the boundary searches no folder of its own
            }
            while folder.path != "/" && !folder.path.isEmpty {
                let candidate = folder.appendingPathComponent(SpecFinder.themeFolderName)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    result.append(candidate)
                }
                if let limit, folder.path == limit { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0.standardized.path).inserted }
    }
}
