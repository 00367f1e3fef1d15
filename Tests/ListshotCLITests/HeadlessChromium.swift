import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe`:
/// it reads NUL-terminated JSON commands on descriptor 3 and writes NUL-terminated JSON answers
/// and events on descriptor 4. Both are one end of a socket pair here (a socket, unlike a pipe,
/// can be written with `MSG_NOSIGNAL`, so a browser that died fails a write instead of killing
/// the test runner with SIGPIPE). Spawned with `posix_spawn` in its own process group and reaped
/// with `waitpid`; `close()` kills the whole group and must run (use `defer`).
///
/// ```swift
/// let chrome = try HeadlessChromium(profile: scratch.url.appendingPathComponent("chrome"))
/// defer { chrome.close() }
/// let page = try chrome.open("http://127.0.0.1:8765/")
/// let title = try page.evaluate("document.title")
/// ```
final class HeadlessChromium {
    /// An answer to a command, or a browser that stopped answering.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let pid: pid_t
    /// The browser's standard output and error.
    let log: URL
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var closed = false
    /// Uncaught script exceptions and main-frame navigations, as the events report them.
    private(set) var exceptions: [String] = []
    private(set) var navigations: [String] = []

    init(profile: URL, log: URL) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
            throw Failure(description: "socketpair: \(String(cString: strerror(errno)))")
        }
        // The child's end goes to a high number first, so dup2 onto 3 and 4 never overwrites it;
        // close-on-exec keeps every copy but 3 and 4 out of the browser.
        let child = fcntl(pair[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(pair[1])
        _ = fcntl(pair[0], F_SETFD, FD_CLOEXEC)
        socket = pair[0]
        self.log = log
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, child, 3)
        posix_spawn_file_actions_adddup2(&actions, child, 4)
        // Descriptors other tests left inheritable (their pipes) must not stay open in the browser,
        // or their readers would wait for it. glibc has the call Swift's Glibc module leaves out.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 5)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["/usr/bin/chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--no-first-run", "--hide-scrollbars", "--remote-debugging-pipe",
                         "--user-data-dir=" + profile.path, "about:blank"]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var spawned: pid_t = 0
        let status = posix_spawn(&spawned, arguments[0], &actions, &attributes, argv, envp)
        Glibc.close(child)
        guard status == 0 else {
            Glibc.close(socket)
            throw Failure(description: "chromium could not be started: \(String(cString: strerror(status)))")
        }
        pid = spawned
    }

    deinit { close() }

    /// Kills the browser's process group and reaps it; safe to call more than once.
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(socket)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Sends `method` and waits (30 s at most) for its answer's `result`.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = 30) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: message)) + [0]
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure(description: "\(method): the browser is gone (\(String(cString: strerror(errno))))") }
            offset += written
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let text = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let answer = try JSONSerialization.jsonObject(with: text) as? [String: Any] else { continue }
                if answer["id"] as? Int == id {
                    if let error = answer["error"] as? [String: Any] {
                        throw Failure(description: "\(method): \(error["message"] ?? error)")
                    }
                    return answer["result"] as? [String: Any] ?? [:]
                }
                note(event: answer)
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "\(method): no answer within \(Int(timeout)) s; the browser's log ends: \(logTail())") }
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "\(method): the browser closed its end; its log ends: \(logTail())") }
            buffer += chunk[..<count]
        }
    }

    private func logTail() -> String {
        String(decoding: ((try? Data(contentsOf: log)) ?? Data()).suffix(2000), as: UTF8.self)
    }

    private func note(event: [String: Any]) {
        let parameters = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.exceptionThrown":
            let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any] ?? [:]
            exceptions.append("\(exception["description"] ?? details["text"] ?? "an exception")")
        case "Page.frameNavigated":
            let frame = parameters["frame"] as? [String: Any] ?? [:]
            if frame["parentId"] == nil { navigations.append("\(frame["url"] ?? "")") }
        default:
            break
        }
    }

    /// A new tab of `width`×`height` CSS pixels (device scale factor 1) showing `url`;
    /// `first` runs in every document before the page's own scripts.
    func open(_ url: String, width: Int = 1280, height: Int = 900, first: String? = nil) throws -> Tab {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "Target.createTarget: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "Target.attachToTarget: \(attached)") }
        let tab = Tab(browser: self, session: session)
        try tab.send("Page.enable")
        try tab.send("Runtime.enable")
        try tab.send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        if let first { try tab.send("Page.addScriptToEvaluateOnNewDocument", ["source": first]) }
        navigations = []
        try tab.send("Page.navigate", ["url": url])
        return tab
    }

    /// One page attached with a flat session.
    struct Tab {
        let browser: HeadlessChromium
        let session: String

        @discardableResult
        func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
            try browser.send(method, parameters, session: session)
        }

        /// The value of `expression` in the page (`returnByValue`), or nil when it threw.
        func evaluate(_ expression: String) throws -> Any? {
            let answer = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
            guard answer["exceptionDetails"] == nil else { return nil }
            return (answer["result"] as? [String: Any])?["value"]
        }

        /// The page as a PNG, as drawn in the tab's viewport.
        func screenshot() throws -> Data {
            let answer = try send("Page.captureScreenshot", ["format": "png"])
            guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
                throw Failure(description: "Page.captureScreenshot gave no image")
            }
            return data
        }
    }
}
