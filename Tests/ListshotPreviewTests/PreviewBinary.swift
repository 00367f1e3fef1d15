import Foundation

/// The real `listshot preview` for the crowd tests, built beside the test bundle: started by
/// `bash` in the background (optionally under `ulimit -n`), its URL read from what it prints,
/// stopped with SIGINT (Ctrl-C).
///
/// ```swift
/// let server = try PreviewBinary(folder: catalog, fileLimit: 100)
/// defer { server.stop() }
/// ```
final class PreviewBinary {
    let output: URL
    let pid: Int32
    let port: UInt16

    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".xctest") { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("listshot")
    }

    init(folder: URL, fileLimit: Int? = nil) throws {
        output = folder.deletingLastPathComponent().appendingPathComponent("server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let limit = fileLimit.map { "ulimit -n \($0) && " } ?? ""
        // Descriptors above 2 are closed first, so the server inherits none of the test's sockets.
        let script = """
        for fd in $(ls /proc/$$/fd); do if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null; fi; done
        out="$1"; shift
        ( \(limit)exec "$@" > "$out/stdout" 2> "$out/stderr" < /dev/null ) > /dev/null 2>&1 &
        echo $!
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "bash", output.path, Self.binary.path, "preview", folder.path, "--port", "0"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw CrowdError("no pid: \(text)") }
        self.pid = pid
        let deadline = Date().addingTimeInterval(30)
        var line = ""
        while !line.contains("\n"), Date() < deadline {
            line = (try? String(contentsOf: output.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
            if !line.contains("\n") { usleep(20_000) }
        }
        guard let start = line.range(of: "http://127.0.0.1:"),
              let port = UInt16(line[start.upperBound...].prefix { $0.isNumber }) else {
            kill(pid, SIGKILL)
            throw CrowdError("the preview printed no URL: \(line)")
        }
        self.port = port
    }

    var stderr: String { (try? String(contentsOf: output.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Ctrl-C, then SIGKILL if it is still there after 10 s.
    func stop() {
        kill(pid, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while kill(pid, 0) == 0, Date() < deadline { usleep(20_000) }
        if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    }
}

/// A client socket to 127.0.0.1 that sends bytes exactly as given and reads with a time bound.
final class CrowdSocket {
    let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw CrowdError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw CrowdError("connect: \(message)")
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
    }

    /// What arrives within `seconds`, until the peer closes or `marker` has arrived.
    func receive(seconds: Double, until marker: String) -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 50) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 65_536, 0) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if String(decoding: bytes, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

struct CrowdError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
