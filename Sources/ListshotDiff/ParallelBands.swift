import Dispatch

/// Splits rows into bands and runs them on the global thread pool. Each band writes only its
/// own rows and its own result slot, so results do not depend on scheduling.
enum ParallelBands {
    /// Bands of at least 64 rows, at most 16 bands.
    static func ranges(height: Int) -> [Range<Int>] {
        let count = max(1, min(16, height / 64))
        let size = (height + count - 1) / max(count, 1)
        return stride(from: 0, to: height, by: max(size, 1)).map { $0 ..< min($0 + size, height) }
    }

    static func map<T>(_ bands: [Range<Int>], initial: T, _ body: (Range<Int>) -> T) -> [T] {
        var results = [T](repeating: initial, count: bands.count)
        if bands.count <= 1 {
            for (index, band) in bands.enumerated() { results[index] = body(band) }
            return results
        }
        results.withUnsafeMutableBufferPointer { slots in
            withoutActuallyEscaping(body) { escapable in
                let shared = UnsafeSendableBox((slots, escapable))
                DispatchQueue.concurrentPerform(iterations: bands.count) { index in
                    let (slots, work) = shared.value
                    slots[index] = work(bands[index])
                }
            }
        }
        return results
    }
}

/// Carries a value the caller promises is used without data races.
struct UnsafeSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
