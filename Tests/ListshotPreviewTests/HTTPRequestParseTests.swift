import Testing
@testable import ListshotPreview

/// Request heads: what is parsed and what is refused, with the status (docs/preview.md, "What it refuses").
@Suite("preview HTTP: request heads")
struct HTTPRequestParseTests {
    static func parse(_ text: String) -> Result<HTTPRequest, HTTPRefusal> {
        do { return .success(try HTTPRequest.parse(head: Array(text.utf8)[...])) } catch { return .failure(error) }
    }

    @Test func aPlainGetIsParsed() throws {
        let request = try Self.parse("GET /spec/a%20b.yaml?mode=diff&x HTTP/1.1\r\nHost: LocalHost:8765\r\nAccept: */*\r\n\r\n").get()
        #expect(request.method == "GET" && request.path == "/spec/a%20b.yaml" && request.query == "mode=diff&x")
        #expect(request.header("host") == "LocalHost:8765" && request.queryValue("mode") == "diff" && request.queryValue("x") == "")
        #expect(request.keepsAlive && request.minorVersion == 1)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", false),
        ("GET / HTTP/1.1\r\nHost: a\r\n\r\n", true),
        ("GET / HTTP/1.0\r\nHost: a\r\n\r\n", false),
        ("GET / HTTP/1.0\r\nHost: a\r\nConnection: keep-alive\r\n\r\n", true),
        ("HEAD / HTTP/1.1\nHost: a\n\n", true),
    ])
    func keepAlive(head: String, keeps: Bool) throws {
        #expect(try Self.parse(head).get().keepsAlive == keeps)
    }

    @Test(arguments: [
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\n", HTTPStatus.methodNotAllowed),
        ("DELETE / HTTP/1.1\r\nHost: a\r\n\r\n", .methodNotAllowed),
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", .versionNotSupported),
        ("GET http://evil.example/ HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET * HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /\u{E9} HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nBad Name: a\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{1}b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 100000\r\n\r\n", .contentTooLarge),
        ("GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", .contentTooLarge),
        ("GET /" + String(repeating: "a", count: HTTPRequest.requestLineLimit) + " HTTP/1.1\r\nHost: a\r\n\r\n", .uriTooLong),
        ("GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X: y\r\n", count: HTTPRequest.headerCountLimit) + "\r\n", .headersTooLarge),
    ])
    func refused(head: String, status: HTTPStatus) {
        guard case .failure(let refusal) = Self.parse(head) else { Issue.record("accepted: \(head.prefix(60))"); return }
        #expect(refusal.status == status, "\(head.prefix(60)): \(refusal.reason)")
    }

    @Test func aRefusedMethodNamesTheAllowedOnes() {
        guard case .failure(let refusal) = Self.parse("PUT / HTTP/1.1\r\nHost: a\r\n\r\n") else { Issue.record("accepted"); return }
        #expect(refusal.headers.contains { $0.0 == "Allow" && $0.1 == "GET, HEAD" })
    }

    @Test func aZeroContentLengthIsNoBody() throws {
        #expect(try Self.parse("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n").get().path == "/")
    }

    @Test func responsesCarryNoCORSHeaderAndHeadHasNoBody() {
        let response = HTTPResponse.text(.ok, "hello\n")
        let full = String(decoding: response.serialized(head: false, keepAlive: true), as: UTF8.self)
        let head = String(decoding: response.serialized(head: true, keepAlive: false), as: UTF8.self)
        #expect(full.hasPrefix("HTTP/1.1 200 OK\r\n") && full.contains("Content-Length: 6\r\n") && full.hasSuffix("\r\n\r\nhello\n"))
        #expect(!full.lowercased().contains("access-control"))
        #expect(head.hasSuffix("Connection: close\r\n\r\n") && head.contains("Content-Length: 6\r\n"))
    }
}
