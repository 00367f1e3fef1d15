import Foundation

extension FontSession {
    /// One lock for every call that can load, use or close a font face, across all threads.
    ///
    /// Every thread shares one font session (one Pango font map) per font set, and cairo keeps
    /// its FreeType faces in one process-wide map and, with more than ten faces open, closes one another thread may be
    /// about to use: cairo 1.16 checks that a face is unused without taking that face's own lock.
    /// Under load two renders in parallel then crash inside FreeType or cairo (a `listshot audit`
    /// of the catalog, three at once, crashed about once in fifty runs: `FT_Done_Face` in
    /// `cairo_scaled_font_create` on one thread while another loaded a glyph from that face).
    /// Shaping, measuring and drawing text therefore take turns; everything else a render does
    /// (rectangles, paths, images, PNG encoding, diffs) still runs in parallel.
    static let engine = NSRecursiveLock()

    /// Runs `body` holding ``engine``.
    static func withEngine<T>(_ body: () throws -> T) rethrows -> T {
        engine.lock()
        defer { engine.unlock() }
        return try body()
    }
}
