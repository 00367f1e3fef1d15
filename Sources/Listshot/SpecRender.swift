import Foundation
import ListshotCairo
import ListshotCore
import ListshotSpec

/// One rendered variant of a spec, in memory, ready to be written.
public struct RenderedVariant: Sendable {
    public var spec: ScreenSpec
    public var variant: ScreenSpec.Variant
    public var displayList: DisplayList
    public var warnings: [LayoutWarning]
    public var bytes: [UInt8]
    public var format: OutputFormat?

    /// The output file name: `stem.ext` (`.json` for display-list dumps).
    public var fileName: String { "\(variant.fileStem).\(format?.fileExtension ?? "json")" }
}

/// What to render of each spec.
public struct RenderOptions: Sendable {
    /// Appearances to render instead of the spec's own list; nil keeps the spec's.
    public var appearances: [Appearance]?
    /// The output format; nil dumps the display list as JSON.
    public var format: OutputFormat?
    /// Overrides the frame's scale.
    public var scale: Double?
    /// Lay out only: no file bytes (`bytes` is empty), for callers that read the display list.
    public var layoutOnly = false
    /// Draw the screen alone, without its presentation (device frame, caption, store size): what
    /// the audit reads, and a reference of the screen itself (docs/presentation.md).
    public var withoutPresentation = false

    public init(appearances: [Appearance]? = nil, format: OutputFormat? = .png, scale: Double? = nil) {
        self.appearances = appearances; self.format = format; self.scale = scale
    }
}

extension Renderer {
    /// Parses a spec file.
    public func spec(at path: String) throws(ListshotError) -> ScreenSpec {
        do { return try SpecParser.parse(file: path, searchBoundary: themeSearchBoundary?.path) } catch { throw .spec(error) }
    }

    /// Renders every requested variant of `spec` into memory.
    public func render(_ spec: ScreenSpec, options: RenderOptions) throws(ListshotError) -> [RenderedVariant] {
        var results: [RenderedVariant] = []
        // The requested appearances replace the spec's own list (a day-only spec renders at night on request).
        var source = spec
        if let wanted = options.appearances, !wanted.isEmpty { source.appearances = wanted }
        for var variant in source.variants {
            if let scale = options.scale { variant.screen.frame = variant.screen.frame.withScale(scale) }
            if options.withoutPresentation { variant.screen.presentation = nil }
            let layout: LayoutResult
            do {
                layout = try self.layout(variant.screen, of: spec)
            } catch .theme(let error) where error.file == variant.screen.theme {
                // Point at the spec's `theme:` key rather than at a theme file that does not exist.
                let location = spec.themeLocation.map { ":\($0.line):\($0.column)" } ?? ""
                throw .theme(ThemeError(file: "\(spec.file)\(location)", keyPath: "theme", message: "'\(variant.screen.theme)': \(error.message)"))
            }
            let bytes: [UInt8]
            if options.layoutOnly {
                bytes = []
            } else if let format = options.format {
                bytes = try render(layout.displayList, format: format, specPath: spec.file)
            } else {
                // Image paths relative to the spec, like the sidecars: no machine path leaks.
                bytes = try DisplayListJSON.encode(layout.displayList.relativeToSpec(spec.file))
            }
            results.append(RenderedVariant(spec: spec, variant: variant, displayList: layout.displayList,
                                           warnings: layout.warnings, bytes: bytes, format: options.format))
        }
        return results
    }
}

extension ScreenFrame {
    /// The same frame at another scale (a device keeps its size and safe area).
    public func withScale(_ scale: Double) -> ScreenFrame {
        switch self {
        case .device(var device, let orientation):
            device.scale = scale
            return .device(device, orientation)
        case .custom(let w, let h, _): return .custom(width: w, height: h, scale: scale)
        case .fit(let w, _): return .fit(width: w, scale: scale)
        case .sizeThatFits(let w, _): return .sizeThatFits(maxWidth: w, scale: scale)
        }
    }
}

/// The stable JSON form of a display list: the contract (format 2), pretty printed.
public enum DisplayListJSON {
    public static func encode(_ list: DisplayList) throws(ListshotError) -> [UInt8] {
        do { return try list.contractJSON(pretty: true) } catch {
            throw .io(path: "display list", message: error.description)
        }
    }
}
