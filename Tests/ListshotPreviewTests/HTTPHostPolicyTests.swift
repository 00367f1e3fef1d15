import Testing
@testable import ListshotPreview

/// DNS rebinding: only the loopback names and the bound address, with the bound port, are answered
/// (docs/preview.md, "Safety").
@Suite("preview HTTP: Host and Origin")
struct HTTPHostPolicyTests {
    static let local = HTTPHostPolicy(bound: "127.0.0.1", port: 8765, extra: [])

    @Test(arguments: ["127.0.0.1:8765", "localhost:8765", "LOCALHOST:8765", "[::1]:8765"])
    func loopbackNamesWithThePortAreAnswered(host: String) {
        #expect(Self.local.allows(host: host))
        #expect(Self.local.allows(origin: "http://" + host))
    }

    @Test(arguments: ["evil.example", "evil.example:8765", "127.0.0.1:8766", "localhost:80", "[::1]:1", "127.0.0.1", "localhost",
                      "", "127.0.0.1:8765.evil.example", "0.0.0.0:8765", "[::1]", "127.0.0.2:8765"])
    func otherHostsAreRefused(host: String) {
        #expect(!Self.local.allows(host: host))
    }

    @Test(arguments: ["http://evil.example", "null", "https://127.0.0.1:8765", "http://127.0.0.1:9", "http://localhost:8765/x"])
    func otherOriginsAreRefused(origin: String) {
        #expect(!Self.local.allows(origin: origin))
    }

    @Test func theBoundAddressAndExtraNamesAreAnswered() {
        let any = HTTPHostPolicy(bound: "0.0.0.0", port: 9000, extra: ["studio.local"])
        #expect(any.allows(host: "0.0.0.0:9000") && any.allows(host: "studio.local:9000") && !any.allows(host: "studio.local:9001"))
        let six = HTTPHostPolicy(bound: "::1", port: 9000, extra: ["fe80::1"])
        #expect(six.allows(host: "[::1]:9000") && six.allows(host: "[fe80::1]:9000") && !six.allows(host: "::1:9000"))
        let eighty = HTTPHostPolicy(bound: "127.0.0.1", port: 80, extra: [])
        #expect(eighty.allows(host: "localhost") && eighty.allows(host: "localhost:80"))
    }

    @Test func aRequestWithoutHostOrFromAnotherOriginIsRefusedWithItsStatus() throws {
        func request(_ headers: [(String, String)]) -> HTTPRequest {
            HTTPRequest(method: "GET", path: "/events", query: "", minorVersion: 1, headers: headers.map { (name: $0.0, value: $0.1) })
        }
        #expect(Self.local.refusal(for: request([("host", "evil.example:8765")]))?.status == .misdirected)
        #expect(Self.local.refusal(for: request([("host", "localhost:8765"), ("origin", "http://evil.example")]))?.status == .forbidden)
        #expect(Self.local.refusal(for: request([("host", "localhost:8765"), ("origin", "http://localhost:8765")])) == nil)
        #expect(Self.local.refusal(for: request([("host", "localhost:8765")])) == nil)
    }
}
