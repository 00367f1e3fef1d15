import Dispatch
import Foundation

/// The one place Listshot runs work on several threads. Every job writes only its own result
/// slot, so results never depend on scheduling or on the number of cores.
///
/// ```swift
/// let squares = ParallelWork.map(count: 4) { $0 * $0 }            // [0, 1, 4, 9]
/// let renders = ParallelWork.queue(count: 100, workers: 2, progress: { _ in }) { render($0) }
/// ```
package enum ParallelWork {
    /// Runs `count` jobs on the global pool and waits for all of them (jobs write disjoint data).
    package static func run(count: Int, _ job: (Int) -> Void) {
        if count <= 1 {
            if count == 1 { job(0) }
            return
        }
        withoutActuallyEscaping(job) { escapable in
            let box = UncheckedSendable(escapable)
            DispatchQueue.concurrentPerform(iterations: count) { index in box.value(index) }
        }
    }

    /// Runs `count` jobs on the global pool; the results in index order.
    package static func map<T>(count: Int, _ job: (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        run(count: count) { index in slots.set(index, job(index)) }
        return slots.values()
    }

    /// Runs `count` jobs on `workers` long-lived threads taking the next job from a shared queue
    /// (they share the process's font sessions, docs/architecture.md "Determinism"); results in index order. `progress` is called
    /// serially with the number done.
    package static func queue<T: Sendable>(count: Int, workers: Int, progress: @escaping @Sendable (Int) -> Void,
                                           _ job: @escaping @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        let threads = max(1, min(workers, count))
        if threads == 1 {
            for index in 0..<count {
                slots.set(index, job(index))
                progress(slots.finished())
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while let index = slots.next() {
                    slots.set(index, job(index))
                    progress(slots.finished())
                }
            }
        }
        return slots.values()
    }
}

/// Lock-protected result slots with a job cursor.
package final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var cursor = 0
    private var done = 0

    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    package func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < slots.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    package func set(_ index: Int, _ value: T) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    package func get(_ index: Int) -> T? {
        lock.lock(); defer { lock.unlock() }
        return slots[index]
    }

    package func finished() -> Int {
        lock.lock(); defer { lock.unlock() }
        done += 1
        return done
    }

    package func values() -> [T] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// Wraps a value the caller promises is used without data races (disjoint writes per job).
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
