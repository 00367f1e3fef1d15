import Foundation
import ListshotCore
import ListshotText

/// A one-line progress display on a terminal's stderr: count, percentage and time left.
/// Elsewhere (CI logs) ``tick(_:_:)`` writes a plain line per hundred cases, and ``update(_:detail:)``
/// nothing.
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

    /// Updates from a worker's callback: `done` of `total` finished. Off a terminal, one line each
    /// hundred (`Recording 100/412`), so a long CI run shows it is moving.
    func tick(_ done: Int, _ total: Int) {
        guard total > 1 else { return }
        if isatty(STDERR_FILENO) == 1 { draw(done, total, suffix: ""); return }
        lock.lock(); defer { lock.unlock() }
        let hundreds = done / Self.lineEvery
        guard hundreds > linesWritten, done < total else { return }
        linesWritten = hundreds
        FileHandle.standardError.write(Data("\(label) \(hundreds * Self.lineEvery)/\(total)\n".utf8))
    }

    /// Cases between two plain progress lines.
    static let lineEvery = 100
    private var linesWritten = 0
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
