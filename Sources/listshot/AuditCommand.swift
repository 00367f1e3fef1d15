import ArgumentParser
import Foundation
import Listshot
import ListshotAudit
import ListshotCore
import ListshotImage
import ListshotSnapshot
import ListshotSpec
import ListshotSupport

/// `listshot audit SPECS... [--out DIR] [--fail-on RULE[=LEVEL]...] [--themes DIR] [--fonts DIR]`
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check text contrast (WCAG 2.2, APCA) and touch-target sizes of every rendered variant.",
        discussion: """
        Writes audit.json, audit.md, index.html and the images to --out. Exit 1 when a rule set to \
        error fails (by default wcag-aa and touch-target; wcag-aaa and apca-bronze are warnings), \
        2 on bad input. See docs/audit.md.
        """,
        version: ListshotCommand.version
    )

    @Argument(help: "Spec files (.yaml, .yml, .json) or folders to search for them.")
    var specs: [String] = []

    @OptionGroup var previews: PreviewOptions

    @Option(name: .customLong("previews-catalog"), help: ArgumentHelp("With --previews: the catalog whose .listshot folder caches the preview build.", valueName: "folder"))
    var previewsCatalog: String = "Snapshots"

    @Option(help: "Output folder for the report and images.")
    var out: String = "listshot-audit"

    @Option(name: .customLong("fail-on"), help: "RULE or RULE=LEVEL (error, warning, off); rules: wcag-aa, wcag-aaa, apca-bronze, touch-target. Repeatable.")
    var failOn: [String] = []

    @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
    var themeDirectories: [String] = []

    @Option(name: .customLong("fonts"), help: "A folder of brand font files (.otf, .ttf, .ttc) every theme may name.")
    var fontDirectories: [String] = []

    @Flag(name: .shortAndLong, help: "Print every failed finding, not only the totals and the worst cases.")
    var verbose = false

    /// One audited variant, in memory until everything has been checked.
    struct Audited: Sendable {
        var screen: AuditReport.Screen
        var png: [UInt8]
        var warnings: [String]
    }

    func run() throws {
        let policy = try Self.policy(failOn)
        let renderer = try FontFolders.renderer(themes: themeDirectories, fonts: fontDirectories)
        guard !specs.isEmpty || previews.enabled else {
            throw ListshotError.usage("Give spec files or folders to audit, or --previews SOURCES for a folder of SwiftUI previews.")
        }
        let files = specs.isEmpty ? [] : try SpecFinder.find(specs)
        // Previews (docs/previews.md): built in the catalog's cache, audited as specs are.
        var previewSpecs: [ScreenSpec] = []
        if previews.enabled {
            if !FileManager.default.fileExists(atPath: previewsCatalog) { try FileManager.default.createDirectory(atPath: previewsCatalog, withIntermediateDirectories: true) }
            var catalog = try SnapshotCatalog(root: previewsCatalog, requireSpecs: false)
            try previews.attach(to: &catalog, reportFailures: false)
            previewSpecs = catalog.previewSpecs
        }
        let progress = Progress(total: files.count + previewSpecs.count, label: "Auditing")
        // Specs are independent: render and audit them in parallel, keep the order.
        let references = AuditReferenceImages(renderer: renderer)
        let total = files.count + previewSpecs.count
        let results = ParallelWork.map(count: total) { index -> Result<[Audited], ListshotError> in
            defer { progress.tick(index + 1, total) }
            return Result { () throws(ListshotError) -> [Audited] in
                if index < files.count { return try audit(files[index], renderer: renderer, references: references) }
                return try audit(previewSpecs[index - files.count], file: previewSpecs[index - files.count].file, renderer: renderer, references: references)
            }
        }
        progress.finish()
        var audited: [Audited] = []
        for result in results { audited += try result.get() }
        var report = AuditReport(policy: policy)
        var writers: [String: String] = [:]
        for item in audited {
            if let other = writers[item.screen.image], other != item.screen.spec {
                throw ListshotError.usage("\(other) and \(item.screen.spec) would both write \((out as NSString).appendingPathComponent(item.screen.image)). Audit them into different --out folders, or rename one spec.")
            }
            writers[item.screen.image] = item.screen.spec
            report.screens.append(item.screen)
        }
        try ensureWritable(out)
        for item in audited {
            for warning in item.warnings { LayoutWarnings.print(spec: item.screen.spec, warning) }
            try AtomicFile.write(item.png, to: (out as NSString).appendingPathComponent(item.screen.image))
        }
        let json: [UInt8]
        do { json = try report.json() } catch { throw ListshotError.io(path: out, message: error.description) }
        try AtomicFile.write(json, to: (out as NSString).appendingPathComponent("audit.json"))
        try AtomicFile.write(Array(report.markdown().utf8), to: (out as NSString).appendingPathComponent("audit.md"))
        try AtomicFile.write(Array(report.html().utf8), to: (out as NSString).appendingPathComponent("index.html"))
        for line in AuditConsole.lines(report, verbose: verbose, out: out, images: audited.count) { Terminal.out(line) }
        if report.failsRun { throw ExitCode(1) }
    }

    /// The `--fail-on` settings applied to the default policy.
    static func policy(_ settings: [String]) throws -> AuditPolicy {
        var policy = AuditPolicy.default
        for setting in settings {
            do { try policy.apply(setting) } catch { throw ListshotError.usage(error.description) }
        }
        return policy
    }

    /// Renders every variant of one spec and audits it.
    func audit(_ file: String, renderer: Renderer, references: AuditReferenceImages) throws(ListshotError) -> [Audited] {
        try audit(try renderer.spec(at: file), file: file, renderer: renderer, references: references)
    }

    /// Renders every variant of one spec (read from a file, or made from a preview) and audits it.
    func audit(_ spec: ScreenSpec, file: String, renderer: Renderer, references: AuditReferenceImages) throws(ListshotError) -> [Audited] {
        // A preview's images go under previews/FILE/, as its references do.
        let previewFolder = spec.referenceFolder.map { CatalogPath.relative($0, to: previewsCatalog) }
        // Images keep their path inside the catalog folder they were found in (no collisions
        // between folders); a spec given by name puts its images at the top.
        let root = specs.first { folder in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
                && CatalogPath.relative(file, to: folder) != URL(fileURLWithPath: file).standardized.path
        } ?? ""
        var audited: [Audited] = []
        // The display list first (no file format). The picture is the catalog reference when it is
        // exactly this render, else a preview drawn at 1 px per point: the images are for looking
        // at (the audit reads the display list, and samples pixels at the spec's own scale).
        var layoutOnly = RenderOptions(format: nil)
        layoutOnly.layoutOnly = true
        // The audit checks the screen, not its presentation (a caption is not part of the app).
        layoutOnly.withoutPresentation = true
        for output in try renderer.render(spec, options: layoutOnly) {
            let png: [UInt8]
            if let reference = references.png(spec: file, fileStem: output.variant.fileStem, list: output.displayList) {
                png = reference
            } else {
                var preview = output.displayList
                preview.scale = 1
                png = try renderer.image(preview, specPath: file).pngData(options: .fast)
            }
            let sampler = BackgroundPixels(renderer: renderer, list: output.displayList, spec: file)
            let findings = ScreenAudit.findings(output.displayList, theme: output.variant.screen.theme, sampler: sampler)
            let name = output.variant.fileStem + ".png"
            let image = "images/" + (previewFolder.map { "\($0)/\(name)" } ?? (root.isEmpty ? name : CatalogPath.beside(file, fileName: name, in: root)))
            let screen = AuditReport.Screen(spec: file, variant: output.variant.fileStem, theme: output.variant.screen.theme,
                                            image: image, size: output.displayList.size, findings: findings)
            audited.append(Audited(screen: screen, png: png, warnings: output.warnings.map(\.description)))
        }
        return audited
    }
}

/// The pixels under text, from a render of the display list without its text: drawn only when
/// the audit first needs them (an image or shadow lies under some text), then reused.
final class BackgroundPixels: PixelSampling, @unchecked Sendable {
    let renderer: Renderer
    let list: DisplayList
    let spec: String
    private let lock = NSLock()
    private var sampler: BitmapSampler??

    init(renderer: Renderer, list: DisplayList, spec: String) {
        self.renderer = renderer; self.list = list; self.spec = spec
    }

    func colors(in rect: Rect) -> [RGBA] {
        lock.lock(); defer { lock.unlock() }
        if sampler == nil {
            var textless = list
            textless.items.removeAll { if case .text = $0.primitive { true } else { false } }
            // A render that fails here failed the real render first; fall back to the display list.
            let bitmap = try? renderer.image(textless, specPath: spec).bitmap()
            sampler = .some(bitmap.map { BitmapSampler(bitmap: $0, scale: list.scale) })
        }
        return (sampler ?? nil)?.colors(in: rect) ?? []
    }
}
