import ArgumentParser
import Foundation
import Listshot
import ListshotCore
import ListshotPreviewWire
import ListshotPreviews
import ListshotSnapshot
import ListshotText

/// `--previews SOURCES…` and its settings, shared by record, verify, accept and audit: the
/// previews of Swift sources join the catalog as specs (docs/previews.md).
struct PreviewOptions: ParsableArguments {
    @Option(name: .customLong("previews"), help: ArgumentHelp("A folder of Swift files, or a package, whose #Preview and PreviewProvider previews are checked as the catalog's specs are (docs/previews.md). Repeatable.", valueName: "sources"))
    var sources: [String] = []

    @Option(name: .customLong("previews-folder"), help: ArgumentHelp("Where in the catalog the previews' references go.", valueName: "folder"))
    var folder: String = "previews"

    @Option(name: .customLong("preview-appearances"), help: ArgumentHelp("The appearances each preview is drawn in, unless it pins one: day, night or day,night.", valueName: "list"))
    var appearances: String = "day,night"

    @Option(name: .customLong("preview-sizes"), help: ArgumentHelp("Dynamic Type sizes, comma-separated (xs … xxxl, ax1 … ax5); default l.", valueName: "list"))
    var sizes: String = "l"

    @Option(name: .customLong("preview-devices"), help: ArgumentHelp("Device presets, comma-separated (`listshot devices`); a preview's own previewDevice wins.", valueName: "list"))
    var devices: String = "iphone16-pro"

    @Flag(name: .customLong("preview-rtl"), help: "Draw each preview right-to-left too.")
    var rtl = false

    @Option(name: .customLong("preview-theme"), help: ArgumentHelp("The theme previews are drawn in.", valueName: "name"))
    var theme: String = "ios"

    @Option(name: .customLong("preview-assets"), help: ArgumentHelp("The folder of the app's .xcassets and string tables; default each sources folder.", valueName: "folder"))
    var assets: String?

    @Flag(name: .customLong("allow-unbuildable"), help: "Pass although a Swift file of the previews does not build (it is reported; its references are kept).")
    var allowUnbuildable = false

    var enabled: Bool { !sources.isEmpty }

    /// Adds `folder` to the catalog's list of preview reference folders, so that a later run without
    /// `--previews` keeps what is in it.
    func remember(_ folder: String, in root: String) throws(ListshotError) {
        let known = SnapshotCatalog.previewFolders(in: root).map { String($0.dropLast()) }
        guard !known.contains(folder) else { return }
        try AtomicFile.write(Array(((known + [folder]).joined(separator: "\n") + "\n").utf8), to: SnapshotCatalog.previewFoldersFile(in: root))
    }

    /// The flags a suggested `listshot record` repeats: every `--previews` and each setting not at its default.
    var recordArguments: [String] {
        var words = sources.flatMap { ["--previews", $0] }
        if folder != "previews" { words += ["--previews-folder", folder] }
        if appearances != "day,night" { words += ["--preview-appearances", appearances] }
        if sizes != "l" { words += ["--preview-sizes", sizes] }
        if devices != "iphone16-pro" { words += ["--preview-devices", devices] }
        if rtl { words.append("--preview-rtl") }
        if theme != "ios" { words += ["--preview-theme", theme] }
        if let assets { words += ["--preview-assets", assets] }
        return words
    }

    /// The settings these flags name, each list checked.
    func settings() throws(ListshotError) -> PreviewSettings {
        func list(_ text: String, flag: String) -> [String] { text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        var appearanceList: [Appearance] = []
        for name in list(appearances, flag: "--preview-appearances") {
            guard let appearance = Appearance(rawValue: name) else {
                throw .usage("--preview-appearances \(name.escapingControlCharacters): use day, night or day,night.")
            }
            appearanceList.append(appearance)
        }
        var sizeList: [ContentSizeCategory] = []
        for name in list(sizes, flag: "--preview-sizes") {
            guard let size = ContentSizeCategory(rawValue: name) else {
                throw .usage("--preview-sizes \(name.escapingControlCharacters): use \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            sizeList.append(size)
        }
        let deviceList = list(devices, flag: "--preview-devices")
        for name in deviceList where Device.preset(named: name) == nil {
            throw .usage("--preview-devices \(name.escapingControlCharacters): no such device preset; use one of \(Device.presets.map(\.name).joined(separator: ", ")).")
        }
        guard !appearanceList.isEmpty, !sizeList.isEmpty, !deviceList.isEmpty else {
            throw .usage("--preview-appearances, --preview-sizes and --preview-devices each need at least one value.")
        }
        let variants = PreviewVariants(appearances: appearanceList, contentSizes: sizeList, directions: rtl ? [.leftToRight, .rightToLeft] : [.leftToRight],
                                       devices: deviceList, theme: theme)
        return PreviewSettings(variants: variants, referencesFolder: folder, assetsFolder: assets)
    }

    /// Builds and runs the previews and puts them into `engine`'s catalog; prints what did not build.
    /// `reportFailures` false leaves the unbuildable files out of the catalog's error cases (record
    /// reports them itself, after recording the rest).
    func attach(to engine: inout CatalogRunner, reportFailures: Bool = true) throws -> PreviewSnapshots? {
        guard enabled else { return nil }
        var catalog = try SnapshotCatalog(root: engine.catalog.root, requireSpecs: false)
        let loaded = try attach(to: &catalog, reportFailures: reportFailures)
        engine.catalog = catalog
        return loaded
    }

    /// Builds and runs the previews and puts them into `catalog`.
    @discardableResult
    func attach(to catalog: inout SnapshotCatalog, reportFailures: Bool = true) throws(ListshotError) -> PreviewSnapshots {
        let settings = try settings()
        let loaded = try PreviewSnapshots.load(sources, catalog: catalog, settings: settings) { Terminal.err($0) }
        loaded.attach(to: &catalog, allowUnbuildable: allowUnbuildable || !reportFailures)
        catalog.recordArguments = recordArguments
        try remember(settings.referencesFolder, in: catalog.root)
        // Without --allow-unbuildable each is an ERROR line of the run instead.
        for failure in loaded.failures where allowUnbuildable {
            warn("\(failure.summary.escapingControlCharacters); its previews (\(failure.previews.count)) were not drawn, their references are kept")
        }
        for note in loaded.notes { Terminal.err("note: \(note.escapingControlCharacters)") }
        Terminal.err(String(format: "previews: %d drawn from %d Swift files; build %.1f s, lowering %.1f s", loaded.specs.count,
                            Set(loaded.specs.map(\.file)).count, loaded.buildSeconds, loaded.runSeconds))
        return loaded
    }
}
