import Foundation
import Testing

/// `listshot preview` serves only its own tables (docs/preview.md, "Safety"): traversal of every
/// kind gets 404, a symlink out of the folder is never listed or served, and the server keeps
/// answering after a spec fails.
@Suite("listshot preview: traversal and safety", .serialized)
struct PreviewSafetyTests {
    @Test func traversalGets404() throws {
        let scratch = try Scratch()
        _ = try scratch.write("secret.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: SECRET-TITLE}]}}]\n")
        _ = try scratch.write("secret.txt", "SECRET-TEXT\n")
        _ = try scratch.write("cat/a.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("cat/out.yaml").path,
                                                   withDestinationPath: "../secret.yaml")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("cat/outdir").path,
                                                   withDestinationPath: scratch.url.path)
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        defer { _ = server.stop() }
        #expect(try server.get("spec/a.yaml").status == 200)
        #expect(try server.get("image/a.yaml/a.day.png").status == 200)
        let index = String(decoding: try server.get("").body, as: UTF8.self)
        #expect(!index.contains("out.yaml") && !index.contains("secret"), "a symlink out of the folder is not listed")
        let attempts = [
            "../secret.txt", "spec/../../secret.yaml", "spec/..%2f..%2fsecret.yaml", "spec/%2e%2e%2f%2e%2e%2fsecret.yaml",
            "spec/%2E%2E/secret.yaml", "spec/%252e%252e%252fsecret.yaml", "spec/%252e%252e%252f%252e%252e%252fsecret.yaml",
            "spec/out.yaml", "image/out.yaml/out.day.png", "spec/outdir/secret.yaml", "spec/outdir/cat/a.yaml",
            "spec/" + scratch.url.appendingPathComponent("secret.yaml").path, "spec//etc/passwd", "/etc/passwd",
            "image/../../secret.txt", "frames/%2e%2e/a.yaml/a.day.json", "image/a.yaml/..%2f..%2fsecret.png",
            "secret.txt", "cat/a.yaml",
        ]
        for attempt in attempts {
            let response = try server.get(attempt)
            #expect(response.status == 404, "\(attempt): \(response.status)")
            let body = String(decoding: response.body, as: UTF8.self)
            #expect(!body.contains("SECRET"), "\(attempt) served the secret")
        }
    }

    @Test func aBrokenSpecNeverStopsTheServer() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        _ = try scratch.write("cat/b.yaml", "content: [{list: {cells: [{title: [}]}}]\n")
        _ = try scratch.write("cat/c.yaml", "theme: nosuchtheme\ncontent: [{list: {cells: [{title: C}]}}]\n")
        let server = try PreviewServerProcess(["cat"], in: scratch.url)
        let b = String(decoding: try server.get("spec/b.yaml").body, as: UTF8.self)
        #expect(b.contains("class=\"error\"") && b.contains("b.yaml:1:"), "\(b)")
        let c = String(decoding: try server.get("spec/c.yaml").body, as: UTF8.self)
        #expect(c.contains("c.yaml:1:") && c.contains("nosuchtheme"), "\(c)")
        #expect(try server.get("image/a.yaml/a.day.png").status == 200)
        #expect(server.stop() == 0)
    }

    @Test func anotherAddressIsNamedOnThePage() throws {
        let scratch = try Scratch()
        _ = try scratch.write("cat/a.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        let server = try PreviewServerProcess(["cat", "--host", "0.0.0.0"], in: scratch.url)
        #expect(server.url.hasPrefix("http://0.0.0.0:"))
        let index = String(decoding: try server.get("").body, as: UTF8.self)
        #expect(index.contains("class=\"warning\"") && index.contains("0.0.0.0"))
        #expect(server.stop() == 0)
        let local = try PreviewServerProcess(["cat"], in: scratch.url)
        #expect(local.url.hasPrefix("http://127.0.0.1:"))
        #expect(!String(decoding: try local.get("").body, as: UTF8.self).contains("class=\"warning\""))
        #expect(local.stop() == 0)
    }
}
