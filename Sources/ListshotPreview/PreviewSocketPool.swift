import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox's socket pool with `TCP_NODELAY` set on every socket it waits for. FlyingFox writes a
/// response's header and body separately; with Nagle's algorithm on, the body waits for the
/// client's acknowledgement of the header, which a client delays by up to 40 ms. The listening
/// socket is the first one the pool waits for, and on Linux the connections it accepts inherit the
/// option; a connection waiting for its next request is set again (docs/preview.md, "Speed").
///
/// ```swift
/// let config = HTTPServer.Configuration(address: address, pool: PreviewSocketPool(), logger: .disabled)
/// ```
struct PreviewSocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    init(base: any AsyncSocketPool = HTTPServer.defaultPool()) { self.base = base }

    static var noDelay: BoolSocketOption { BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY) }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // A socket that is not TCP (none here) refuses the option; that changes nothing.
        try? socket.setValue(true, for: Self.noDelay)
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
