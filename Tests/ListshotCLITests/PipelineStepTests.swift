import Foundation
import Testing

/// The shell steps of docs/ci/github-actions.yml and docs/ci/gitlab-ci.yml run against a scratch
/// repository with a small catalog (a `Themes` folder, two specs, recorded references), a base
/// commit and a pull-request commit, with the real `listshot` and the CI variables set. Steps that
/// need the network or the runner are marked `# ci-test: skip` or use an action, and are not run
/// (docs/ci.md, "How the pipelines are tested").
@Suite("CI pipelines: their steps run")
struct PipelineStepTests {
    enum Change: String, CaseIterable, Sendable { case themeToken, nothing }

    @Test(arguments: Change.allCases)
    func gitHubActions(_ change: Change) throws {
        let scenario = try PipelineScenario(change)
        let runs = try scenario.runner(extra: ["GITHUB_BASE_REF": "main", "GITHUB_HEAD_REF": "feature", "GITHUB_RUN_ID": "4242",
                                               "GITHUB_REPOSITORY": "team/app", "GITHUB_ACTIONS": "true"])
            .runGitHub(packageRoot.appendingPathComponent("docs/ci/github-actions.yml"))
        let log = runs.map { "[\($0.name)\($0.shard.map { " \($0)" } ?? "")] status \($0.status.map(String.init) ?? "not run")\n\($0.log)" }.joined(separator: "\n")
        try scenario.requireAgainst(log)
        func job(_ name: String) -> [PipelineRunner.JobRun] { runs.filter { $0.name == name } }
        let changed = change == .themeToken
        #expect(!log.contains("missing artifact:"), "\(log)")

        #expect(job("build").map(\.status) == [0], "\(log)")
        #expect(job("build").first?.ran.count == 2, "only `Check the settings` and the package list run in build:\n\(log)")
        try scenario.requireRuntimePackageList()

        let against = try #require(job("against").first)
        #expect(against.status == (changed ? 1 : 0), "\(log)")
        let againstSummary = try scenario.text("report-against/summary.md")
        #expect(againstSummary.contains("settings") == changed && !againstSummary.contains("plain"), "report-against/summary.md:\n\(againstSummary)")
        let againstLinked = try scenario.requireLinkedSummary("listshot-comment/against.md", link: PipelineScenario.gitHubArtifact, changed: changed)
        #expect(try String(contentsOf: try #require(against.summary), encoding: .utf8).contains(againstLinked), "the job summary lacks the linked summary")

        let shards = job("verify")
        #expect(shards.map(\.shard) == [1, 2, 3, 4])
        #expect(shards.filter { $0.status == 1 }.count == (changed ? 1 : 0) && shards.allSatisfy { $0.status == 0 || $0.status == 1 }, "\(log)")
        for shard in 1...4 { #expect(scenario.exists("report-shard-\(shard)/report.json"), "report-shard-\(shard) was not written") }

        let report = try #require(job("report").first)
        #expect(report.status == (changed ? 1 : 0), "\(log)")
        for file in ["summary.md", "index.html", "junit.xml", "report.json"] { #expect(scenario.exists("listshot-report/\(file)"), "listshot-report/\(file) missing") }
        let merged = try scenario.text("listshot-report/summary.md")
        #expect(merged.contains("settings") == changed && !merged.contains("plain"), "listshot-report/summary.md:\n\(merged)")
        let mergedLinked = try scenario.requireLinkedSummary("listshot-comment/report.md", link: PipelineScenario.gitHubArtifact, changed: changed)
        #expect(try String(contentsOf: try #require(report.summary), encoding: .utf8).contains(mergedLinked), "the job summary lacks the linked merged summary")
        #expect(report.log.contains("listshot accept listshot-report") == changed, "\(report.log)")
        #expect(report.log.contains("gh run download 4242 --repo team/app --name listshot-report --dir listshot-report") == changed, "\(report.log)")

        let comment = try #require(job("comment").first)
        #expect(comment.status == 0 && comment.skipped.contains { $0.contains("Post it") }, "the comment job writes the comment and skips only the posting:\n\(log)")
        try scenario.requireComment(parts: [againstLinked, mergedLinked])
        if changed { try scenario.requireAcceptWorks(log) }
    }

    @Test(arguments: Change.allCases)
    func gitLabCI(_ change: Change) throws {
        let scenario = try PipelineScenario(change)
        let runs = try scenario.runner(extra: ["CI": "true", "CI_PIPELINE_SOURCE": "merge_request_event", "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "main",
                                               "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME": "feature", "CI_API_V4_URL": "https://gitlab.invalid/api/v4",
                                               "CI_PROJECT_ID": "7", "CI_JOB_ID": "4242", "CI_JOB_URL": "https://gitlab.invalid/team/app/-/jobs/4242",
                                               "CI_MERGE_REQUEST_IID": "5",
                                               "LISTSHOT_GIT": "https://git.invalid/listshot.git", "LISTSHOT_REF": "v1.0.0"])
            .runGitLab(packageRoot.appendingPathComponent("docs/ci/gitlab-ci.yml"))
        let log = runs.map { "[\($0.name)\($0.shard.map { " \($0)" } ?? "")] status \($0.status.map(String.init) ?? "not run")\n\($0.log)" }.joined(separator: "\n")
        try scenario.requireAgainst(log)
        func job(_ name: String) -> [PipelineRunner.JobRun] { runs.filter { $0.name == name } }
        let changed = change == .themeToken
        #expect(!log.contains("missing artifact:"), "\(log)")

        #expect(job("build-listshot").map(\.status) == [0], "\(log)")
        try scenario.requireRuntimePackageList()
        let against = try #require(job("against").first)
        #expect(against.status == (changed ? 1 : 0) && against.succeeded, "exit 1 is a warning (allow_failure), never a failure:\n\(log)")
        #expect(against.skipped.count == 1, "only the Debian packages are skipped:\n\(log)")
        let againstSummary = try scenario.text("report-against/summary.md")
        #expect(againstSummary.contains("settings") == changed && !againstSummary.contains("plain"), "report-against/summary.md:\n\(againstSummary)")
        let againstLinked = try scenario.requireLinkedSummary("listshot-comment/against.md",
                                                              link: "https://gitlab.invalid/team/app/-/jobs/4242/artifacts/browse/report-against/", changed: changed)

        let shards = job("verify")
        #expect(shards.map(\.shard) == [1, 2, 3, 4])
        #expect(shards.filter { $0.status == 1 }.count == (changed ? 1 : 0) && shards.allSatisfy { $0.status == 0 || $0.status == 1 }, "\(log)")

        let report = try #require(job("report").first)
        #expect(report.status == (changed ? 1 : 0), "\(log)")
        let merged = try scenario.text("listshot-report/summary.md")
        #expect(merged.contains("settings") == changed && !merged.contains("plain"), "listshot-report/summary.md:\n\(merged)")
        #expect(report.log.contains("https://gitlab.invalid/api/v4/projects/7/jobs/4242/artifacts") == changed, "\(report.log)")
        #expect(report.log.contains("listshot accept listshot-report") == changed, "\(report.log)")
        let mergedLinked = try scenario.requireLinkedSummary("listshot-comment/report.md",
                                                             link: "https://gitlab.invalid/team/app/-/jobs/4242/artifacts/browse/listshot-report/", changed: changed)

        // Without LISTSHOT_NOTE_TOKEN the note is skipped, saying how to have one, and the job passes.
        let note = try #require(job("listshot-note").first)
        #expect(note.status == 0 && note.log.contains("No merge request note: set the masked CI/CD variable LISTSHOT_NOTE_TOKEN"), "\(note.log)")
        try scenario.requireComment(parts: [againstLinked, mergedLinked])
        if changed { try scenario.requireAcceptWorks(log) }
    }

    /// The harness itself: an expression in a `run:` step, an unknown expression and a failing step are caught.
    @Test func theRunnerCatchesInjectionsAndFailures() throws {
        let scratch = try Scratch(prefix: "listshot-pipeline-harness")
        let workflow = try scratch.write("w.yml", """
            on: pull_request
            jobs:
              a:
                runs-on: ubuntu-latest
                steps:
                  - run: echo "${{ github.head_ref }}"
            """)
        let checkout = scratch.url.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        let runner = PipelineRunner(checkout: checkout, runner: ["PATH": "/usr/bin:/bin"], expressions: [:])
        #expect(throws: PipelineError.self) { try runner.runGitHub(URL(fileURLWithPath: workflow)) }
        let unknown = try scratch.write("u.yml", "on: pull_request\njobs:\n  a:\n    runs-on: x\n    steps:\n      - env: { A: '${{ github.event.pull_request.title }}' }\n        run: echo \"$A\"\n")
        #expect(throws: PipelineError.self) { try runner.runGitHub(URL(fileURLWithPath: unknown)) }
        let failing = try scratch.write("f.yml", "on: pull_request\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: exit 3\n      - run: touch ran\n")
        let runs = try runner.runGitHub(URL(fileURLWithPath: failing))
        #expect(runs.first?.status == 3 && !FileManager.default.fileExists(atPath: checkout.appendingPathComponent("ran").path))
    }
}

/// A team's repository in a pull request: `origin` (a bare repository) has `main` with a catalog
/// and its recorded references; the checkout is on `feature`, one commit ahead, which changes one
/// colour token of the catalog's own theme (used by `settings.yaml`, not by `plain.yaml`) or only
/// adds a file outside the catalog. `.listshot/bin/listshot` is the binary the build job's skipped
/// `make install` would have made.
struct PipelineScenario {
    let scratch: Scratch
    let checkout: URL
    let home: URL

    init(_ change: PipelineStepTests.Change) throws {
        scratch = try Scratch(prefix: "listshot-pipeline")
        home = scratch.url.appendingPathComponent("home")
        let base = scratch.url.appendingPathComponent("base")
        checkout = scratch.url.appendingPathComponent("checkout")
        let manager = FileManager.default
        try manager.createDirectory(at: home, withIntermediateDirectories: true)
        try manager.createDirectory(at: base.appendingPathComponent("Snapshots/Themes"), withIntermediateDirectories: true)
        let theme = try String(contentsOf: packageRoot.appendingPathComponent("Themes/movistar.json"), encoding: .utf8)
            .replacingOccurrences(of: #""name": "movistar""#, with: #""name": "teambrand""#)
        try Data(theme.utf8).write(to: base.appendingPathComponent("Snapshots/Themes/teambrand.json"))
        for (name, themeName) in [("settings", "teambrand"), ("plain", "movistar")] {
            let spec = "theme: \(themeName)\nappearances: [day]\ncontent:\n  - list:\n      cells:\n        - title: \(name.capitalized)\n          subtitle: A subtitle\n"
            try Data(spec.utf8).write(to: base.appendingPathComponent("Snapshots/\(name).yaml"))
        }
        try require(base, ["git", "init", "-q", "-b", "main"])
        let record = try run(["listshot", "record", "Snapshots"], in: base)
        guard record.status == 0 else { throw PipelineError("listshot record failed: \(record.stderr)") }
        try require(base, ["git", "add", "-A"])
        try require(base, ["git", "commit", "-qm", "Catalog with references"])
        try require(scratch.url, ["git", "clone", "-q", "--bare", base.path, "origin.git"])
        try require(scratch.url, ["git", "clone", "-q", scratch.url.appendingPathComponent("origin.git").path, "checkout"])
        try require(checkout, ["git", "checkout", "-q", "-b", "feature"])
        switch change {
        case .themeToken:
            let file = checkout.appendingPathComponent("Snapshots/Themes/teambrand.json")
            let text = try String(contentsOf: file, encoding: .utf8)
            let edited = text.replacingOccurrences(of: "\"textPrimary\": {\n      \"day\": \"#0B2739\"", with: "\"textPrimary\": {\n      \"day\": \"#8B0000\"")
            guard edited != text else { throw PipelineError("Themes/movistar.json no longer has the textPrimary day token this test edits") }
            try Data(edited.utf8).write(to: file)
        case .nothing:
            try Data("Notes\n".utf8).write(to: checkout.appendingPathComponent("NOTES.md"))
        }
        try require(checkout, ["git", "add", "-A"])
        try require(checkout, ["git", "commit", "-qm", "Pull request"])
        let bin = checkout.appendingPathComponent(".listshot/bin")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: bin.appendingPathComponent("listshot").path, withDestinationPath: DocRun.binary)
    }

    /// The runner's environment: no `listshot` on the PATH (the pipeline puts it there), a home
    /// and cache of the scenario's own, and git identities.
    var environment: [String: String] {
        ["HOME": home.path, "XDG_CACHE_HOME": scratch.url.appendingPathComponent("cache").path, "PATH": "/usr/local/bin:/usr/bin:/bin",
         "RUNNER_TEMP": scratch.url.appendingPathComponent("runner-temp").path, "GIT_CONFIG_NOSYSTEM": "1",
         "GIT_AUTHOR_NAME": "Pipeline Test", "GIT_AUTHOR_EMAIL": "ci@test.invalid", "GIT_COMMITTER_NAME": "Pipeline Test", "GIT_COMMITTER_EMAIL": "ci@test.invalid"]
    }

    /// What `actions/upload-artifact` would give as `artifact-url` (both uploads get the same here).
    static let gitHubArtifact = "https://github.invalid/team/app/actions/runs/4242/artifacts/99"

    func runner(extra: [String: String]) -> PipelineRunner {
        PipelineRunner(checkout: checkout, runner: environment.merging(extra) { $1 },
                       expressions: ["vars.LISTSHOT_GIT": "https://git.invalid/listshot.git", "vars.LISTSHOT_REF": "v1.0.0",
                                     "steps.upload.outputs.artifact-url": Self.gitHubArtifact, "env.CATALOG": "Snapshots", "github.sha": "0123abc"])
    }

    /// The build job wrote the runtime package list the other jobs install from.
    func requireRuntimePackageList() throws {
        let list = try text(".listshot/debs/packages.txt").split(separator: "\n").map(String.init)
        guard list.contains("libcairo2"), list.contains("fonts-inter"), list.allSatisfy({ !$0.contains(" ") && !$0.isEmpty }) else {
            throw PipelineError(".listshot/debs/packages.txt is not one package a line:\n\(list)")
        }
    }

    /// The summary written for the comment links each changed case to `link` (never to the
    /// report's relative images) and names only the changed spec; returns it.
    func requireLinkedSummary(_ path: String, link: String, changed: Bool) throws -> String {
        let summary = try text(path)
        guard summary.contains("](\(link))"), !summary.contains("](images/"),
              summary.contains("settings") == changed, !summary.contains("plain") else {
            throw PipelineError("\(path) should link \(link), not images/, and name \(changed ? "only settings" : "no spec"):\n\(summary)")
        }
        return summary
    }

    /// The comment body starts with the hidden marker and holds each part, in order.
    func requireComment(parts: [String]) throws {
        let comment = try text("listshot-comment.md")
        guard comment.hasPrefix("<!-- listshot-report -->\n"), comment.contains(parts.joined(separator: "\n")) else {
            throw PipelineError("listshot-comment.md lacks the marker or a part:\n\(comment)")
        }
    }

    /// Runs `arguments` (the first one looked up on the PATH, `listshot` being the tests' binary) in `folder`.
    func run(_ arguments: [String], in folder: URL) throws -> BoundedRun.Output {
        let tool = arguments[0] == "listshot" ? DocRun.binary : "/usr/bin/" + arguments[0]
        return try BoundedRun.run(tool, Array(arguments.dropFirst()), in: folder, timeout: 300, memoryMB: 8192, environment: environment)
    }

    func require(_ folder: URL, _ arguments: [String]) throws {
        let result = try run(arguments, in: folder)
        guard result.status == 0 else { throw PipelineError("\(arguments.joined(separator: " ")) failed in \(folder.path): \(result.stderr)") }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: checkout.appendingPathComponent(path).path) }

    func text(_ path: String) throws -> String {
        guard exists(path) else { throw PipelineError("the pipeline did not write \(path)") }
        return try String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8)
    }

    /// The pipelines run `verify --against`; a binary without it must fail this test, clearly.
    func requireAgainst(_ log: String) throws {
        if log.contains("Unknown option '--against'") {
            throw PipelineError("this listshot does not know `verify --against` ; the pipelines rely on it:\n\(log)")
        }
    }

    /// The accept command the report job prints works in the checkout, and then the catalog verifies.
    func requireAcceptWorks(_ log: String) throws {
        let accept = try run(["listshot", "accept", "listshot-report"], in: checkout)
        guard accept.status == 0 else { throw PipelineError("listshot accept listshot-report failed: \(accept.stderr)\n\(log)") }
        let verify = try run(["listshot", "verify", "Snapshots"], in: checkout)
        guard verify.status == 0 else { throw PipelineError("verify after accept exited \(verify.status): \(verify.stdout)\(verify.stderr)") }
    }
}
