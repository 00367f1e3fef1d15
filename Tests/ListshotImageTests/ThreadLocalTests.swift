import Foundation
@testable import ListshotSupport
import Testing

@Suite("Per-thread objects")
struct ThreadLocalTests {
    final class Counter: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        static var count: Int { lock.withLock { alive } }
        init() { Self.lock.withLock { Self.alive += 1 } }
        deinit { Self.lock.withLock { Self.alive -= 1 } }
    }

    final class Seen: @unchecked Sendable {
        var first: ObjectIdentifier?
        var second: ObjectIdentifier?
    }

    @Test func oneObjectPerThreadReleasedWhenTheThreadEnds() throws {
        let local = ThreadLocal { Counter() }
        let here = ObjectIdentifier(local.value)
        #expect(ObjectIdentifier(local.value) == here, "the same thread gets the same object")
        let before = Counter.count
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            seen.first = ObjectIdentifier(local.value)
            seen.second = ObjectIdentifier(local.value)
            done.signal()
        }
        done.wait()
        #expect(seen.first != nil && seen.first == seen.second)
        #expect(seen.first != here, "another thread gets its own")
        // That thread's object is released once the thread has ended.
        var waited = 0
        while Counter.count > before, waited < 2000 { usleep(1000); waited += 1 }
        #expect(Counter.count == before)
    }
}
