import ListshotAssets
import ListshotCore
import SwiftUI

/// The asset catalogs and string tables under one folder the user names, read once, for every
/// variant of a snapshot: where `Image("name")`, `Color("name")` and `Text("key")` are looked up
/// (docs/assets.md).
///
/// ```swift
/// let assets = SwiftUIAssets.load(folder: "App")
/// SwiftUIScreen.make(LandmarkRow(landmark: .sample), options: SwiftUISnapshotOptions(assetsFolder: "App"), assets: assets)
/// ```
public struct SwiftUIAssets: Sendable {
    let catalog: AssetCatalog?
    let table: StringsTable?
    /// Why something under the folder could not be used, for the report.
    public let problems: [String]

    /// The catalogs and tables under `folder`; none without a folder.
    public static func load(folder: String?) -> SwiftUIAssets {
        guard let folder else { return SwiftUIAssets(catalog: nil, table: nil, problems: []) }
        var problems: [String] = []
        var catalog: AssetCatalog?
        var table: StringsTable?
        do throws(AssetError) {
            let loaded = try AssetCatalog.load(from: folder)
            problems += loaded.problems.map(\.description)
            catalog = loaded
        } catch {
            problems.append(error.description)
        }
        do throws(AssetError) {
            let loaded = try StringsTable.load(from: folder)
            problems += loaded.problems.map(\.description)
            table = loaded
        } catch {
            problems.append(error.description)
        }
        return SwiftUIAssets(catalog: catalog, table: table, problems: problems)
    }

    /// The lookups a lowering uses, for images drawn at `scale` and strings in `locale`.
    func source(locale: String, scale: Double) -> AssetSource {
        var source = AssetSource()
        if let catalog {
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
        }
        if let table {
            let language = locale.replacingOccurrences(of: "_", with: "-")
            source.string = { key, arguments in
                table.value(forKey: key, locale: language).map { StringFormat.format($0, arguments.map(FormatArgument.string)) }
            }
        }
        return source
    }
}
