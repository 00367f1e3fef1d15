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
        if let site = request.header("sec-fetch-site")?.lowercased(), !Self.ownSites.contains(site), !Self.isNavigation(request) {
            return HTTPRefusal(status: .forbidden, reason: "the browser says a page of another site asked for this (Sec-Fetch-Site is not same-origin); other sites may not load the preview's images, renders or data. Open the preview's own page instead")
        }
        return nil
    }

    /// The `Sec-Fetch-Site` values of the preview's own pages (`same-origin`) and of what the user
    /// opens (`none`: the address bar, a bookmark). `same-site` is refused too: another server on
    /// this machine (`localhost:OTHER`) is the same site as the preview.
    static let ownSites: Set<String> = ["same-origin", "none"]

    /// Whether `request` is a top-level navigation (a link followed from another site): the page
    /// opens in its own tab, and the site that linked to it can read nothing of it. Frames,
    /// images, scripts, `fetch` and event streams are not (docs/preview.md, "What it trusts and refuses").
    static func isNavigation(_ request: HTTPRequest) -> Bool {
        request.header("sec-fetch-mode")?.lowercased() == "navigate" && request.header("sec-fetch-dest")?.lowercased() == "document"
    }
}
