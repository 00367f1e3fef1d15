import Foundation

/// A connected socket's blocking reads and writes, each bounded by a deadline on the monotonic
/// clock: a client that stops reading or writing costs the server a thread until the deadline,
/// never longer.
///
/// ```swift
/// let socket = HTTPSocket(descriptor: fd)
/// let result = socket.read(upTo: 16_384, deadline: HTTPClock.now + 5_000)
/// ```
struct HTTPSocket: Sendable {
    let descriptor: Int32

    enum ReadResult: Equatable { case bytes([UInt8]), closed, timedOut }

    /// Waits for bytes until `deadline` (milliseconds on ``HTTPClock``).
    func read(upTo count: Int, deadline: Int64) -> ReadResult {
        while true {
            let remaining = deadline - HTTPClock.now
            guard remaining > 0 else { return .timedOut }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 1_000)))
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { return .closed }
            if ready == 0 { continue }
            var buffer = [UInt8](repeating: 0, count: count)
            let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
            if received < 0, errno == EINTR || errno == EAGAIN { continue }
            guard received > 0 else { return .closed }
            return .bytes(Array(buffer[0..<received]))
        }
    }

    /// Writes every byte before `deadline`; false when the peer went away or the time ran out.
    func write(_ bytes: [UInt8], deadline: Int64) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let remaining = deadline - HTTPClock.now
            guard remaining > 0 else { return false }
            var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&entry, 1, Int32(min(remaining, 1_000)))
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { return false }
            if ready == 0 { continue }
            let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EINTR || errno == EAGAIN { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Whether the peer has closed its end (or the connection broke), without waiting.
    var peerClosed: Bool {
        // POLLRDHUP (the peer shut its writing half down) is 0x2000 on Linux; Glibc's module leaves it out.
        let readHangUp: Int16 = 0x2000
        let gone: Int16 = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL) | readHangUp
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN) | readHangUp, revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        if entry.revents & gone != 0 { return true }
        // Readable: bytes a page sends on an event stream mean nothing; an end of stream means gone.
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) == 0
    }
}

/// Milliseconds on the monotonic clock.
enum HTTPClock {
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000 + Int64(time.tv_nsec) / 1_000_000
    }
}
