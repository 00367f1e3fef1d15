/// A tiny deterministic PRNG (Steele, Lea & Flood's SplitMix64): the same seed gives the same
/// mutations on every platform and Swift version, unlike `SystemRandomNumberGenerator`.
///
/// ```swift
/// var random = SplitMix64(seed: 0x5EED)
/// let pick = random.below(10)      // 0..<10
/// ```
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound ≥ 1), by multiply-shift so it does not depend on the
    /// standard library's sampling algorithm.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int((UInt64(bound).multipliedFullWidth(by: next())).high)
    }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
