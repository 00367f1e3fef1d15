import Foundation
import Testing

/// One hostile-input case: a folder under `Tests/HostileInput/` with `case.json`, its inputs and
/// an optional `setup.sh` (see `Tests/HostileInput/README.md`).
struct HostileCase: Decodable, Sendable, CustomTestStringConvertible {
    var name = ""
    var summary: String
    var args: [String]
    var exit: Int32
    var stderr: [String]
    var stdout: [String]?
    var timeoutSeconds: Double?
    var memoryMB: Int?
    /// Paths under the work folder that the command may change (a catalog it records into).
    var mayWrite: [String]?
    /// Written files to check, by path relative to the case folder; a `*` in the last path
    /// component matches any run of bytes there, and at least one file must match. Each file
    /// must hold every `contains` fragment and no `lacks` fragment, compared as UTF-8 bytes
    /// (never as `Character`s, so `"` followed by a combining mark is found as `"`).
    var files: [String: FileCheck]?
    /// For `preview-` cases: `args` start `listshot preview` (with `--port 0`), these raw requests
    /// are sent in turn, each answer must start with its status line, and Ctrl-C must end the
    /// server with `exit`.
    var http: [Exchange]?

    struct FileCheck: Decodable, Sendable {
        var contains: [String]?
        var lacks: [String]?
    }

    /// One raw request: `{port}` is the bound port, `{otherPort}` another, `{pad}` `pad` bytes of `a`.
    struct Exchange: Decodable, Sendable {
        var request: String
        var pad: Int?
        var status: Int
    }

    enum CodingKeys: String, CodingKey { case summary, args, exit, stderr, stdout, timeoutSeconds, memoryMB, mayWrite, files, http }

    var testDescription: String { name }

    static let folder = packageRoot.appendingPathComponent("Tests/HostileInput")

    /// Every case, by folder name; a folder whose case.json does not parse becomes a case that fails.
    static let all: [HostileCase] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
        return names.map { name in
            let file = folder.appendingPathComponent(name).appendingPathComponent("case.json")
            do {
                var item = try JSONDecoder().decode(HostileCase.self, from: Data(contentsOf: file))
                item.name = name
                return item
            } catch {
                return HostileCase(name: name, summary: "case.json does not parse: \(error)", args: [], exit: -1, stderr: [])
            }
        }
    }()
}

