import ListshotImage

/// The outcome of comparing two images, with the optional diff image.
///
/// ```swift
/// let result = ImageComparator().compare(expected: reference, actual: render, diffImage: true)
/// switch result.verdict {
/// case .identical, .withinTolerance: break
/// case .different(let stats): print(result.message, stats.boundingBox as Any)
/// case .sizeMismatch: print(result.message)
/// }
/// ```
public struct DiffResult: Sendable, Hashable {
    /// What the comparison found.
    public var verdict: DiffVerdict
    /// The diff image, when one was requested and the sizes match.
    public var diffImage: RGBABitmap?

    /// Creates a result.
    public init(verdict: DiffVerdict, diffImage: RGBABitmap?) {
        self.verdict = verdict
        self.diffImage = diffImage
    }

    /// True for ``DiffVerdict/identical(_:)`` and ``DiffVerdict/withinTolerance(_:)``.
    public var passed: Bool { verdict.passed }

    /// The statistics, nil for a size mismatch.
    public var statistics: DiffStatistics? { verdict.statistics }

    /// One line for a person: what happened and, on failure, where to look.
    public var message: String { verdict.message }
}

/// Identical, similar enough, different, or not comparable (sizes differ).
public enum DiffVerdict: Sendable, Hashable {
    /// Byte-identical pixels.
    case identical(DiffStatistics)
    /// Not byte-identical, but the counted pixels fit the tolerance (possibly 0 counted).
    case withinTolerance(DiffStatistics)
    /// More counted pixels than the tolerance allows.
    case different(DiffStatistics)
    /// The images have different sizes; no pixel was compared.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)

    /// True for ``identical(_:)`` and ``withinTolerance(_:)``.
    public var passed: Bool {
        switch self {
        case .identical, .withinTolerance: return true
        case .different, .sizeMismatch: return false
        }
    }

    /// The statistics, nil for ``sizeMismatch(expected:actual:)``.
    public var statistics: DiffStatistics? {
        switch self {
        case let .identical(stats), let .withinTolerance(stats), let .different(stats): return stats
        case .sizeMismatch: return nil
        }
    }

    /// A message that says what happened and what to do next.
    public var message: String {
        switch self {
        case .identical:
            return "Images are identical."
        case let .withinTolerance(stats):
            return stats.mismatchedPixels == 0
                ? "Images match within the threshold (\(stats.antialiasedPixels) anti-aliased pixels ignored)."
                : "Images match within tolerance: \(stats.mismatchedPixels) of \(stats.totalPixels) pixels differ (\(stats.percentText))."
        case let .different(stats):
            let area = stats.boundingBox.map { " in \($0)" } ?? ""
            return "Images differ: \(stats.mismatchedPixels) of \(stats.totalPixels) pixels (\(stats.percentText))\(area). Check the diff image; re-record if the change is intended."
        case let .sizeMismatch(expected, actual):
            return "Sizes differ: \(expected) vs \(actual). Re-record the reference if the new size is intended."
        }
    }
}

/// Counts from one comparison.
public struct DiffStatistics: Sendable, Hashable {
    /// Pixels over the threshold and not excluded (the pixelmatch return value, minus ignored).
    public var mismatchedPixels: Int
    /// All pixels, `width * height`.
    public var totalPixels: Int
    /// Pixels over the threshold that were excluded as anti-aliasing.
    public var antialiasedPixels: Int
    /// Pixels inside ``DiffOptions/ignoredRegions``.
    public var ignoredPixels: Int
    /// The smallest rect holding every counted pixel; nil when none was counted.
    public var boundingBox: PixelRect?

    /// Creates statistics.
    public init(mismatchedPixels: Int, totalPixels: Int, antialiasedPixels: Int, ignoredPixels: Int, boundingBox: PixelRect?) {
        self.mismatchedPixels = mismatchedPixels
        self.totalPixels = totalPixels
        self.antialiasedPixels = antialiasedPixels
        self.ignoredPixels = ignoredPixels
        self.boundingBox = boundingBox
    }

    /// `mismatchedPixels / totalPixels`, 0 for an empty image.
    public var mismatchRatio: Double {
        totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels)
    }

    /// The ratio as a percentage with up to three decimals, e.g. "0.012%".
    var percentText: String {
        let scaled = (mismatchRatio * 100_000).rounded() / 1000
        return "\(scaled)%"
    }
}
