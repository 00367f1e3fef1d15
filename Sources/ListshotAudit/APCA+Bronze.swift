/// The APCA Readability Criterion "Bronze simple mode" minimum Lc for a run of text.
///
/// Source: APCA Readability Criterion, "Tests: Bronze Simple Mode"
/// (https://readtech.org/ARC/tests/bronze-simple-mode/). Its levels, by the smallest font each
/// allows (size in CSS px / weight):
///
/// | Lc | use | smallest text |
/// |---|---|---|
/// | 90 | preferred for fluent body text | — |
/// | 75 | minimum for body text | 18 px / 400, 14 px / 700 |
/// | 60 | minimum for other content text | 24 px / 400, 16 px / 700 |
/// | 45 | minimum for large text and headlines | 36 px / 400, 24 px / 700 |
/// | 30 | absolute minimum for spot text (placeholder, disabled) | — |
/// | 15 | minimum for non-text that must be discernible | — |
///
/// A run's requirement is the lowest level whose size floor it reaches; text smaller than the
/// Lc 75 floors needs Lc 90. Display-list sizes are iOS points, treated as CSS px. Weights below
/// 400 use the next level up. Every list label is treated as content text (not spot text): the
/// display list does not say which text is a placeholder.
///
/// ```swift
/// APCABronze.requiredLc(size: 17, weight: 400)   // 90
/// APCABronze.requiredLc(size: 18, weight: 400)   // 75
/// ```
package enum APCABronze {
    /// (Lc, smallest size at weight 400–699, smallest size at weight 700+), loosest first.
    static let levels: [(lc: Double, regular: Double, bold: Double)] = [
        (45, 36, 24),
        (60, 24, 16),
        (75, 18, 14),
    ]

    /// The preferred level, required of text below every size floor.
    package static let preferred: Double = 90

    /// The minimum |Lc| for text of `size` (pt = CSS px) and numeric `weight`.
    package static func requiredLc(size: Double, weight: Int) -> Double {
        guard let index = levels.firstIndex(where: { size >= (weight >= 700 ? $0.bold : $0.regular) }) else {
            return preferred
        }
        guard weight < 400 else { return levels[index].lc }
        return index + 1 < levels.count ? levels[index + 1].lc : preferred
    }
}
