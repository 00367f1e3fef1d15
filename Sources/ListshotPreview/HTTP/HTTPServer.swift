import Foundation
import Listshot
import Synchronization

/// The preview's HTTP/1.1 server: plain sockets, one thread per connection, every request head
/// capped and parsed in one pass, no request bodies, and nothing that links an HTTP client
/// (docs/preview.md, "The server").
///
/// ```swift
/// let server = try HTTPServer(host: "127.0.0.1", port: 0, allowedHosts: []) { request in
///     .response(.text(.ok, "hello\n"))
/// }
/// let port = try server.start()
/// server.wait()   // until stop()
/// ```
final class HTTPServer: Sendable {
    /// How long a new connection, or an idle keep-alive one, may take to send a whole request head.
    static let headMilliseconds: Int64 = 10_000
    /// How long a keep-alive connection may wait between requests.
    static let idleMilliseconds: Int64 = 5_000
    /// How long one response may take to write.
    static let writeMilliseconds: Int64 = 30_000
    /// How often an open event stream checks that its page is still there.
    static let streamCheckMilliseconds = 250
    /// How often an open event stream sends a comment, so proxies and the page see it alive.
    static let streamKeepAliveMilliseconds: Int64 = 15_000

    let address: HTTPAddress
    let requestedPort: UInt16
    let allowedHosts: [String]
    let handler: @Sendable (HTTPRequest) -> HTTPAnswer
    let log: @Sendable (String) -> Void
    let connections: HTTPConnectionTable
    private let listener = Atomic<Int32>(-1)
    private let stopping = Atomic<Bool>(false)
    private let policy = Mutex<HTTPHostPolicy?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// `connectionLimit` caps the open connections; nil derives it from the descriptor limit
    /// (``HTTPConnectionTable/limitForProcess()``).
    init(host: String, port: UInt16, allowedHosts: [String], connectionLimit: Int? = nil,
         log: @escaping @Sendable (String) -> Void = { _ in },
         handler: @escaping @Sendable (HTTPRequest) -> HTTPAnswer) throws(ListshotError) {
        guard let address = HTTPAddress(host) else {
            throw .usage("--host \(host.escapingControlCharacters): not an IP address. Give one such as 127.0.0.1, ::1 or 0.0.0.0.")
        }
        self.address = address; self.requestedPort = port; self.allowedHosts = allowedHosts
        self.handler = handler; self.log = log
        connections = HTTPConnectionTable(limit: connectionLimit ?? HTTPConnectionTable.limitForProcess())
    }

    /// Binds and listens, starts accepting on a thread of its own, and returns the bound port.
    func start() throws(ListshotError) -> UInt16 {
        let descriptor = try address.listen(port: requestedPort)
        listener.store(descriptor, ordering: .relaxed)
        let port = address.boundPort(descriptor) ?? requestedPort
        policy.withLock { $0 = HTTPHostPolicy(bound: address.text, port: port, extra: allowedHosts) }
        let thread = Thread { [self] in acceptLoop(descriptor) }
        thread.name = "listshot preview accept"
        thread.start()
        return port
    }

    /// Blocks until the server has stopped.
    func wait() { finished.wait(); finished.signal() }

    /// Stops accepting and shuts every open connection down.
    func stop() {
        guard !stopping.exchange(true, ordering: .relaxed) else { return }
        let descriptor = listener.load(ordering: .relaxed)
        if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
        connections.shutdownAll()
    }

    var isStopping: Bool { stopping.load(ordering: .relaxed) }

