import Foundation

extension StopSignals {
    /// A folder to remove when Ctrl-C or SIGTERM ends the run; ``done()`` forgets it once the run
    /// removes it itself.
    final class Removal: @unchecked Sendable {
        let folder: String
        init(folder: String) { self.folder = folder }
        /// The run is past the folder: a later signal leaves it to the run's own cleanup.
        func done() { StopSignals.forget(folder) }
    }

    nonisolated(unsafe) private static var folders: [String] = []
    nonisolated(unsafe) private static var installed = false
    private static let lock = NSLock()

    /// Removes `folder` (with everything in it) if SIGINT or SIGTERM arrives before ``Removal/done()``,
    /// then ends the process by that signal, so the caller sees the usual status (130, 143).
    /// Register a folder before it is made: a signal between its making and its registration
    /// would leave it behind.
    ///
    /// ```swift
    /// let removal = StopSignals.removeOnStop("/tmp/listshot-against-…")
    /// defer { removal.done() }
    /// ```
    static func removeOnStop(_ folder: String) -> Removal {
        lock.lock()
        folders.append(folder)
        let first = !installed
        installed = true
        lock.unlock()
        if first { install { number in stop(by: number) } }
        return Removal(folder: folder)
    }

    static func forget(_ folder: String) {
        lock.lock()
        folders.removeAll { $0 == folder }
        lock.unlock()
    }

    /// Set once a stop signal's cleanup has begun: the run may fail meanwhile (its folder is going),
    /// and must not end the process with that failure's status before the signal does.
    nonisolated(unsafe) private static var stoppingBySignal = false

    /// Blocks for good when a stop signal's cleanup is under way, so the process ends by the signal
    /// (status 130 or 143) rather than by an error the removal itself caused; returns otherwise.
    static func yieldToStopSignal() {
        lock.lock()
        let stopping = stoppingBySignal
        lock.unlock()
        guard stopping else { return }
        while true { pause() }
    }

    /// Removes the registered folders, then ends the process by `number` with its default action.
    private static func stop(by number: Int32) {
        lock.lock()
        stoppingBySignal = true
        let pending = folders
        lock.unlock()
        // The run's other threads may still be writing into a folder: remove it again until it
        // stays gone, so nothing written meanwhile is left.
        for folder in pending {
            for _ in 0..<5 {
                try? FileManager.default.removeItem(atPath: folder)
                if !FileManager.default.fileExists(atPath: folder) { break }
            }
        }
        let signalNumber = number == SIGINT ? SIGINT : SIGTERM
        signal(signalNumber, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signalNumber)
        _exit(128 + signalNumber)
    }
}
