import Foundation

/// Writes a Markdown gallery of rendered variants: one section per spec, one table row per
/// variant, Day and Night side by side, like the design systems' own docs.
///
/// ```swift
/// let markdown = Gallery.markdown(title: "Listshot catalog", entries: rendered, imageFolder: ".")
/// ```
public enum Gallery {
    /// - Parameters:
    ///   - imageFolder: prefix for image links ("" for the same folder).
    ///   - catalog: when given, images are linked beside their specs, relative to this folder.
    public static func markdown(title: String, entries: [RenderedVariant], imageFolder: String, catalog: String?) -> String {
        var lines = ["# \(title)", "", "Rendered by `listshot gallery`; every image is byte-identical on re-render.", ""]
        var order: [String] = []
        var bySpec: [String: [RenderedVariant]] = [:]
        for entry in entries {
            if bySpec[entry.spec.file] == nil { order.append(entry.spec.file) }
            bySpec[entry.spec.file, default: []].append(entry)
        }
        for file in order {
            guard let variants = bySpec[file], let first = variants.first else { continue }
            lines.append("## \(first.spec.title)")
            lines.append("")
            lines.append("`\(catalog.map { URL(fileURLWithPath: file).standardized.path.replacingOccurrences(of: URL(fileURLWithPath: $0).standardized.path + "/", with: "") } ?? file)`")
            lines.append("")
            lines.append("| Variant | Day | Night |")
            lines.append("|---|---|---|")
            var rows: [String] = []
            var cells: [String: [String: String]] = [:]
            for variant in variants {
                let key = variant.variant.fileStem.replacingOccurrences(of: ".\(variant.variant.screen.appearance.rawValue)", with: "")
                if cells[key] == nil { rows.append(key) }
                var path = imageFolder.isEmpty ? variant.fileName : "\(imageFolder)/\(variant.fileName)"
                if let catalog {
                    let folder = URL(fileURLWithPath: variant.spec.file).deletingLastPathComponent().standardized.path
                    let root = URL(fileURLWithPath: catalog).standardized.path
                    if folder.hasPrefix(root + "/") { path = String(folder.dropFirst(root.count + 1)) + "/" + variant.fileName }
                }
                cells[key, default: [:]][variant.variant.screen.appearance.rawValue] = "![\(variant.variant.fileStem)](\(path))"
            }
            for row in rows {
                let label = row.split(separator: ".").dropFirst().joined(separator: " ")
                lines.append("| \(label.isEmpty ? "default" : label) | \(cells[row]?["day"] ?? "—") | \(cells[row]?["night"] ?? "—") |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
