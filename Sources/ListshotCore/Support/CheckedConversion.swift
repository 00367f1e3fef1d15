/// Integer conversions that cannot trap. `Int(x)` traps when `x` is NaN, infinite or beyond the
/// integer's range; values reaching the backend come from layout, so they are checked here even
/// though specs and themes are range-checked where they are read.
///
/// ```swift
/// Int(saturating: 1e300)            // Int.max
/// Int32(saturating: .nan)           // 0
/// Int(checked: 12.6)                // 13
/// Int(checked: .infinity)           // nil
/// ```
extension Int {
    /// `value` rounded to nearest, or nil when it is not finite or beyond ±2⁶².
    public init?(checked value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        guard rounded.isFinite, rounded.magnitude < 0x1p62 else { return nil }
        self.init(rounded)
    }

    /// `value` rounded to nearest and clamped to `Int`'s range; NaN becomes 0.
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        if value.isNaN { self = 0; return }
        self = Int(checked: value, rounding: rule) ?? (value < 0 ? .min : .max)
    }
}

extension Int32 {
    /// `value` rounded to nearest and clamped to `Int32`'s range; NaN becomes 0.
    public init(saturating value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        self.init(clamping: Int(saturating: value, rounding: rule))
    }
}
