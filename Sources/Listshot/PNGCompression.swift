import ListshotCairo

/// How rendered bitmaps become PNG bytes.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// Speed first: for renders that are compared, not kept.
    case fast
    /// Smallest files: for references committed to a repository (`--optimize`).
    case smallest
    /// Cairo's own writer, kept as the baseline the others are measured against.
    case cairo

    /// Encodes `raster` with this setting.
    public func encode(_ raster: RasterImage) -> [UInt8] {
        switch self {
        case .fast, .smallest, .cairo:
            return raster.cairoPNGData()
        }
    }
}
