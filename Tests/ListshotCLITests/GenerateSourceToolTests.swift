import Foundation
import ListshotImage
import Testing

/// The build-time tool behind `RenderCode.sourceDigest` and the embedded files
/// (Plugins/GeneratedSourcePlugin): its plain-Swift SHA-256 and its framing, over a temporary
/// folder of sources; embedding refuses what is not UTF-8 text.
@Suite("generate-source")
struct GenerateSourceToolTests {
    static var tool: URL { CLI.binary.deletingLastPathComponent().appendingPathComponent("generate-source") }

    func digest(_ root: URL, _ names: [String]) throws -> String {
        let output = root.appendingPathComponent("out.swift")
        let run = try Run.process(Self.tool.path, ["digest", output.path, root.path] + names.map { root.appendingPathComponent($0).path })
        try #require(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: output, encoding: .utf8)
        let start = try #require(text.range(of: "sources = \"")).upperBound
        return String(text[start...].prefix(64))
    }

    @Test func aChangedSourceChangesTheDigest() throws {
        let scratch = try Scratch()
        try scratch.write("Painter.swift", "let shadow = 1\n")
        // Longer than one SHA-256 block, and across the 55/56-byte padding boundary.
        try scratch.write("Pixels.swift", String(repeating: "x", count: 119))
        let names = ["Painter.swift", "Pixels.swift"]
        let before = try digest(scratch.url, names)
        // The same bytes framed as the tool does, hashed by Nettle.
        var framed: [UInt8] = []
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: scratch.url.appendingPathComponent(name)))
            framed += Array("\(name)\0\(bytes.count)\0".utf8) + bytes
        }
        #expect(before == SHA256.hex(framed))
        try scratch.write("Painter.swift", "let shadow = 2\n")
        #expect(try digest(scratch.url, names) != before)
        // A renamed file changes it too: the framing names each file.
        try FileManager.default.moveItem(at: scratch.url.appendingPathComponent("Painter.swift"),
                                         to: scratch.url.appendingPathComponent("Painter2.swift"))
        #expect(try digest(scratch.url, ["Painter2.swift", "Pixels.swift"]) != before)
    }

    @Test func embeddingRefusesBytesThatAreNotUTF8() throws {
        let scratch = try Scratch()
        let file = scratch.url.appendingPathComponent("bad.css")
        try Data([0x61, 0xFF, 0x62]).write(to: file)
        let output = scratch.url.appendingPathComponent("out.swift")
        let run = try Run.process(Self.tool.path, ["embed", output.path, file.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad.css is not UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
