/// The authorities (`host:port`) a request may name in `Host`, and so the origins it may come
/// from: the loopback names and the address the server is bound to, each with the bound port.
/// A page on another origin whose name was rebound to 127.0.0.1 still sends its own name in
/// `Host`, and is refused (docs/preview.md, "Safety").
///
/// ```swift
/// let policy = HTTPHostPolicy(bound: "127.0.0.1", port: 8765, extra: [])
/// policy.allows(host: "localhost:8765")    // true
/// policy.allows(host: "evil.example")      // false
/// ```
struct HTTPHostPolicy: Sendable, Equatable {
    let authorities: Set<String>

    init(bound address: String, port: UInt16, extra: [String]) {
        var names = ["127.0.0.1", "localhost", "[::1]"]
        names.append(address.contains(":") ? "[\(address)]" : address)
        names += extra.map { $0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0 }
        var authorities = Set<String>()
        for name in names {
            authorities.insert("\(name.lowercased()):\(port)")
            // A browser leaves the port out when it is the scheme's default.
            if port == 80 { authorities.insert(name.lowercased()) }
        }
        self.authorities = authorities
    }

    /// Whether `host` (the `Host` header) names this server.
    func allows(host: String) -> Bool { authorities.contains(host.lowercased()) }

    /// Whether `origin` (the `Origin` header) is this server's own.
    func allows(origin: String) -> Bool {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        return authorities.contains(String(lowered.dropFirst("http://".count)))
    }

    /// The refusal for `request`, or nil when it names this server and comes from its own pages.
    func refusal(for request: HTTPRequest) -> HTTPRefusal? {
        guard let host = request.header("host"), allows(host: host) else {
            return HTTPRefusal(status: .misdirected, reason: "this preview answers only to \(authorities.sorted().joined(separator: ", "))")
        }
        if let origin = request.header("origin"), !allows(origin: origin) {
            return HTTPRefusal(status: .forbidden, reason: "requests from other origins are refused")
        }
        return nil
    }
}
