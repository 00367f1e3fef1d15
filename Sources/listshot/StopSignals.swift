import Foundation

/// Ctrl-C and SIGTERM for a long-running command (`listshot preview`): a handler of our own (not
/// an ignored disposition or a blocked mask a parent may have left, nor a dispatch source that
/// misses a signal delivered to another thread) writes a byte to a pipe, and a thread waiting on that pipe runs
/// the command's stop action once with the signal's number (docs/preview.md; `verify --against`
/// removes its private folder this way, ``StopSignals/removeOnStop(_:)``).
///
/// ```swift
/// StopSignals.install { _ in server.stop() }
/// ```
enum StopSignals {
    /// The pipe's write end, for the handler (a signal handler can capture nothing).
    nonisolated(unsafe) static var writeEnd: Int32 = -1

    /// Installs the handlers and starts the thread that calls `action` at the first signal.
    static func install(_ action: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        // Not inherited by a preview restarted in this process's place.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        let handler: @convention(c) (Int32) -> Void = { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(StopSignals.writeEnd, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may start us with these blocked (Foundation's `Process` does on Linux), and
        // every thread inherits that: unblock them here, so this thread at least takes them.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let readEnd = ends[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0, errno == EINTR {}
            action(Int32(byte))
        }
        thread.name = "listshot stop signals"
        thread.start()
    }
}
