import Dispatch

/// Runs `count` independent jobs on the global thread pool and waits for all of them.
///
/// Jobs write only to their own slot of preallocated storage, so the result does not depend on
/// scheduling or on the number of cores (the encoder's output stays byte-for-byte deterministic).
enum ParallelWork {
    static func run(count: Int, _ job: (Int) -> Void) {
        if count <= 1 {
            if count == 1 { job(0) }
            return
        }
        withoutActuallyEscaping(job) { escapable in
            let box = UncheckedSendable(escapable)
            DispatchQueue.concurrentPerform(iterations: count) { index in box.value(index) }
        }
    }
}

/// Wraps a value the caller promises is used without data races (disjoint writes per job).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
