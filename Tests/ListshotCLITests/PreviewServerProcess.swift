import Foundation

/// A running `listshot preview` for tests: started with `--port 0` in the background by `bash`
/// (not a `Process` the test keeps: a long-lived child object stalls Foundation's reaping of the
/// test's other children), its URL read from the line it prints, stopped with SIGINT (Ctrl-C).
final class PreviewServerProcess {
    let folder: URL
    let pid: Int32
    let url: String

    /// Starts the preview; `fileLimit` runs it under `ulimit -n`.
    init(_ arguments: [String], in directory: URL, fileLimit: Int? = nil) throws {
        folder = directory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let command = [CLI.binary.path, "preview"] + arguments + ["--port", "0"]
        if let fileLimit {
            pid = try Background.start("/bin/sh", ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\""] + command, in: directory, output: folder)
        } else {
            pid = try Background.start(command[0], Array(command.dropFirst()), in: directory, output: folder)
        }
        let deadline = Date().addingTimeInterval(30)
        var line = ""
        while !line.contains("\n"), Date() < deadline {
            line = (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
            if !line.contains("\n") { usleep(20_000) }
        }
        guard let start = line.range(of: "http://"), let end = line[start.lowerBound...].firstIndex(of: " ") else {
            kill(pid, SIGKILL)
            throw PreviewTestError("the preview printed no URL: \(line)")
        }
        url = String(line[start.lowerBound..<end])
    }

    /// The port from the URL.
    var port: UInt16 { UInt16(url.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? "") ?? 0 }

    /// The descriptors the server holds open now.
    var openDescriptors: Int { ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).count }

    /// The CPU the server has used so far, in seconds (user and system, from /proc).
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields 14 and 15 of stat(5) (utime, stime), counted from the state as field 3.
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Whether the server process is still running.
    var isRunning: Bool { kill(pid, 0) == 0 && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("status").path) }

    /// What the server wrote to stdout so far.
    var stdout: String { (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }

    /// What the server wrote to stderr so far.
    var stderr: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Sends Ctrl-C and returns the exit status (-1 when it did not stop within 10 s).
    func stop() -> Int32 {
        kill(pid, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOf: folder.appendingPathComponent("status"), encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return status }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        return -1
    }

    /// `curl` of `path`, kept as given (`--path-as-is`): the status and the body's bytes.
    func get(_ path: String) throws -> (status: Int, body: Data) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try Run.process("/usr/bin/curl", ["-s", "--path-as-is", "-o", file.path, "-w", "%{http_code}", url + path])
        return (Int(output.stdout) ?? 0, (try? Data(contentsOf: file)) ?? Data())
    }
}

/// Long-running children started in the background by `bash`, which closes every inherited
/// descriptor above 2 first, writes `stdout` in `output` and the exit status to `status` there.
enum Background {
    static func start(_ executable: String, _ arguments: [String], in directory: URL, output: URL) throws -> Int32 {
        let script = """
        for fd in $(ls /proc/$$/fd); do if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null; fi; done
        out="$1"; shift
        ( "$@" > "$out/stdout" 2> "$out/stderr" < /dev/null; echo $? > "$out/status.tmp"; mv "$out/status.tmp" "$out/status" ) > /dev/null 2>&1 &
        sleep 0.05
        pgrep -P $! | head -n 1
        """
        let result = try Run.process("/bin/bash", ["-c", script, "bash", output.path, executable] + arguments, in: directory)
        guard let pid = Int32(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw PreviewTestError("could not start \(executable): \(result.stdout) \(result.stderr)")
        }
        return pid
    }
}

struct PreviewTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
