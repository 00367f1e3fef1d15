import Foundation

/// Whole-process figures for `verify --against` (docs/against.md): the package's Snapshots catalog,
/// with the package's themes in a catalog `Themes/` folder, copied into a scratch git repository,
/// one colour token of the Material theme changed and committed; then `verify --against HEAD~1`
/// beside a full `verify --check-pixels` of the same catalog.
///
/// ```sh
/// swift run -c release listshot-bench --against-only --runs 3
/// ```
enum AgainstBench {
    static func run(root: URL, runs: Int) throws {
        let listshot = try ProcessBench.binary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listshot-bench-against-\(UUID().uuidString)")
        let repo = folder.appendingPathComponent("repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("Snapshots"), to: repo.appendingPathComponent("Snapshots"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("Themes"), to: repo.appendingPathComponent("Snapshots/Themes"))
        try git(["init", "-q"], in: repo)
        try git(["add", "-A"], in: repo)
        try git(["commit", "-q", "-m", "base"], in: repo)
        let theme = repo.appendingPathComponent("Snapshots/Themes/material.json")
        let text = try String(contentsOf: theme, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"onSurface\": {\n      \"day\": \"#000000\"", with: "\"onSurface\": {\n      \"day\": \"#FF0000\"")
        guard changed != text else { throw BenchError.unexpected("Themes/material.json has no onSurface day colour #000000 to change") }
        try Data(changed.utf8).write(to: theme)
        try git(["commit", "-q", "-a", "-m", "one token"], in: repo)

        print("")
        print("verify --against (\(runs) runs each, median wall time; the Snapshots catalog, one Material colour token changed)")
        func report(_ label: String, _ value: Double) { print(String(format: "%-52@ %9.1f ms", label as NSString, value)) }
        let against = try ProcessTimer.median(listshot, ["verify", "--against", "HEAD~1", "Snapshots", "--report", "report-against"],
                                              in: repo.path, runs: runs, expected: 1)
        report("verify --against HEAD~1 (only changed variants drawn)", against)
        let full = try ProcessTimer.median(listshot, ["verify", "--check-pixels", "Snapshots", "--report", "report-full"],
                                           in: repo.path, runs: runs, expected: 1)
        report("verify --check-pixels (every variant drawn)", full)
        if let data = try? Data(contentsOf: repo.appendingPathComponent("report-against/report.json")),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let summary = json["against"] as? [String: Any] {
            print("  --against: \(summary["variants"] ?? "?") variants, \(summary["changed"] ?? "?") changed, \(summary["drawn"] ?? "?") screens drawn, \(summary["notRendered"] ?? "?") not rendered")
        }
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError.unexpected("git \(arguments.joined(separator: " ")) failed") }
    }
}
