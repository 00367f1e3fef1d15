import Foundation
import Listshot
import ListshotPreviewWire
import ListshotText

/// How previews become references: the variants (default day and night on the default device),
/// the folder their references go in (default `previews/` in the catalog), and the folder of the
/// app's asset catalogs (default the sources folder) (docs/previews.md, "Variants").
///
/// ```swift
/// PreviewSettings(variants: PreviewVariants(appearances: [.day]), referencesFolder: "app-previews")
/// ```
public struct PreviewSettings: Sendable, Hashable {
    public var variants: PreviewVariants
    /// A folder inside the catalog, relative to it.
    public var referencesFolder: String
    public var assetsFolder: String?

    public init(variants: PreviewVariants = PreviewVariants(), referencesFolder: String = "previews", assetsFolder: String? = nil) {
        self.variants = variants; self.referencesFolder = referencesFolder; self.assetsFolder = assetsFolder
    }

    /// The references folder, refused unless it is a plain relative path inside the catalog.
    public func referenceRoot(in catalog: String) throws(ListshotError) -> String {
        let parts = referencesFolder.split(separator: "/", omittingEmptySubsequences: false)
        guard !referencesFolder.isEmpty, !referencesFolder.hasPrefix("/"),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }),
              !referencesFolder.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .usage("--previews-folder \(referencesFolder.escapingControlCharacters): give a folder inside the catalog as a relative path without `..` or hidden parts, e.g. previews.")
        }
        return (catalog as NSString).appendingPathComponent(referencesFolder)
    }
}
