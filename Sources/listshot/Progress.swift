import Foundation

/// A one-line progress display on a terminal's stderr: count, percentage and time left.
/// Silent when stderr is not a terminal (CI logs stay clean).
final class Progress {
    let total: Int
    let label: String
    let enabled: Bool
    let start = Date()

    init(total: Int, label: String) {
        self.total = total
        self.label = label
        enabled = isatty(STDERR_FILENO) == 1 && total > 1
    }

    func update(_ done: Int, detail: String) {
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(start)
        let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        let width = 24
        let filled = total > 0 ? width * done / total : 0
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let eta = done > 0 ? String(format: " ~%.0fs left", left) : ""
        let name = (detail as NSString).lastPathComponent
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(label) \(bar) \(done)/\(total)\(eta) \(name)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
