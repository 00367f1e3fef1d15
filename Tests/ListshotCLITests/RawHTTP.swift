import Foundation

/// A TCP connection to 127.0.0.1 for the preview's trust tests: sends bytes exactly as given (a
/// forged `Host`, an endless request line) and reads what comes back, each step bounded in time.
///
/// ```swift
/// let connection = try RawHTTP(port: server.port)
/// connection.send("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n")
/// connection.receive().hasPrefix("HTTP/1.1 421")
/// ```
final class RawHTTP {
    let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewTestError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            let message = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw PreviewTestError("connect: \(message)")
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Sends `text`; false when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// What arrives within `seconds`, until the server closes the connection or `until` appears.
    func receive(seconds: Double = 5, until marker: String? = nil) -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 50) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 65_536, 0) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if let marker, String(decoding: bytes, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
