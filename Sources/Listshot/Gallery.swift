import Foundation
import ListshotText

/// Writes a Markdown gallery of rendered variants: one section per spec, one table row per
/// variant, Day and Night side by side, like the design systems' own docs.
///
/// ```swift
/// let markdown = Gallery.markdown(title: "Listshot catalog", entries: entries, catalog: "Snapshots")
/// ```
public enum Gallery {
    /// One image of the gallery: a spec's variant, drawn as `<stem>.png` beside the spec.
    public typealias Entry = (spec: ScreenSpec, variant: ScreenSpec.Variant)

    /// The Markdown page; image links are relative to `catalog`, keeping its folders.
    public static func markdown(title: String, entries: [Entry], catalog: String) -> String {
        var lines = ["# \(MarkdownText.inline(title))", "", "Rendered by `listshot gallery`; every image is byte-identical on re-render.", ""]
        var order: [String] = []
        var bySpec: [String: [Entry]] = [:]
        for entry in entries {
            if bySpec[entry.spec.file] == nil { order.append(entry.spec.file) }
            bySpec[entry.spec.file, default: []].append(entry)
        }
        for file in order {
            guard let variants = bySpec[file], let first = variants.first else { continue }
            lines.append("## \(MarkdownText.inline(first.spec.title))")
            lines.append("")
            lines.append(MarkdownText.code(CatalogPath.relative(file, to: catalog)))
            lines.append("")
            lines.append("| Variant | Day | Night |")
            lines.append("|---|---|---|")
            var rows: [String] = []
            var cells: [String: [String: String]] = [:]
            for variant in variants {
                let key = variant.variant.fileStem.replacingOccurrences(of: ".\(variant.variant.screen.appearance.rawValue)", with: "")
                if cells[key] == nil { rows.append(key) }
                let path = CatalogPath.beside(variant.spec.file, fileName: variant.variant.fileStem + ".png", in: catalog)
                cells[key, default: [:]][variant.variant.screen.appearance.rawValue] = "![\(MarkdownText.inline(variant.variant.fileStem))](\(MarkdownText.link(path)))"
            }
            for row in rows {
                let label = row.split(separator: ".").dropFirst().joined(separator: " ")
                lines.append("| \(label.isEmpty ? "default" : MarkdownText.inline(label)) | \(cells[row]?["day"] ?? "—") | \(cells[row]?["night"] ?? "—") |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
