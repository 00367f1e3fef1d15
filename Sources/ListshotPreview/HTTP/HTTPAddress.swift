import Foundation
import Listshot

/// An IPv4 or IPv6 address to listen on, parsed with `inet_pton`.
///
/// ```swift
/// let address = HTTPAddress("::1")        // IPv6 loopback
/// let fd = try address?.listen(port: 0)
/// ```
struct HTTPAddress: Sendable, Equatable {
    enum Family: Sendable, Equatable { case v4(in_addr_t), v6([UInt8]) }
    let family: Family
    /// The address as given (brackets removed).
    let text: String

    init?(_ given: String) {
        var text = given
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            family = .v4(v4.s_addr)
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            family = .v6(withUnsafeBytes(of: v6) { Array($0) })
        } else {
            return nil
        }
        self.text = text
    }

    /// Whether only this machine can connect.
    var isLoopback: Bool {
        switch family {
        case .v4(let raw): return UInt32(bigEndian: raw) >> 24 == 127
        case .v6(let bytes): return bytes == [UInt8](repeating: 0, count: 15) + [1]
        }
    }

    /// A listening socket bound to this address and `port` (0: any free port), close-on-exec so
    /// that a preview restarted in this process's place does not inherit it.
    func listen(port: UInt16) throws(ListshotError) -> Int32 {
        let domain = { if case .v4 = family { return AF_INET } else { return AF_INET6 } }()
        let descriptor = socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .usage("cannot open a socket: \(String(cString: strerror(errno))).") }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        switch family {
        case .v4(let raw):
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr = in_addr(s_addr: raw)
            bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        case .v6(let bytes):
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            withUnsafeMutableBytes(of: &address.sin6_addr) { $0.copyBytes(from: bytes) }
            setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
            bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        }
        guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
            let message = String(cString: strerror(errno))
            close(descriptor)
            throw .usage("cannot listen on \(text):\(port): \(message). Pick another --port (0 picks a free one), or stop what uses this one.")
        }
        return descriptor
    }

    /// The port a listening socket was given.
    func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            switch family {
            case .v4: return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case .v6: return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        }
    }
}
