import Foundation

/// Runs `count` jobs on `workers` threads, returning results in input order.
///
/// Each worker thread keeps its own Pango font map (thread-local), so renders never share one.
/// `progress` is called (serially) after each job with the number done.
func runParallel<T: Sendable>(count: Int, workers: Int, progress: @escaping @Sendable (Int) -> Void,
                              _ job: @escaping @Sendable (Int) -> T) -> [T] {
    let box = ResultBox<T>(count: count)
    let threads = max(1, min(workers, count))
    if threads == 1 {
        for index in 0..<count {
            box.set(index, job(index))
            progress(box.finished())
        }
    } else {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = box.next() {
                box.set(index, job(index))
                progress(box.finished())
            }
        }
    }
    return box.values()
}

/// Lock-protected job queue and result slots.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var cursor = 0
    private var done = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < slots.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    func set(_ index: Int, _ value: T) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    func finished() -> Int {
        lock.lock(); defer { lock.unlock() }
        done += 1
        return done
    }

    func values() -> [T] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