extension HostileCase {
    /// The files `pattern` names under `work`: one path, or a `*` in its last component.
    static func files(matching pattern: String, in work: URL) throws -> [URL] {
        let folder = work.appendingPathComponent((pattern as NSString).deletingLastPathComponent)
        let name = (pattern as NSString).lastPathComponent
        guard let star = name.utf8.firstIndex(of: UInt8(ascii: "*")) else {
            let file = work.appendingPathComponent(pattern)
            return FileManager.default.fileExists(atPath: file.path) ? [file] : []
        }
        let prefix = Array(name.utf8[..<star]), suffix = Array(name.utf8[name.utf8.index(after: star)...])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { candidate in
            let bytes = Array(candidate.utf8)
            return bytes.count >= prefix.count + suffix.count && bytes.starts(with: prefix) && bytes.reversed().starts(with: suffix.reversed())
        }.sorted().map { folder.appendingPathComponent($0) }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in these bytes.
    func containsBytes(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        for start in 0...(count - needle.count) where self[start] == needle[0] {
            if self[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}

@Suite("Hostile-input corpus, through the real CLI")
struct HostileInputCorpusTests {
    @Test func theCorpusIsThere() {
        #expect(HostileCase.all.count >= 254, "Tests/HostileInput must hold at least 254 cases; found \(HostileCase.all.count)")
        // Every class of hostile input keeps its cases (Tests/HostileInput/README.md, "Classes").
        for prefix in ["input", "engine", "escape", "accept", "report", "cache", "env", "name", "lock", "limit", "render", "fuzz", "dl", "preview"] {
            #expect(HostileCase.all.contains { $0.name.hasPrefix(prefix + "-") }, "no Tests/HostileInput case of the class \(prefix)-")
        }
    }

    @Test(arguments: HostileCase.all)
    func caseBehaves(_ item: HostileCase) throws {
        try #require(!item.args.isEmpty, "\(item.name): \(item.summary)")
        if let exchanges = item.http { return try exchange(item, exchanges) }
        let scratch = try Scratch()
        let work = scratch.url.appendingPathComponent("work")
        let sentinel = scratch.url.appendingPathComponent("sentinel")
        try FileManager.default.copyItem(at: HostileCase.folder.appendingPathComponent(item.name), to: work)
        try TreeHash.makeSentinel(at: sentinel)
        // setup.sh gets the cache folder the command will use (LISTSHOT_CACHE, its XDG_CACHE_HOME)
        // and the binary under test (LISTSHOT), to prepare or damage the cache before the run.
        let cache = scratch.url.appendingPathComponent("cache")
        if FileManager.default.fileExists(atPath: work.appendingPathComponent("setup.sh").path) {
            let setup = try BoundedRun.run("/bin/sh", ["./setup.sh"], in: work, timeout: 120, memoryMB: 4096,
                                           environment: ["LISTSHOT_CACHE": cache.path, "LISTSHOT": CLI.binary.path])
            try #require(setup.status == 0 && !setup.timedOut, "\(item.name): setup.sh failed: \(setup.stderr)")
        }
        let sentinelBefore = try TreeHash.of(sentinel)
        let inputsBefore = try TreeHash.of(work)

        let result = try BoundedRun.run(CLI.binary.path, item.args, in: work,
                                        timeout: item.timeoutSeconds ?? 30, memoryMB: item.memoryMB ?? 2048,
                                        environment: ["XDG_CACHE_HOME": cache.path])
        let context = "\(item.name) (\(item.summary)): exit \(result.status), stderr: \(result.stderr.prefix(600))"
        #expect(!result.timedOut, "did not finish within \(item.timeoutSeconds ?? 30) s: \(context)")
        #expect(result.status == item.exit, "\(context)")
        if item.exit == 2 {
            #expect(result.stderr.hasPrefix("error: "), "the first line must start with `error: `: \(context)")
        }
        for fragment in item.stderr {
            #expect(result.stderr.contains(fragment), "stderr lacks \"\(fragment)\": \(context)")
        }
        for fragment in item.stdout ?? [] {
            #expect(result.stdout.contains(fragment), "stdout lacks \"\(fragment)\": \(item.name): \(result.stdout.prefix(600))")
        }
        for (stream, text) in [("stderr", result.stderr), ("stdout", result.stdout)] {
            let controls = text.unicodeScalars.filter { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B }
            #expect(controls.isEmpty, "\(stream) carries raw terminal control characters: \(item.name)")
        }
        for (pattern, check) in (item.files ?? [:]).sorted(by: { $0.key < $1.key }) {
            let matches = try HostileCase.files(matching: pattern, in: work)
            #expect(!matches.isEmpty, "\(item.name): no written file matches \(pattern)")
            for file in matches {
                let bytes = try Array(Data(contentsOf: file))
                for fragment in check.contains ?? [] {
                    #expect(bytes.containsBytes(Array(fragment.utf8)), "\(item.name): \(file.lastPathComponent) lacks \(fragment.debugDescription)")
                }
                for fragment in check.lacks ?? [] {
                    #expect(!bytes.containsBytes(Array(fragment.utf8)), "\(item.name): \(file.lastPathComponent) holds \(fragment.debugDescription)")
                }
            }
        }
        #expect(try TreeHash.of(sentinel) == sentinelBefore, "files outside the work folder changed: \(item.name)")
        // Inputs are never modified; only the output folders and what the case allows may change.
        let allowed = ["out", "listshot-out", "listshot-report", "report", "gallery"] + (item.mayWrite ?? [])
        let inputsAfter = try TreeHash.of(work)
        for (path, hash) in inputsBefore where !allowed.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
            #expect(inputsAfter[path] == hash, "\(item.name): input \(path) was changed or removed")
        }
    }
}

extension HostileInputCorpusTests {
    /// A `preview-` case: the server runs in the case's copied folder while the requests are sent.
    func exchange(_ item: HostileCase, _ exchanges: [HostileCase.Exchange]) throws {
        try #require(item.args.first == "preview", "\(item.name): an http case runs `listshot preview`")
        let scratch = try Scratch()
        let work = scratch.url.appendingPathComponent("work")
        try FileManager.default.copyItem(at: HostileCase.folder.appendingPathComponent(item.name), to: work)
        let server = try PreviewServerProcess(Array(item.args.dropFirst()), in: work)
        defer { _ = server.stop() }
        let port = server.port
        for exchange in exchanges {
            let request = exchange.request.replacingOccurrences(of: "{port}", with: String(port))
                .replacingOccurrences(of: "{otherPort}", with: String(port == 65_535 ? 1 : port + 1))
                .replacingOccurrences(of: "{pad}", with: String(repeating: "a", count: exchange.pad ?? 0))
            let connection = try RawHTTP(port: port)
            connection.send(request)
            let answer = connection.receive(seconds: item.timeoutSeconds ?? 10, until: "\r\n")
            #expect(answer.hasPrefix("HTTP/1.1 \(exchange.status) "), "\(item.name): \(request.prefix(80).debugDescription) → \(answer.prefix(80))")
            #expect(!answer.lowercased().contains("access-control-"), "\(item.name): a CORS header")
        }
        #expect(server.isRunning, "\(item.name): the server stopped")
        #expect(server.stop() == item.exit, "\(item.name): \(server.stderr)")
    }
}

/// Hashes of every entry under a folder, by relative path: regular files by content, links by
/// target, other kinds by kind (FIFOs and devices are never opened).
enum TreeHash {
    static func of(_ root: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        guard let paths = manager.enumerator(atPath: root.path) else { return [:] }
        for case let path as String in paths {
            let full = root.appendingPathComponent(path).path
            let attributes = try manager.attributesOfItem(atPath: full)
            switch attributes[.type] as? FileAttributeType {
            case .typeRegular?:
                let data = try Data(contentsOf: URL(fileURLWithPath: full))
                result[path] = "file \(data.count) \(data.hashValue) \(fnv(data))"
            case .typeSymbolicLink?:
                result[path] = "link " + ((try? manager.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case .typeDirectory?:
                result[path] = "dir"
            default:
                result[path] = "special \(String(describing: attributes[.type]))"
            }
        }
        return result
    }

    /// 64-bit FNV-1a, stable across processes (unlike `hashValue`).
    static func fnv(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// A small tree beside the work folder that no command may touch.
    static func makeSentinel(at folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("victim"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: folder.appendingPathComponent("victim/x.day.png"))
        try Data("keep me too\n".utf8).write(to: folder.appendingPathComponent("victim/notes.txt"))
        try Data("{}\n".utf8).write(to: folder.appendingPathComponent("manifest.json"))
    }
}

/// Runs a command with a wall-clock bound and an address-space cap (`ulimit -v`).
enum BoundedRun {
    struct Output { var status: Int32; var stdout: String; var stderr: String; var timedOut: Bool }

    static func run(_ path: String, _ arguments: [String], in directory: URL, timeout: Double, memoryMB: Int,
                    environment: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(memoryMB * 1024) && exec \"$0\" \"$@\"", path] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("stdout"), errURL = logs.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try out.close()
        try err.close()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), timedOut: timedOut)
    }
}