    private func acceptLoop(_ descriptor: Int32) {
        defer { close(descriptor); finished.signal() }
        var warnedFull = false
        while !isStopping {
            guard connections.makeRoom() else {
                // Full: the longest-waiting idle or head-pending connection is closing; else every
                // place is busy with a request or a stream (streams hold at most half): wait.
                usleep(5_000)
                continue
            }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 250) > 0, !isStopping else { continue }
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else {
                if errno == EMFILE || errno == ENFILE {
                    // Out of descriptors: the table's cap keeps this rare; never a reason to stop.
                    if !warnedFull { log("out of file descriptors; closing idle connections and serving on"); warnedFull = true }
                    connections.evictOne()
                    usleep(20_000)
                }
                continue
            }
            // Not inherited by a preview restarted in this process's place (docs/preview.md, "Watching").
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            var on: Int32 = 1
            // Each response is one write; without this, a client's delayed acknowledgement can hold it 40 ms.
            setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            let id = connections.admit(descriptor: client)
            let thread = Thread { [self] in
                serve(HTTPSocket(descriptor: client), id: id)
                connections.remove(id)
                close(client)
            }
            thread.stackSize = 1 << 20
            thread.name = "listshot preview connection"
            thread.start()
        }
    }

    private func serve(_ socket: HTTPSocket, id: UInt64) {
        var reader = HTTPHeadReader()
        var headDeadline = HTTPClock.now + Self.headMilliseconds
        var idleDeadline: Int64? = nil
        while !isStopping {
            switch reader.next() {
            case .refused(let refusal):
                _ = socket.write(Self.refusalResponse(refusal).serialized(head: false, keepAlive: false), deadline: HTTPClock.now + 1_000)
                return
            case .head(let head):
                connections.mark(id, .busy)
                guard respond(to: head, on: socket, id: id) else { return }
                headDeadline = HTTPClock.now + Self.idleMilliseconds + Self.headMilliseconds
                idleDeadline = HTTPClock.now + Self.idleMilliseconds
            case .needMore:
                let waitingForFirstByte = reader.isEmpty
                // Part of a head counts among the stalled heads (at most half the table; docs/preview.md).
                connections.mark(id, waitingForFirstByte ? .idle : .headPending)
                let deadline = waitingForFirstByte ? min(idleDeadline ?? headDeadline, headDeadline) : headDeadline
                switch socket.read(upTo: 16_384, deadline: deadline) {
                case .bytes(let bytes):
                    if waitingForFirstByte { headDeadline = HTTPClock.now + Self.headMilliseconds; idleDeadline = nil }
                    reader.append(bytes[...])
                case .closed: return
                case .timedOut:
                    if !reader.isEmpty {
                        _ = socket.write(HTTPResponse.text(.requestTimeout, "The request head did not arrive in time.\n")
                            .serialized(head: false, keepAlive: false), deadline: HTTPClock.now + 1_000)
                    }
                    return
                }
            }
        }
    }

    /// Answers one head; false when the connection must close.
    private func respond(to head: [UInt8], on socket: HTTPSocket, id: UInt64) -> Bool {
        let request: HTTPRequest
        do { request = try HTTPRequest.parse(head: head[...]) } catch {
            _ = socket.write(Self.refusalResponse(error).serialized(head: false, keepAlive: false), deadline: HTTPClock.now + 1_000)
            return false
        }
        if let refusal = policy.withLock({ $0 })?.refusal(for: request) {
            _ = socket.write(Self.refusalResponse(refusal).serialized(head: request.method == "HEAD", keepAlive: false),
                             deadline: HTTPClock.now + 1_000)
            return false
        }
        switch handler(request) {
        case .response(let response):
            let keepAlive = request.keepsAlive && !isStopping
            return socket.write(response.serialized(head: request.method == "HEAD", keepAlive: keepAlive),
                                deadline: HTTPClock.now + Self.writeMilliseconds) && keepAlive
        case .stream(let source):
            defer { source.close() }
            // Past the stream cap the oldest stream is displaced: streams never fill the table.
            connections.mark(id, .stream, source: source)
            stream(source, on: socket, head: request.method == "HEAD")
            return false
        }
    }

    /// An event stream: the head, then each chunk as it comes, until the page goes away, the
    /// source finishes or the server stops. The page's going away is seen within
    /// ``streamCheckMilliseconds``, and its place among the listeners is freed then.
    private func stream(_ source: any HTTPEventSource, on socket: HTTPSocket, head: Bool) {
        let start = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        guard socket.write(Array(start.utf8), deadline: HTTPClock.now + Self.writeMilliseconds), !head else { return }
        var lastWrite = HTTPClock.now
        while !isStopping {
            switch source.next(milliseconds: Self.streamCheckMilliseconds) {
            case .finished: return
            case .bytes(let bytes):
                guard socket.write(bytes, deadline: HTTPClock.now + Self.writeMilliseconds) else { return }
                lastWrite = HTTPClock.now
            case .idle:
                if socket.peerClosed { return }
                if HTTPClock.now - lastWrite >= Self.streamKeepAliveMilliseconds {
                    guard socket.write(Array(": keep-alive\n\n".utf8), deadline: HTTPClock.now + Self.writeMilliseconds) else { return }
                    lastWrite = HTTPClock.now
                }
            }
        }
    }

    static func refusalResponse(_ refusal: HTTPRefusal) -> HTTPResponse {
        .text(refusal.status, "\(refusal.status.line): \(refusal.reason).\n", headers: refusal.headers)
    }
}
