import Foundation
import Listshot
import ListshotText

/// Where the preview build finds Swift and Listshot's own package: `LISTSHOT_SWIFT` or `swift` on
/// the `PATH`, and `LISTSHOT_PACKAGE` or the checkout this binary was built from, or the copy
/// `make install` puts beside it in `share/listshot/package` (docs/previews.md, "Set-up").
///
/// ```swift
/// let toolchain = try PreviewToolchain.locate()
/// print(toolchain.package)   // /home/me/listshot
/// ```
public struct PreviewToolchain: Sendable, Hashable {
    /// The `swift` driver.
    public var swift: String
    /// The folder of Listshot's `Package.swift`.
    public var package: String

    public init(swift: String, package: String) { self.swift = swift; self.package = package }

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ListshotError) -> PreviewToolchain {
        let swift = environment["LISTSHOT_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? findOnPath("swift", environment: environment)
        guard let swift else {
            throw .usage("Previews are built with Swift, and no `swift` is on the PATH. Install the Swift 6 toolchain (swift.org) or set LISTSHOT_SWIFT to the driver.")
        }
        var candidates: [String] = []
        if let given = environment["LISTSHOT_PACKAGE"], !given.isEmpty { candidates.append(given) }
        // This file's checkout: Sources/ListshotPreviews/PreviewToolchain.swift → the package root.
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/listshot/package").path)
        for candidate in candidates {
            let manifest = (candidate as NSString).appendingPathComponent("Package.swift")
            let module = (candidate as NSString).appendingPathComponent("Sources/SwiftUI")
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: module) {
                return PreviewToolchain(swift: swift, package: URL(fileURLWithPath: candidate).standardizedFileURL.path)
            }
        }
        throw .usage("Previews are built against Listshot's SwiftUI module, and its package was not found (looked in \(candidates.map(\.escapingControlCharacters).joined(separator: ", "))). Set LISTSHOT_PACKAGE to a Listshot checkout, or reinstall with `make install`, which copies it to share/listshot/package.")
    }

    static func findOnPath(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// SwiftPM's identity of a path dependency: its folder's name, lowercased.
    public var packageIdentity: String { (package as NSString).lastPathComponent.lowercased() }
}
