import Foundation

/// Fails the run when one iteration takes longer than its bound: a hang is a finding, like a
/// crash. The input being tried is always on disk (``FuzzInputFile``), so either is reproducible.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: Date?
    private var label = ""
    let limit: TimeInterval

    init(limit: TimeInterval) {
        self.limit = limit
        let thread = Thread { [unowned self] in self.watch() }
        thread.stackSize = 1 << 16
        thread.start()
    }

    func begin(_ label: String) {
        lock.lock(); started = Date(); self.label = label; lock.unlock()
    }

    func end() {
        lock.lock(); started = nil; lock.unlock()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            lock.lock()
            let elapsed = started.map { Date().timeIntervalSince($0) } ?? 0
            let what = label
            lock.unlock()
            if elapsed > limit {
                FileHandle.standardError.write(Data("listshot-fuzz: FINDING: \(what) ran longer than \(Int(limit)) s (a hang). The input is in \(FuzzInputFile.folder).\n".utf8))
                exit(1)
            }
        }
    }
}

/// Where the input under test is written before each iteration, so a crash leaves it behind.
enum FuzzInputFile {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-fuzz-\(getpid())").path

    static func write(_ bytes: [UInt8], name: String) -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        FuzzRun.write(path, Data(bytes))
        return path
    }
}
