import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whole-process wall time, as `/usr/bin/time` measures it: from spawning the program to
/// reaping it, output sent to /dev/null.
enum ProcessTimer {
    /// The median wall time of `runs` runs of `program arguments` in `directory`, after one
    /// unmeasured run; throws when a run exits with a status other than `expected`.
    static func median(_ program: String, _ arguments: [String], in directory: String, runs: Int,
                       expected: Int32 = 0) throws -> Double {
        try inside(directory) {
            var samples: [Double] = []
            for run in 0...runs {
                let elapsed = try time(program, arguments, expected: expected)
                if run > 0 { samples.append(elapsed) }
            }
            return samples.isEmpty ? 0 : samples.sorted()[samples.count / 2]
        }
    }

    /// One run's wall time in milliseconds, in the current folder; throws when it exits with a
    /// status other than `expected`.
    static func time(_ program: String, _ arguments: [String], expected: Int32) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = try spawn(program, arguments)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        guard status == expected else {
            throw BenchError.unexpected("\(program) \(arguments.joined(separator: " ")) exited with \(status), expected \(expected)")
        }
        return elapsed
    }

    /// Runs `body` with `directory` as the current folder, then goes back.
    static func inside<T>(_ directory: String, _ body: () throws -> T) throws -> T {
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { throw BenchError.unexpected("cannot enter \(directory)") }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }

    static func spawn(_ program: String, _ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard status == 0 else { throw BenchError.unexpected("cannot run \(program): \(String(cString: strerror(status)))") }
        var exit: Int32 = 0
        waitpid(pid, &exit, 0)
        return (exit >> 8) & 0xff
    }
}
