import ListshotImage

/// Everything that decides how two images are compared. Start from ``default`` and change
/// what you need; the defaults are defined here and nowhere else.
///
/// Semantics follow pixelmatch v7.2.0 (https://github.com/mapbox/pixelmatch, ISC), re-implemented
/// from its algorithm description: YIQ colour distance, blending of semi-transparent pixels over
/// a pseudo-checkerboard, and anti-aliasing detection after Vysniauskas (2009).
///
/// | option | default | meaning |
/// |---|---|---|
/// | ``threshold`` | 0.1 | per-pixel colour distance, 0...1; different when squared YIQ delta > 35215 · t² |
/// | ``includeAA`` | false | false: detect anti-aliased pixels and do not count them |
/// | ``alpha`` | 0.1 | opacity of the greyscale copy of `expected` behind the diff image |
/// | ``aaColor`` | (255, 255, 0) | diff-image colour of excluded anti-aliased pixels |
/// | ``diffColor`` | (255, 0, 0) | diff-image colour of counted pixels |
/// | ``diffColorAlt`` | nil (= ``diffColor``) | colour of counted pixels where `actual` is darker |
/// | ``diffMask`` | false | true: diff image shows only counted pixels, on transparent |
/// | ``checkerboard`` | true | blend semi-transparent pixels over pixelmatch 7's checkerboard (false: white) |
/// | ``ignoredRegions`` | [] | rects never counted, drawn faded |
/// | ``tolerance`` | 0 pixels, ratio 0 | how many counted pixels still pass; see ``DiffTolerance`` |
///
/// ```swift
/// var options = DiffOptions.default
/// options.threshold = 0.2
/// options.ignoredRegions = [PixelRect(x: 0, y: 0, width: 1170, height: 141)]  // status bar
/// options.tolerance.maxDiffPixels = 20
/// ```
public struct DiffOptions: Sendable, Hashable {
    /// Colour-distance threshold, 0...1: smaller is stricter.
    public var threshold: Double
    /// Count anti-aliased pixels as differences (true) or detect and exclude them (false).
    public var includeAA: Bool
    /// Opacity, 0...1, of the faded greyscale `expected` drawn under unchanged pixels.
    public var alpha: Double
    /// Diff-image colour for pixels excluded as anti-aliasing.
    public var aaColor: RGBAColor
    /// Diff-image colour for counted pixels.
    public var diffColor: RGBAColor
    /// Diff-image colour for counted pixels that got darker; nil uses ``diffColor``.
    public var diffColorAlt: RGBAColor?
    /// Draw only counted pixels, leaving everything else transparent.
    public var diffMask: Bool
    /// Blend semi-transparent pixels over pixelmatch 7's pseudo-checkerboard (true) or white.
    public var checkerboard: Bool
    /// Rectangles (in pixels) whose pixels are never counted; drawn faded in the diff image.
    public var ignoredRegions: [PixelRect]
    /// How many counted pixels a comparison may have and still pass.
    public var tolerance: DiffTolerance

    /// The defaults: see the table on ``DiffOptions``.
    public static let `default` = DiffOptions(
        threshold: 0.1, includeAA: false, alpha: 0.1,
        aaColor: RGBAColor(red: 255, green: 255, blue: 0),
        diffColor: RGBAColor(red: 255, green: 0, blue: 0),
        diffColorAlt: nil, diffMask: false, checkerboard: true,
        ignoredRegions: [], tolerance: .default)

    private init(
        threshold: Double, includeAA: Bool, alpha: Double, aaColor: RGBAColor, diffColor: RGBAColor,
        diffColorAlt: RGBAColor?, diffMask: Bool, checkerboard: Bool, ignoredRegions: [PixelRect],
        tolerance: DiffTolerance
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.ignoredRegions = ignoredRegions
        self.tolerance = tolerance
    }
}

/// How many counted (non-AA, non-ignored, over-threshold) pixels still pass.
///
/// A comparison passes when the count fits **either** budget: `mismatched ≤ maxDiffPixels` or
/// `mismatched / total ≤ maxDiffPixelRatio`. With both at 0 (the default) any counted pixel
/// fails. (Playwright takes the smaller of the two when both are set; here setting one budget
/// is enough to loosen the check, so a 0 default in the other cannot silently cancel it.)
///
/// ```swift
/// let lenient = DiffTolerance(maxDiffPixels: 0, maxDiffPixelRatio: 0.001)  // 0.1 % of pixels
/// ```
public struct DiffTolerance: Sendable, Hashable {
    /// Absolute number of counted pixels allowed.
    public var maxDiffPixels: Int
    /// Fraction of all pixels, 0...1, allowed to be counted.
    public var maxDiffPixelRatio: Double

    /// Creates a tolerance.
    public init(maxDiffPixels: Int, maxDiffPixelRatio: Double) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// No counted pixel allowed: 0 pixels, ratio 0.
    public static let `default` = DiffTolerance(maxDiffPixels: 0, maxDiffPixelRatio: 0)

    /// True when `mismatched` of `total` pixels fits either budget.
    public func accepts(mismatched: Int, of total: Int) -> Bool {
        if mismatched <= maxDiffPixels { return true }
        guard total > 0 else { return false }
        return Double(mismatched) / Double(total) <= maxDiffPixelRatio
    }
}
