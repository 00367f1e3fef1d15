import Foundation
import Testing

/// What the preview trusts and refuses, through the real binary (docs/preview.md, "Safety" and
/// "What it refuses"): another name in `Host` (DNS rebinding), another origin, over-long heads,
/// request bodies, a crowd of idle connections under a low descriptor limit, pages that leave
/// their event stream, a folder past the watch limit, a spec past the variant limit.
@Suite("listshot preview: what it trusts and refuses", .serialized)
struct PreviewTrustTests {
    static let spec = "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n"

    func head(_ port: UInt16, _ text: String) throws -> String {
        let connection = try RawHTTP(port: port)
        connection.send(text)
        return connection.receive(until: "\r\n\r\n")
    }

    @Test func anotherHostIsRefusedAndNoCORSHeaderIsSent() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.spec)
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let port = server.port
        let cases: [(host: String, status: String)] = [
            ("evil.example", "421"), ("evil.example:\(port)", "421"), ("localhost:\(port &+ 1)", "421"),
            ("[::1]:\(port &+ 1)", "421"), ("127.0.0.1", "421"),
            ("127.0.0.1:\(port)", "200"), ("localhost:\(port)", "200"), ("[::1]:\(port)", "200"),
        ]
        for (host, status) in cases {
            let answer = try head(port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 \(status) "), "Host: \(host) → \(answer.prefix(60))")
            #expect(!answer.lowercased().contains("access-control-"), "no CORS header for \(host)")
        }
        let missing = try head(port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(missing.hasPrefix("HTTP/1.1 400 "))
        // The event stream and every other route check Origin too.
        let foreign = try head(port, "GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://evil.example\r\n\r\n")
        #expect(foreign.hasPrefix("HTTP/1.1 403 "), "\(foreign.prefix(60))")
        let own = try head(port, "GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n\r\n")
        #expect(own.hasPrefix("HTTP/1.1 200 ") && own.contains("text/event-stream"), "\(own.prefix(120))")
        #expect(server.stop() == 0)
    }

    @Test func overLongHeadsAndBodiesAreRefusedCheaplyAndTheServerServesOn() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.spec)
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let port = server.port
        let before = server.cpuSeconds
        // A 256 KiB request line: 414 as soon as the limit is passed.
        let line = try RawHTTP(port: port)
        line.send("GET /" + String(repeating: "a", count: 256 * 1_024))
        #expect(line.receive(until: "\r\n\r\n").hasPrefix("HTTP/1.1 414 "))
        // 40 KiB of headers: 431.
        let headers = try RawHTTP(port: port)
        headers.send("GET / HTTP/1.1\r\nHost: localhost:\(port)\r\n" + String(repeating: "X-Filler: \(String(repeating: "b", count: 1_000))\r\n", count: 40))
        #expect(headers.receive(until: "\r\n\r\n").hasPrefix("HTTP/1.1 431 "))
        // A body announced: 413 before it is read; another method: 405.
        #expect(try head(port, "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nContent-Length: 1000000\r\n\r\n").hasPrefix("HTTP/1.1 413 "))
        #expect(try head(port, "POST / HTTP/1.1\r\nHost: localhost:\(port)\r\nContent-Length: 0\r\n\r\n").hasPrefix("HTTP/1.1 405 "))
        // A head sent a byte at a time over a second still parses.
        let slow = try RawHTTP(port: port)
        for byte in "GET /spec/a.yaml HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n".utf8 { slow.send([byte]); usleep(5_000) }
        #expect(slow.receive(until: "</html>").hasPrefix("HTTP/1.1 200 "))
        // All of it cost the server a small fraction of a second (parsing is one pass over the bytes).
        #expect(server.cpuSeconds - before < 1.5, "CPU \(server.cpuSeconds - before) s")
        #expect(try server.get("spec/a.yaml").status == 200)
        #expect(server.stop() == 0)
    }

    /// 600 idle connections under `ulimit -n 256`: the server closes the longest-idle ones to make
    /// room, never stops, and answers a page at once.
    @Test func idleConnectionsPastTheDescriptorLimitNeverStopTheServer() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.spec)
        let server = try PreviewServerProcess(["cat"], in: scratch.url, fileLimit: 256)
        defer { _ = server.stop() }
        var idle: [RawHTTP] = []
        for _ in 0..<600 { if let connection = try? RawHTTP(port: server.port) { idle.append(connection) } }
        let response = try server.get("spec/a.yaml")
        #expect(response.status == 200, "with \(idle.count) idle connections open")
        #expect(server.isRunning)
        #expect(server.openDescriptors < 256)
        idle.removeAll()
        #expect(try server.get("image/a.yaml/a.day.png").status == 200)
        #expect(server.stop() == 0, "\(server.stderr)")
    }

    /// 64 pages listen; a 65th displaces the oldest (told to retry in 5 s, then closed), and the
    /// other pages still get renders.
    @Test func aNewEventStreamDisplacesTheOldest() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.spec)
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let port = server.port
        let request = "GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n"
        var streams: [RawHTTP] = []
        for _ in 0..<64 {
            let connection = try RawHTTP(port: port)
            connection.send(request)
            #expect(connection.receive(seconds: 5, until: "retry: 500").hasPrefix("HTTP/1.1 200 "))
            streams.append(connection)
        }
        let newest = try RawHTTP(port: port)
        newest.send(request)
        #expect(newest.receive(seconds: 5, until: "retry: 500").hasPrefix("HTTP/1.1 200 "), "the 65th page is admitted")
        #expect(streams[0].receive(seconds: 5, until: "retry: 5000").contains("retry: 5000"), "the oldest page is told to come back later")
        // The remaining pages, the newest among them, still get renders.
        _ = try scratch.write("cat/a.yaml", Self.spec.replacingOccurrences(of: "title: A", with: "title: B"))
        #expect(streams[1].receive(seconds: 10, until: "event: render").contains("data: \"a.yaml\""))
        #expect(newest.receive(seconds: 10, until: "event: render").contains("data: \"a.yaml\""))
        #expect(server.stop() == 0)
    }

    @Test func aFolderPastTheWatchLimitSaysSo() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", Self.spec)
        let many = scratch.url.appendingPathComponent("cat/many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0...20_000 { FileManager.default.createFile(atPath: many.appendingPathComponent("f\(index).txt").path, contents: nil) }
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let deadline = Date().addingTimeInterval(10)
        var index = ""
        repeat {
            index = String(decoding: try server.get("").body, as: UTF8.self)
            if !index.contains("more than 20000 files") { usleep(100_000) }
        } while !index.contains("more than 20000 files") && Date() < deadline
        #expect(index.contains("class=\"warning\"") && index.contains("more than 20000 files"), "\(index.prefix(400))")
        #expect(server.stderr.contains("preview: The served folders hold more than 20000 files"), "\(server.stderr)")
        #expect(server.stop() == 0)
    }

    @Test func aSpecPastTheVariantLimitSaysHowManyAreLeftOut() throws {
        let scratch = try Scratch()
        // 2 appearances × 12 content sizes × 2 directions × 2 orientations = 96 variants.
        _ = try scratch.write("cat/many.yaml", """
            device: iphone-se
            orientation: [portrait, landscape]
            appearances: [day, night]
            contentSize: [xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5]
            direction: [ltr, rtl]
            content: [{list: {cells: [{title: A}]}}]
            """)
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        let page = String(decoding: try server.get("spec/many.yaml").body, as: UTF8.self)
        #expect(page.contains("id=\"variants-left-out\""), "\(page.prefix(600))")
        #expect(page.contains("This spec declares") && page.contains("the preview shows the first 64"))
        #expect(server.stop() == 0)
    }
}
