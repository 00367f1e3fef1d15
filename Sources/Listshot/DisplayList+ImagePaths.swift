import Foundation
import ListshotCore

extension DisplayList {
    /// The same list with every image path rewritten by `transform`: how files that leave the
    /// machine (reference sidecars, `render --format json`) drop its absolute paths.
    ///
    /// ```swift
    /// let portable = list.mappingImagePaths { CatalogPath.relative($0, to: "Snapshots") }
    /// ```
    public func mappingImagePaths(_ transform: (String) -> String) -> DisplayList {
        var copy = self
        copy.items = items.map { item in
            guard case .image(var image) = item.primitive else { return item }
            image.path = transform(image.path)
            return DisplayItem(id: item.id, .image(image))
        }
        return copy
    }

    /// The same list with image paths relative to the folder of the spec at `specFile` (`../`
    /// where an image lies outside it), as the spec itself names them: what
    /// `listshot render --format json` writes, so no machine path is published.
    ///
    /// ```swift
    /// let json = try list.relativeToSpec("Snapshots/mistica/images.yaml").contractJSON(pretty: true)
    /// ```
    public func relativeToSpec(_ specFile: String) -> DisplayList {
        let folder = (specFile as NSString).deletingLastPathComponent
        return mappingImagePaths { CatalogPath.walk(from: folder.isEmpty ? "." : folder, to: $0) }
    }
}
