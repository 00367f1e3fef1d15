import ListshotAssets
import ListshotCore
import SwiftUI

/// Where a snapshot's `Image("name")`, `Color("name")` and `Text("key")` are looked up: the asset
/// catalogs and string tables under one folder the user names (docs/assets.md).
struct AssetLookup {
    var source: AssetSource
    /// Why something under the folder could not be used, for the report.
    var problems: [String]

    /// The lookups for the catalogs and tables under `folder` in `locale`; none without a folder.
    static func load(folder: String?, locale: String, scale: Double) -> AssetLookup {
        guard let folder else { return AssetLookup(source: AssetSource(), problems: []) }
        var problems: [String] = []
        var source = AssetSource()
        do throws(AssetError) {
            let catalog = try AssetCatalog.load(from: folder)
            problems += catalog.problems.map(\.description)
            let pixelScale = max(1, min(3, Int(scale.rounded())))
            source.image = { name, scheme in
                guard let image = catalog.image(named: name, scale: pixelScale, appearance: scheme == .dark ? .dark : .light) else { return nil }
                let size = image.pixelWidth.flatMap { w in image.pixelHeight.map { h in
                    Size(width: Double(w) / Double(image.scale), height: Double(h) / Double(image.scale)) } }
                return (image.path, size)
            }
            source.color = { name, scheme in
                guard let color = catalog.color(named: name) else { return nil }
                return scheme == .dark ? (color.night ?? color.day) : color.day
            }
        } catch {
            problems.append(error.description)
        }
        do throws(AssetError) {
            let table = try StringsTable.load(from: folder)
            problems += table.problems.map(\.description)
            let language = locale.replacingOccurrences(of: "_", with: "-")
            source.string = { key in table.value(forKey: key, locale: language) }
        } catch {
            problems.append(error.description)
        }
        return AssetLookup(source: source, problems: problems)
    }
}
