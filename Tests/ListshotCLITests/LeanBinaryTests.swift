import Foundation
import Testing

/// No command loads a library only an HTTP client needs: the preview's server is the project's
/// own, on plain sockets (docs/preview.md, "The server").
@Suite("The binary loads no HTTP client")
struct LeanBinaryTests {
    @Test(arguments: [["--version"], ["render", "SPEC", "--out", "out"], ["preview", "--help"]])
    func noCommandLoadsLibcurl(arguments: [String]) throws {
        let scratch = try Scratch()
        let spec = try scratch.write("s.yaml", "appearances: [day]\ncontent: [{list: {cells: [{title: A}]}}]\n")
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments.map { $0 == "SPEC" ? spec : $0 }
        process.currentDirectoryURL = scratch.url
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "libs"]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let initialised = log.split(separator: "\n").filter { $0.contains("calling init:") }
        #expect(initialised.count > 5, "LD_DEBUG=libs printed no library initialisations")
        let clients = initialised.filter { line in ["libcurl", "libgnutls", "libssh", "libldap", "libkrb5", "librtmp", "libsasl", "FoundationNetworking"].contains { line.contains($0) } }
        #expect(clients.isEmpty, "\(arguments.joined(separator: " ")) loads \(clients)")
    }
}
