import Foundation

/// Busy-loop shell processes that keep the machine's cores loaded while a test runs something
/// that must not depend on load; each is stopped (by its own process id) when the body returns.
///
/// ```swift
/// let output = try BusyCores.run(2) { try Run.process(binary, arguments) }
/// ```
enum BusyCores {
    static func run<T>(_ count: Int, _ body: () throws -> T) throws -> T {
        var loops: [Process] = []
        defer {
            for loop in loops where loop.isRunning {
                kill(loop.processIdentifier, SIGKILL)
                loop.waitUntilExit()
            }
        }
        for _ in 0..<count {
            let loop = Process()
            loop.executableURL = URL(fileURLWithPath: "/bin/sh")
            loop.arguments = ["-c", "while :; do :; done"]
            try loop.run()
            loops.append(loop)
        }
        return try body()
    }
}
