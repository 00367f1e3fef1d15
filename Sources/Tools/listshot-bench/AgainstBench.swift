import Foundation
import ListshotSnapshot

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
        try Git(.discovery(from: repo.path)).run(["init", "-q"])
        let repository = try GitRepository.find(from: repo.path)
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "base"], in: repository)
        let theme = repo.appendingPathComponent("Snapshots/Themes/material.json")
        let text = try String(contentsOf: theme, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"onSurface\": {\n      \"day\": \"#000000\"", with: "\"onSurface\": {\n      \"day\": \"#FF0000\"")
        guard changed != text else { throw BenchError.unexpected("Themes/material.json has no onSurface day colour #000000 to change") }
        try Data(changed.utf8).write(to: theme)
        try git(["commit", "-q", "-a", "-m", "one token"], in: repository)

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

    /// Runs git the way Listshot does (``Git``: the repository named, no inherited `GIT_*`
    /// variable, no replace refs), with a bench identity for the commits.
    static func git(_ arguments: [String], in repository: GitRepository) throws {
        _ = try Git(.repository(repository)).run(["-c", "user.name=bench", "-c", "user.email=bench@example.invalid",
                                                  "-c", "commit.gpgsign=false"] + arguments)
    }
}
