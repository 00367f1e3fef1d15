import Listshot

/// The comparison flags `verify` and `diff` share, checked before any work: finite, in range,
/// with messages that name the flag.
enum ToleranceFlags {
    static func check(threshold: Double, maxDiffPixels: Int, maxDiffPixelRatio: Double) throws(ListshotError) {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw .usage("--threshold \(threshold) is outside 0…1. It is pixelmatch's colour distance: 0.1 is the default, 0 counts every change.")
        }
        guard maxDiffPixels >= 0 else {
            throw .usage("--max-diff-pixels \(maxDiffPixels) is negative. Give a pixel count of 0 or more.")
        }
        guard maxDiffPixelRatio.isFinite, (0...1).contains(maxDiffPixelRatio) else {
            throw .usage("--max-diff-pixel-ratio \(maxDiffPixelRatio) is outside 0…1. It is a fraction of the image: 0.01 allows 1% of the pixels to differ.")
        }
    }
}
