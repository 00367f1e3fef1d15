import Foundation

/// `Name.imageset/Contents.json`: `images` entries with `filename`, `scale` (1x, 2x, 3x; none is a
/// single-scale image), `idiom` (universal, iphone; others are for other devices and skipped),
/// `appearances` (luminosity light or dark; high contrast skipped) and `display-gamut` (sRGB
/// entries preferred); `properties.template-rendering-intent` (docs/assets.md, "Images").
///
/// ```swift
/// reader.readImageSet("App/Assets.xcassets/Logo.imageset", name: "Logo")
/// ```
extension CatalogReader {
    static let idioms: Set<String> = ["universal", "iphone"]
    static let otherIdioms: Set<String> = ["ipad", "mac", "watch", "tv", "car", "vision", "marketing", "ios-marketing", "watch-marketing"]

    mutating func readImageSet(_ folder: String, name: String) {
        guard let node = contents(of: folder, required: true) else { return }
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard images[name] == nil, colors[name] == nil else {
            problems.append(AssetError(file: folder, message: "repeats the name '\(name)' in this catalog, so it is left out. Rename one of them (Xcode refuses this too)."))
            return
        }
        guard let entries = node["images"]?.array else {
            problems.append(node.error(file, "has no \"images\" array, so image set '\(name)' is left out. Add the image in Xcode, or remove the set."))
            return
        }
        guard let folderReal = SafeFolder.resolve(folder) else { return }
        let template = node["properties"]?["template-rendering-intent"]?.string == "template"
        var variants: [(ImageSet.Variant, p3: Bool)] = []
        var refusals: [String] = []
        for entry in entries {
            guard entry.isObject else {
                problems.append(entry.error(file, "is \(entry.kindName), not an object. Each entry of \"images\" is an object."))
                continue
            }
            guard let filenameNode = entry["filename"] else { continue }  // an empty slot
            guard let filename = filenameNode.string else {
                problems.append(filenameNode.error(file, "is \(filenameNode.kindName), not a file name."))
                continue
            }
            guard let idiom = usableIdiom(of: entry, file: file) else { continue }
            guard let appearance = appearance(of: entry, file: file) else { continue }
            var scale = 1
            if let scaleNode = entry["scale"] {
                guard let text = scaleNode.string, let value = ["1x": 1, "2x": 2, "3x": 3][text] else {
                    problems.append(scaleNode.error(file, "'\(scaleNode.string ?? scaleNode.kindName)' is not a scale. Use \"1x\", \"2x\" or \"3x\"."))
                    continue
                }
                scale = value
            }
            guard Self.isPlainFileName(filename) else {
                problems.append(filenameNode.error(file, "'\(filename)' leads outside the image set, so it is not read. Use the name of a file inside \((folder as NSString).lastPathComponent)."))
                continue
            }
            let path = (folder as NSString).appendingPathComponent(filename)
            let ext = (filename as NSString).pathExtension.lowercased()
            guard let format: AssetImage.Format = ext == "png" ? .png : ext == "jpg" || ext == "jpeg" ? .jpeg : nil else {
                let vector = ext == "pdf" || ext == "svg"
                refusals.append(vector
                    ? "\(filename) is a \(entry["scale"] == nil ? "single-scale " : "")\(ext.uppercased()) vector, which is not drawn yet. Add PNG files at 1x, 2x and 3x to the set."
                    : "\(filename) is not a PNG or JPEG file, which are the formats drawn. Add PNG files to the set.")
                continue
            }
            do throws(AssetError) {
                _ = try root.regularFileSize(path, folder: folderReal)
            } catch {
                problems.append(AssetError(file: file, keyPath: filenameNode.keyPath, message: "\(filename): \(error.message)", line: filenameNode.line, column: filenameNode.column))
                continue
            }
            let size = format == .png ? PNGHeader.size(of: path, in: root, folder: folderReal) : nil
            let image = AssetImage(name: name, path: Self.absolute(path), scale: scale, appearance: appearance, format: format,
                                   pixelWidth: size?.width, pixelHeight: size?.height, isTemplate: template)
            variants.append((ImageSet.Variant(image: image, iphone: idiom == "iphone"), entry["display-gamut"]?.string == "display-P3"))
        }
        // Wide-gamut files only when the set has no others: Listshot draws in sRGB.
        let kept = variants.contains { !$0.p3 } ? variants.filter { !$0.p3 } : variants
        if kept.isEmpty {
            if let first = refusals.first { refused[name] = first }
            else if !entries.contains(where: { $0["filename"] != nil }) { refused[name] = "the image set has no files. Add an image in Xcode." }
            return
        }
        images[name] = ImageSet(name: name, variants: kept.map(\.0))
    }

    /// The entry's idiom when it is one this reader draws (universal, iphone), nil for an entry to
    /// skip: another device's quietly, an unknown idiom with a recorded problem.
    mutating func usableIdiom(of entry: JSONNode, file: String) -> String? {
        let idiom = entry["idiom"]?.string ?? "universal"
        guard Self.idioms.contains(idiom) else {
            if !Self.otherIdioms.contains(idiom) {
                problems.append((entry["idiom"] ?? entry).error(file, "'\(idiom)' is not an idiom. Use universal or iphone (entries for other devices are skipped)."))
            }
            return nil
        }
        return idiom
    }

    /// The entry's luminosity appearance: `.some(nil)` for any, nil for an entry to skip (high
    /// contrast, or an appearance this reader does not know, which is recorded).
    mutating func appearance(of entry: JSONNode, file: String) -> AssetAppearance?? {
        var result: AssetAppearance? = nil
        for item in entry["appearances"]?.array ?? [] {
            let kind = item["appearance"]?.string, value = item["value"]?.string
            switch (kind, value) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): result = .light
            case ("contrast", "high"): return nil  // high contrast variants are not used
            default:
                problems.append(item.error(file, "\(kind ?? "?")=\(value ?? "?") is not an appearance this reader knows (luminosity light or dark, contrast high), so the entry is skipped."))
                return nil
            }
        }
        return .some(result)
    }

    /// A file name with no folder part: not empty, no `/` or NUL, not `.` or `..`.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.unicodeScalars.contains("\0")
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }
}
