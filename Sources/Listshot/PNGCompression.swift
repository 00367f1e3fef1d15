import ListshotCairo
import ListshotImage

/// How rendered bitmaps become PNG bytes: `fast` for renders that are compared, `smallest` for
/// references that are committed. The README's benchmark table has their times and sizes.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// Speed first (zlib level 1 in parallel segments, no row filter): for renders that are compared, not kept.
    case fast
    /// Smallest files (unfiltered rows, libdeflate level 10): for committed references.
    case smallest
    /// Cairo's own writer, kept as the baseline the others are measured against.
    case cairo

    /// Listshot's encoder settings for this choice (cairo's writer has none: it maps to `smallest`
    /// where a reference is written).
    public var encodingOptions: PNGEncodingOptions {
        switch self {
        case .fast: .fast
        case .smallest, .cairo: .smallest
        }
    }

    /// Encodes `raster` with this setting.
    public func encode(_ raster: RasterImage) -> [UInt8] {
        switch self {
        case .fast: return raster.pngData(options: .fast)
        case .smallest: return raster.pngData(options: .smallest)
        case .cairo: return raster.cairoPNGData()
        }
    }
}
