import Testing
@testable import ListshotPreview

/// The head reader scans each byte once and refuses an over-long line or head as soon as it is over.
@Suite("preview HTTP: reading heads")
struct HTTPHeadReaderTests {
    @Test func aHeadSentAByteAtATimeIsFoundOnceAndTheNextRequestKept() {
        var reader = HTTPHeadReader()
        let text = Array("\r\nGET /a HTTP/1.1\r\nHost: h\r\n\r\nGET /b HTTP/1.1\r\n".utf8)
        var heads: [String] = []
        for byte in text {
            reader.append([byte][...])
            if case .head(let head) = reader.next() { heads.append(String(decoding: head, as: UTF8.self)) }
        }
        #expect(heads == ["GET /a HTTP/1.1\r\nHost: h\r\n\r\n"])
        #expect(String(decoding: reader.buffer, as: UTF8.self) == "GET /b HTTP/1.1\r\n")
        #expect(reader.next() == .needMore)
    }

    @Test func twoPipelinedHeadsComeOutInTurn() {
        var reader = HTTPHeadReader()
        reader.append(Array("GET /1 HTTP/1.1\nHost: h\n\nGET /2 HTTP/1.1\nHost: h\n\n".utf8)[...])
        guard case .head(let first) = reader.next(), case .head(let second) = reader.next() else { Issue.record("two heads"); return }
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("GET /1") && String(decoding: second, as: UTF8.self).hasPrefix("GET /2"))
        #expect(reader.isEmpty)
    }

    /// The refusal comes at the first byte past the limit, not when the client stops sending.
    @Test func anEndlessRequestLineIsRefusedAtTheLimit() {
        var reader = HTTPHeadReader()
        reader.append(Array("GET /".utf8)[...])
        var sent = 5
        var step = reader.next()
        while step == .needMore, sent < 1 << 20 {
            reader.append(Array(repeating: UInt8(ascii: "a"), count: 1_000)[...])
            sent += 1_000
            step = reader.next()
        }
        #expect(step == .refused(HTTPHeadReader.lineTooLong))
        #expect(sent <= HTTPRequest.requestLineLimit + 1_000 + 2)
    }

    @Test func endlessHeadersAreRefusedAtTheLimit() {
        var reader = HTTPHeadReader()
        reader.append(Array("GET / HTTP/1.1\r\n".utf8)[...])
        var sent = 16
        var step = reader.next()
        while step == .needMore, sent < 1 << 20 {
            reader.append(Array("X-Filler: \(String(repeating: "b", count: 990))\r\n".utf8)[...])
            sent += 1_002
            step = reader.next()
        }
        guard case .refused(let refusal) = step else { Issue.record("not refused after \(sent) bytes"); return }
        #expect(refusal.status == .headersTooLarge)
        #expect(sent <= HTTPRequest.headLimit + 1_002)
    }

    /// A whole over-long head arriving in one read is refused too, not only one still arriving.
    @Test func anOverLongHeadThatArrivesWholeIsRefused() {
        var reader = HTTPHeadReader()
        reader.append(Array("GET / HTTP/1.1\r\nHost: h\r\nX: \(String(repeating: "a", count: HTTPRequest.headLimit))\r\n\r\n".utf8)[...])
        #expect(reader.next() == .refused(HTTPHeadReader.headTooLarge))
        var line = HTTPHeadReader()
        line.append(Array("GET /\(String(repeating: "a", count: HTTPRequest.requestLineLimit)) HTTP/1.1\r\nHost: h\r\n\r\n".utf8)[...])
        #expect(line.next() == .refused(HTTPHeadReader.lineTooLong))
    }
}
