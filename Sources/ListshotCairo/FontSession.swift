import CCairo
import Foundation
import ListshotCore
import ListshotSupport

/// One font set's text machinery: a private fontconfig, a Pango font map and a Pango context set
/// up for deterministic output (docs/architecture.md, "Determinism"): resolution 72 (1 pt = 1
/// user unit), grey antialiasing, no hinting, unhinted metrics, unrounded glyph positions.
///
/// Pango font maps are not safe to use from two threads at once, and cairo's FreeType faces are
/// process-wide, so every call that touches a session holds ``engine``: one session per font
/// set then serves every thread.
final class FontSession {
    let catalog: FontCatalog
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// One context per base direction; contexts are never changed after creation, so cached
    /// layouts never re-lay themselves out under another direction.
    let contexts: [LayoutDirection: OpaquePointer]
    private let fallback: String
    /// Layouts by request, shared by measuring and drawing; bounded. SwiftUI's stack rules ask a text
    /// for its size at more widths (its minimum, its ideal, its share, its baseline), so a 100-row tree
    /// of 400 texts needs more than 1,024 entries: at that bound the cache emptied itself within every
    /// pass and a warm layout cost what a cold one did (docs/benchmark.md).
    private var layouts: [TextRequest: OpaquePointer] = [:]
    static let layoutCacheLimit = 4096

