import Foundation
import Testing

/// Crowds the real `listshot preview` cannot be asked by the hostile corpus's one-request-per-line
/// cases (docs/preview.md, "What it trusts and refuses"): many connections that stall in their
/// request head, and many open pages' event streams under a low `ulimit -n`. Either way a new
/// page load must be answered.
@Suite("Preview under a crowd of connections", .serialized)
struct PreviewCrowdTests {
    static func catalog() throws -> URL {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listshot-crowd-\(UUID().uuidString)")
        let cat = root.appendingPathComponent("cat")
        try FileManager.default.createDirectory(at: cat, withIntermediateDirectories: true)
        try Data("appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n".utf8).write(to: cat.appendingPathComponent("a.yaml"))
        return cat
    }

    static func getIndex(_ port: UInt16, seconds: Double = 5) throws -> String {
        let socket = try RawHTTP(port: port)
        socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        return socket.receive(seconds: seconds, until: "\r\n")
    }

    /// 260 connections that each sent part of a head and stalled took every place (200 did not):
    /// every new `GET /` went unanswered until their 10 s head deadlines.
    @Test func stalledHeadsLeaveRoomForAPageLoad() throws {
        let cat = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: cat.deletingLastPathComponent()) }
        let server = try PreviewServerProcess([cat.path], in: cat.deletingLastPathComponent())
        defer { _ = server.stop() }
        var stalled: [RawHTTP] = []
        for _ in 0..<260 {
            let socket = try RawHTTP(port: server.port)
            socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Stall: ")
            stalled.append(socket)
        }
        usleep(300_000)
        for attempt in 0..<3 {
            let answer = try Self.getIndex(server.port)
            #expect(answer.hasPrefix("HTTP/1.1 200 "), "GET / #\(attempt) with 260 stalled heads: \(answer.prefix(80).debugDescription)")
        }
        withExtendedLifetime(stalled) {}
    }

    /// Under `ulimit -n 100`, 17 open pages' event streams filled the connection table and `GET /`
    /// got no answer. Streams now hold at most half the table; the oldest gives way to a new one.
    @Test func openPagesLeaveRoomForAPageLoadUnderALowDescriptorLimit() throws {
        let cat = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: cat.deletingLastPathComponent()) }
        let server = try PreviewServerProcess([cat.path], in: cat.deletingLastPathComponent(), fileLimit: 100)
        defer { _ = server.stop() }
        var streams: [RawHTTP] = []
        for _ in 0..<17 {
            let socket = try RawHTTP(port: server.port)
            socket.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAccept: text/event-stream\r\n\r\n")
            _ = socket.receive(seconds: 2, until: "\r\n\r\n")
            streams.append(socket)
        }
        usleep(500_000)
        for attempt in 0..<3 {
            let answer = try Self.getIndex(server.port)
            #expect(answer.hasPrefix("HTTP/1.1 200 "), "GET / #\(attempt) with 17 open streams under ulimit -n 100: \(answer.prefix(80).debugDescription); \(server.stderr.prefix(300))")
        }
        // A new page's stream is taken too: the oldest one gives way, told to wait before reconnecting.
        let newest = try RawHTTP(port: server.port)
        newest.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nAccept: text/event-stream\r\n\r\n")
        #expect(newest.receive(seconds: 3, until: "retry: 500").contains("HTTP/1.1 200 "))
        let oldest = streams[0].receive(seconds: 3, until: "retry: 5000")
        #expect(oldest.contains("retry: 5000"), "the oldest stream was not displaced: \(oldest.suffix(120).debugDescription)")
    }
}
