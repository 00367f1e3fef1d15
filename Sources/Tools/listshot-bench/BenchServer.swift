import Foundation

/// A `listshot preview` server started for a benchmark on a free port, and its page address;
/// `stop()` ends it (Ctrl-C, then a kill: a server started by Foundation's Process here has not
/// always honoured the interrupt).
struct BenchServer {
    let process: Process
    let base: String

    static func start(_ arguments: [String], standardError: FileHandle) throws -> BenchServer {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("listshot")
        let server = Process()
        let out = Pipe()
        server.executableURL = binary
        server.arguments = ["preview"] + arguments + ["--port", "0"]
        server.standardOutput = out
        server.standardError = standardError
        try server.run()
        var line = ""
        while !line.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { throw BenchError.unexpected("listshot preview printed no URL") }
            line += String(decoding: data, as: UTF8.self)
        }
        guard let start = line.range(of: "http://"), let end = line[start.lowerBound...].firstIndex(of: " ") else {
            throw BenchError.unexpected("no URL in: \(line)")
        }
        return BenchServer(process: server, base: String(line[start.lowerBound..<end]))
    }

    func stop() {
        process.interrupt()
        usleep(1_500_000)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
