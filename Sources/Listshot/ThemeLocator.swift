import Foundation
import ListshotThemes

/// Where themes are looked up, first match wins:
/// 1. folders given explicitly (`--themes`, or the API's `themeDirectories`);
/// 2. a `Themes/` folder beside the spec or in any folder above it;
/// 3. this package's own `Themes/` folder (found from the source location at build time).
public enum ThemeLocator {
    /// The package's bundled `Themes/` folder.
    public static var bundledDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Themes")
    }

    /// The search path for a spec at `specPath` (or none), after `explicit` folders.
    public static func directories(explicit: [URL], specPath: String?) -> [URL] {
        var result = explicit
        if let specPath {
            var folder = URL(fileURLWithPath: specPath).standardized.deletingLastPathComponent()
            while folder.path != "/" && !folder.path.isEmpty {
                let candidate = folder.appendingPathComponent("Themes")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    result.append(candidate)
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        result.append(bundledDirectory)
        var seen = Set<String>()
        return result.filter { seen.insert($0.standardized.path).inserted }
    }
}