    init(catalog: FontCatalog) throws(RenderError) {
        Self.engine.lock()
        defer { Self.engine.unlock() }
        self.catalog = catalog
        let config = try FontConfiguration.shared(catalog: catalog)
        defer { FcConfigDestroy(config) }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .backend("pango_cairo_font_map_new_for_font_type returned nothing")
        }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        var contexts: [LayoutDirection: OpaquePointer] = [:]
        for direction in LayoutDirection.allCases {
            guard let ctx = pango_font_map_create_context(map) else {
                for made in contexts.values { g_object_unref(UnsafeMutableRawPointer(made)) }
                g_object_unref(map)
                throw .backend("pango_font_map_create_context returned nothing")
            }
            Self.configure(ctx, direction: direction)
            contexts[direction] = ctx
        }
        self.contexts = contexts
        fallback = catalog.fallbackFamilies.joined(separator: ",")
    }

    /// Resolution 72, grey antialiasing, no hinting, unhinted metrics, unrounded positions.
    private static func configure(_ ctx: OpaquePointer, direction: LayoutDirection) {
        pango_cairo_context_set_resolution(ctx, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        pango_context_set_base_dir(ctx, direction == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    }

    deinit {
        Self.engine.lock()
        defer { Self.engine.unlock() }
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for ctx in contexts.values { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        g_object_unref(fontMap)
    }

    /// The layout for `request`, made once and kept; owned by the session (do not unref).
    ///
    /// Measuring and drawing both go through here, so what is drawn is the very layout that
    /// was measured.
    func layout(for request: TextRequest) -> OpaquePointer? {
        if let cached = layouts[request] { return cached }
        guard let layout = makeLayout(request) else { return nil }
        if layouts.count >= Self.layoutCacheLimit {
            for old in layouts.values { g_object_unref(UnsafeMutableRawPointer(old)) }
            layouts.removeAll(keepingCapacity: true)
        }
        layouts[request] = layout
        return layout
    }

    /// The process's sessions, most recently used first. Every use of a session (and of this list)
    /// holds ``engine``, so one session per font set serves every thread.
    nonisolated(unsafe) private static var sessions: [FontSession] = []

    /// The session for `catalog`, created on first use. The process keeps a few (one per font
    /// set: the stock one and each brand theme's), so renders that alternate between brands do
    /// not rebuild their font maps, and parallel renders share one font map per set instead of
    /// building one per thread.
    static func current(catalog: FontCatalog = .debian) throws(RenderError) -> FontSession {
        engine.lock()
        defer { engine.unlock() }
        if let index = sessions.firstIndex(where: { $0.catalog == catalog }) {
            let session = sessions[index]
            if index > 0 { sessions.remove(at: index); sessions.insert(session, at: 0) }
            return session
        }
        let session = try FontSession(catalog: catalog)
        if sessions.count >= Self.sessionLimit { sessions.removeLast() }
        sessions.insert(session, at: 0)
        return session
    }

    /// How many font sets the process keeps open.
    static let sessionLimit = 4

    /// Drops every cached layout (benchmarks use it to time cold layouts).
    func purgeLayouts() {
        Self.engine.lock()
        defer { Self.engine.unlock() }
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll()
    }

    /// A new Pango layout for `request`; the caller owns it.
    private func makeLayout(_ request: TextRequest) -> OpaquePointer? {
        guard let context = contexts[request.direction], let layout = pango_layout_new(context) else { return nil }
        // Each paragraph takes its direction from its first strong character, as UIKit does:
        // "12 GB" stays "12 GB" in a right-to-left screen.
        pango_layout_set_auto_dir(layout, 1)
        request.text.withCString { pango_layout_set_text(layout, $0, -1) }

        let description = pango_font_description_new()
        "\(request.style.fontFamily),\(fallback)".withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(request.style.weight.numericValue)))
        pango_font_description_set_absolute_size(description, request.style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        if request.style.rule == .exact {
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(saturating: request.style.lineHeight * Double(PANGO_SCALE))))
        }
        // UIKit breaks over-long words between characters without adding a hyphen.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_width(layout, Int32(saturating: request.width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if request.maxLines > 0 {
            pango_layout_set_ellipsize(layout, Self.ellipsize(request.truncationMode))
            pango_layout_set_height(layout, Int32(clamping: -request.maxLines))
        }
        let textDirection = request.text.withCString { pango_find_base_dir($0, -1) }
        let paragraphIsRTL = textDirection == PANGO_DIRECTION_RTL
            || (textDirection == PANGO_DIRECTION_NEUTRAL && request.direction == .rightToLeft)
        pango_layout_set_alignment(layout, Self.alignment(request.alignment, direction: request.direction,
                                                          paragraphIsRTL: paragraphIsRTL))
        return layout
    }

    /// Pango's ellipsize mode for a truncation mode: head is START, middle MIDDLE, tail END
    /// (docs.gtk.org/Pango/enum.EllipsizeMode.html). The measurer and the painter both build
    /// their layout here, so they truncate alike.
    static func ellipsize(_ mode: TextTruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }

    /// Pango's alignment for a logical one. Natural and leading follow the screen's direction
    /// (UIKit's natural alignment): right in a right-to-left screen whatever the text's script.
    /// Pango swaps LEFT and RIGHT for a paragraph whose direction differs from the context's,
    /// so the visual side is mapped back through that swap.
    static func alignment(_ alignment: TextAlignment, direction: LayoutDirection, paragraphIsRTL: Bool) -> PangoAlignment {
        let screenRTL = direction == .rightToLeft
        let right: Bool
        switch alignment {
        case .center: return PANGO_ALIGN_CENTER
        case .natural, .leading: right = screenRTL
        case .trailing: right = !screenRTL
        }
        let swapped = paragraphIsRTL != screenRTL
        return (right != swapped) ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    }

    /// Measures `request` with Pango.
    func measure(_ request: TextRequest) -> TextMeasurement {
        Self.engine.lock()
        defer { Self.engine.unlock() }
        guard let layout = layout(for: request) else { return TextMeasurement(size: .zero, lineCount: 0) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let lines = Int(pango_layout_get_line_count(layout))
        let size = Size(width: min(Double(logical.width) / scale, request.width),
                        height: request.style.rule == .exact ? Double(lines) * request.style.lineHeight
                                                                     : Double(logical.height) / scale)
        let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
        let first = Double(pango_layout_get_baseline(layout)) / scale
        return TextMeasurement(size: size, lineCount: lines, isTruncated: pango_layout_is_ellipsized(layout) != 0,
                               missingGlyphs: unknown, missingCodePoints: unknown > 0 ? Self.unknownCodePoints(layout) : [],
                               firstBaseline: first, lastBaseline: Self.lastBaseline(layout) ?? first)
    }

    /// The last line's baseline from the top of the layout, in points: `pango_layout_iter_get_baseline`
    /// on the last line (Pango docs, PangoLayoutIter.get_baseline: "Gets the Y position of the current
    /// line's baseline, in layout coordinates"); `pango_layout_get_baseline` is the first line's
    /// ("Gets the Y position of baseline of the first line in layout"). The painter draws this same
    /// layout at the text's origin, so what is measured is where the glyphs sit.
    static func lastBaseline(_ layout: OpaquePointer) -> Double? {
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        while pango_layout_iter_next_line(iterator) != 0 {}
        return Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)
    }

    /// The distinct code points Pango could not find a glyph for. Pango stores such a glyph as the
    /// character itself with `PANGO_GLYPH_UNKNOWN_FLAG` (0x10000000) set.
    static func unknownCodePoints(_ layout: OpaquePointer) -> [UInt32] {
        let unknownFlag: UInt32 = 0x1000_0000
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var points: [UInt32] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs,
                  let infos = glyphs.pointee.glyphs else { continue }
            for index in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                let glyph = infos[index].glyph
                guard glyph & unknownFlag != 0 else { continue }
                let point = glyph & ~unknownFlag
                if !points.contains(point) { points.append(point) }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return points
    }
}

/// Measures text with Pango through the process's hermetic font session for the catalog.
///
/// ```swift
/// let measurer = try PangoTextMeasurer()
/// let layout = try ScreenLayout.layout(screen, theme: theme, measurer: measurer)
/// ```
public struct PangoTextMeasurer: TextMeasuring {
    let session: FontSession

    /// A measurer bound to the font session of `catalog`; safe on any thread (calls take turns).
    public init(catalog: FontCatalog = .debian) throws(RenderError) {
        session = try FontSession.current(catalog: catalog)
    }

    public func measure(_ request: TextRequest) -> TextMeasurement { session.measure(request) }

    /// Forgets the session's cached Pango layouts, so the next measurement shapes from scratch.
    public static func purgeCache(catalog: FontCatalog = .debian) {
        (try? FontSession.current(catalog: catalog))?.purgeLayouts()
    }
}
