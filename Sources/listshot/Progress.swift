import Foundation
import ListshotCore
import ListshotText

/// A one-line progress display on a terminal's stderr: count, percentage and time left.
/// Silent when stderr is not a terminal (CI logs stay clean).
final class Progress: @unchecked Sendable {
    let total: Int
    let label: String
    let enabled: Bool
    let start = Date()

    init(total: Int, label: String) {
        self.total = total
        self.label = label
        enabled = isatty(STDERR_FILENO) == 1 && total > 1
    }

    /// Shows `done` of the total, naming the file being worked on.
    func update(_ done: Int, detail: String) {
        guard enabled else { return }
        draw(done, total, suffix: " " + (detail as NSString).lastPathComponent.escapingControlCharacters)
    }

    /// Updates from a worker's callback: `done` of `total` finished.
    func tick(_ done: Int, _ total: Int) {
        guard isatty(STDERR_FILENO) == 1, total > 1 else { return }
        draw(done, total, suffix: "")
    }

    private let lock = NSLock()

    /// One line: label, a 24-cell bar, the count and the estimated time left.
    private func draw(_ done: Int, _ total: Int, suffix: String) {
        lock.lock(); defer { lock.unlock() }
        let elapsed = Date().timeIntervalSince(start)
        let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let width = 24
        let filled = total > 0 ? width * done / total : 0
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let eta = done > 0 ? " ~\(Int(left.rounded()))s left" : ""
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(label) \(bar) \(done)/\(total)\(eta)\(suffix)".utf8))
    }

    func finish() {
        guard isatty(STDERR_FILENO) == 1 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
