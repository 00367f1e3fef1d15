import CCairo
import ListshotCore

/// Draws display lists to PNG, SVG and PDF with Cairo and Pango.
///
/// Calls on different threads run in parallel; they share one font session (one Pango font map)
/// per font set and take turns for text behind one engine lock (docs/architecture.md, "Determinism").
///
/// ```swift
/// let renderer = CairoRenderer()
/// let png = try renderer.render(displayList, format: .png)
/// ```
public struct CairoRenderer: Sendable {
    /// Listshot's own font files; brand files come from ``fonts``.
    public var baseCatalog: FontCatalog
    /// Brand font files, shared by copies of this renderer.
    public let fonts: FontRegistry

    public init(catalog: FontCatalog = .debian, fonts: FontRegistry = FontRegistry()) {
        self.baseCatalog = catalog; self.fonts = fonts
    }

    /// Every file any render of this renderer may see: the stock files and each brand file.
    /// The environment fingerprint hashes these.
    public var catalog: FontCatalog { fonts.isEmpty ? baseCatalog : fonts.catalog(base: baseCatalog, families: nil) }

    /// The files one render sees: the stock ones and the brand files of the families it names.
    public func catalog(forFamilies families: Set<String>) -> FontCatalog {
        fonts.isEmpty ? baseCatalog : fonts.catalog(base: baseCatalog, families: families)
    }

    /// The files the render of `list` sees (see ``catalog(forFamilies:)``).
    func catalog(for list: DisplayList) -> FontCatalog {
        if fonts.isEmpty { return baseCatalog }
        return catalog(forFamilies: Set(list.texts.map(\.text.request.style.fontFamily)))
    }

    /// Draws `list` into a bitmap at its scale.
    public func rasterize(_ list: DisplayList) throws(RenderError) -> RasterImage {
        let session = try FontSession.current(catalog: catalog(for: list))
        let (w, h) = list.pixelSize
        guard w > 0, h > 0, w <= maximumCanvasSide, h <= maximumCanvasSide else {
            throw .surfaceFailed("\(w)×\(h) px is outside 1…\(maximumCanvasSide) px a side")
        }
        guard let surface = SurfaceMemory.shared.surface(width: w, height: h) else {
            throw .surfaceFailed("no memory for \(w)×\(h) px")
        }
        let raster = RasterImage(surface: surface)
        try draw(list, on: surface, scale: list.scale, session: session)
        return raster
    }

    /// Renders `list` to the bytes of a file in `format`.
    ///
    /// PNG uses cairo's writer unless an `encoder` is given. SVG is in CSS px (one px per iOS
    /// point) and PDF in PDF points, both vector.
    public func render(_ list: DisplayList, format: OutputFormat,
                       pngEncoder: ((RasterImage) -> [UInt8])? = nil) throws(RenderError) -> [UInt8] {
        switch format {
        case .png:
            let raster = try rasterize(list)
            return pngEncoder?(raster) ?? raster.cairoPNGData()
        case .svg, .pdf:
            return try renderVector(list, format: format)
        }
    }

    func renderVector(_ list: DisplayList, format: OutputFormat) throws(RenderError) -> [UInt8] {
        let session = try FontSession.current(catalog: catalog(for: list))
        let sink = ByteSink()
        let box = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().append(data, Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer?
        if format == .svg {
            surface = cairo_svg_surface_create_for_stream(write, box, list.size.width, list.size.height)
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        } else {
            surface = cairo_pdf_surface_create_for_stream(write, box, list.size.width, list.size.height)
            if let surface {
                // Fixed metadata: no creation time, so the same drawing gives the same bytes.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Listshot")
            }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .surfaceFailed("cairo could not start a \(format.rawValue.uppercased()) document")
        }
        do {
            try draw(list, on: surface, scale: 1, session: session)
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .surfaceFailed(String(cString: cairo_status_to_string(status)))
        }
        return format == .svg ? SVGIdentifiers.normalize(sink.bytes) : sink.bytes
    }

    func draw(_ list: DisplayList, on surface: OpaquePointer, scale: Double, session: FontSession) throws(RenderError) {
        guard let cr = cairo_create(surface) else { throw .surfaceFailed("cairo_create failed") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        let images = ImageCache.current()
        images.beginRender()
        let painter = DisplayListPainter(cr: cr, session: session, images: images, scale: list.scale,
                                         isRaster: scale == list.scale)
        try painter.paint(list)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .backend(String(cString: cairo_status_to_string(status)))
        }
    }
}
