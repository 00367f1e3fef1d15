/// The theme files of the package's `Themes/` folder, compiled into the binary by name
/// (embedded at build time by Plugins/GeneratedSourcePlugin), so an installed or moved `listshot`
/// finds its themes without the source tree.
///
/// ```swift
/// let text = BundledThemes.files["movistar"]  // the exact text of Themes/movistar.json
/// ```
public enum BundledThemes {
    public static let files: [String: String] = Dictionary(uniqueKeysWithValues: EmbeddedFiles.text.compactMap { name, text in
        name.hasSuffix(".json") ? (String(name.dropLast(".json".count)), text) : nil
    })
}
