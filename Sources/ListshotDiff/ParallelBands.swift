import ListshotSupport

/// Splits rows into bands and runs them on the global thread pool. Each band writes only its
/// own rows and its own result slot, so results do not depend on scheduling.
enum ParallelBands {
    /// Bands of at least 64 rows, at most 16 bands.
    static func ranges(height: Int) -> [Range<Int>] {
        let count = max(1, min(16, height / 64))
        let size = (height + count - 1) / max(count, 1)
        return stride(from: 0, to: height, by: max(size, 1)).map { $0 ..< min($0 + size, height) }
    }

    static func map<T>(_ bands: [Range<Int>], _ body: (Range<Int>) -> T) -> [T] {
        ParallelWork.map(count: bands.count) { index in body(bands[index]) }
    }
}
