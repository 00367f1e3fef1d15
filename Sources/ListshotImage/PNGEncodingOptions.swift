/// How ``PNGCodec`` writes a PNG: compression effort, scanline filtering and optional text.
///
/// Output is deterministic: the same pixels and options give the same bytes, always (no
/// timestamps, no `tIME`, no text unless you pass some), on any processor, for the zlib and
/// libdeflate engines the presets use; ``PNGDeflateEngine/parallelIsal`` is not byte-stable (see
/// there). Both presets write colour type 2 (RGB)
/// when every pixel is opaque and 6 (RGBA) otherwise, 8 bits a channel, not interlaced.
///
/// | preset | filter | engine, level | use |
/// |---|---|---|---|
/// | ``fast`` | ``PNGFilterStrategy/none`` | zlib in parallel segments, 1 | verify, render, diffs: speed first |
/// | ``smallest`` | ``PNGFilterStrategy/none`` | libdeflate, 10 | committed references |
///
/// ```swift
/// let quick = PNGCodec.encode(bitmap, options: .fast)
/// let tiny = PNGCodec.encode(bitmap, options: .smallest)
/// var tagged = PNGEncodingOptions.fast
/// tagged.text = [PNGTextEntry(keyword: "Software", text: "Listshot")]
/// ```
public struct PNGEncodingOptions: Sendable, Hashable {
    /// Compression level: 0 (store) ... 9 for zlib, ... 12 for libdeflate; clamped to the range.
    public var compressionLevel: Int
    /// Which PNG scanline filter(s) to use.
    public var filter: PNGFilterStrategy
    /// Which DEFLATE implementation compresses the scanlines.
    public var engine: PNGDeflateEngine
    /// Text chunks to write after `IHDR` (tEXt for ASCII text, iTXt otherwise), in this order.
    public var text: [PNGTextEntry]

    /// Creates options; see ``fast`` and ``smallest`` for the presets.
    public init(compressionLevel: Int, filter: PNGFilterStrategy, engine: PNGDeflateEngine = .libdeflate, text: [PNGTextEntry] = []) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.engine = engine
        self.text = text
    }

    /// Speed first, for verify and render: unfiltered rows (on flat UI colour they compress faster
    /// and smaller than filtered ones at low levels) at zlib level 1 in parallel segments
    /// (``PNGDeflateEngine/parallelZlib``), byte-identical on every run and processor; a 3 Mpx
    /// screen in 2.7× less time than libdeflate level 1 on one thread, for 27% more bytes
    /// (docs/testing.md, "Byte-identical renders"; `pngbench` prints the figures).
    public static let fast = PNGEncodingOptions(compressionLevel: 1, filter: .none, engine: .parallelZlib)

    /// Small files for committed references, at a fifth of the CPU of the largest effort:
    /// unfiltered rows (on UI screens no filter, nor a ranking of them, beats them) at libdeflate
    /// level 10, its first near-optimal level. Over the catalog it writes 5% more bytes than
    /// ranking every filter and compressing at level 12, for 4.2× less CPU (docs/testing.md,
    /// "PNG encoding", has the measured curve; `pngbench --catalog Snapshots` measures it).
    public static let smallest = PNGEncodingOptions(compressionLevel: 10, filter: .none, engine: .libdeflate)
}

/// Which scanline filter the PNG encoder applies (PNG filter method 0).
public enum PNGFilterStrategy: Sendable, Hashable, CaseIterable {
    /// Filter type 0 on every row. Fastest; flat UI colour compresses well even so.
    case none
    /// Filter type 1 (difference with the pixel to the left) on every row.
    case sub
    /// Filter type 2 (difference with the pixel above) on every row.
    case up
    /// Filter type 3 (difference with the mean of left and above) on every row.
    case average
    /// Filter type 4 (Paeth predictor) on every row.
    case paeth
    /// Per row, the filter whose output has the smallest sum of absolute signed bytes (libpng's
    /// heuristic).
    case adaptive
    /// Ranks each strategy above by its compressed size at a quick trial level (libdeflate
    /// level ≤ 6), then compresses the smallest at the requested level. Slow: at level 12 about
    /// 4× the CPU of ``PNGEncodingOptions/smallest`` for 5% fewer bytes on UI screens.
    case smallestOfAll
}

/// Which DEFLATE implementation compresses the PNG's scanlines. Both give standard zlib streams.
public enum PNGDeflateEngine: Sendable, Hashable, CaseIterable {
    /// libdeflate, one whole-buffer stream on one thread. Best ratio at high levels. Levels 0-12.
    case libdeflate
    /// ISA-L's igzip at its level 1 (the level is ignored), pigz-style: the scanlines are cut into
    /// fixed ~1 MiB segments compressed in parallel (each primed with the previous 32 KiB), joined
    /// into one zlib stream; output does not depend on the core count. Quicker than libdeflate
    /// level 1, but its bytes are not stable: some runs write other DEFLATE bytes for the same
    /// pixels, and processor kinds differ (see `IsalSegmentDeflater`). No preset uses it; `pngbench`
    /// measures it.
    case parallelIsal
    /// zlib at the level (at most 9), pigz-style like ``parallelIsal``: fixed ~1 MiB segments of
    /// scanlines (bands of rows) compressed in parallel, each primed with the previous 32 KiB,
    /// joined into one zlib stream. zlib holds no state between calls, so the bytes depend only
    /// on the pixels and the level, not on the run, the core count or the processor.
    case parallelZlib
}

/// One text chunk: a Latin-1 keyword (1-79 printable characters) and its text.
public struct PNGTextEntry: Sendable, Hashable {
    /// The keyword, e.g. "Software", "Description".
    public var keyword: String
    /// The text; non-ASCII text is written as UTF-8 in an iTXt chunk.
    public var text: String

    /// Creates an entry. The keyword must be 1-79 ASCII printable characters (precondition at
    /// encode time).
    public init(keyword: String, text: String) {
        self.keyword = keyword
        self.text = text
    }
}
