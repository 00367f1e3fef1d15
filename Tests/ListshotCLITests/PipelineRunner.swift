import Foundation

/// Runs a pipeline's jobs locally, one after another in one checkout, the way a runner would:
/// each shell chunk with `bash --noprofile --norc -eo pipefail`, a job stopping at its first
/// failing chunk, `GITHUB_PATH` lines put on the PATH of the job's later steps, and files left by
/// one job (the artifacts) seen by the next (docs/ci.md, "How the pipelines are tested").
///
/// ```swift
/// let runs = try PipelineRunner(checkout: repo, runner: environment).runGitHub(workflow)
/// ```
struct PipelineRunner {
    /// One job (one shard of a matrix or parallel job) and how it ended.
    struct JobRun {
        var name: String
        var shard: Int?
        /// The failing chunk's exit, 0 when every chunk passed, nil when the job did not run.
        var status: Int32?
        var failedChunk: String?
        var log: String
        /// The job's `GITHUB_STEP_SUMMARY` file (GitHub only).
        var summary: URL?
        var ran: [String] = []
        var skipped: [String] = []
        var allowedExits: [Int32] = []
        var succeeded: Bool { status.map { $0 == 0 || allowedExits.contains($0) } ?? false }
    }

    var checkout: URL
    /// The runner's own variables (PATH, HOME, …) and the CI variables the test sets.
    var runner: [String: String]
    /// Values of the `${{ … }}` expressions the workflow may use in `env:` and `with:`.
    var expressions: [String: String]
    var timeout = 300.0

    /// Evaluates every `${{ expression }}` in `text` from `values`; an unknown expression is an error.
    static func evaluate(_ text: String, _ values: [String: String], context: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw PipelineError("\(context): unclosed ${{ in \(text)") }
            let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            // hashFiles(…) names files of the runner's checkout of Listshot, which the test does not fetch.
            guard let value = values[expression] ?? (expression.hasPrefix("hashFiles(") ? "hash" : nil) else {
                throw PipelineError("\(context): the test does not know the expression `\(expression)`; add its value to the test's expressions")
            }
            result += rest[..<open.lowerBound] + value
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    func runGitHub(_ file: URL) throws -> [JobRun] {
        let (workflowEnv, jobs) = try PipelineFile.gitHub(file)
        var runs: [JobRun] = []
        for job in jobs {
            let needsFailed = runs.contains { run in job.needs.contains(run.name) && !run.succeeded }
            for shard in job.shards.isEmpty ? [nil] : job.shards.map(Optional.some) {
                var values = expressions
                if let shard { values["matrix.shard"] = String(shard); values["strategy.job-total"] = String(job.shards.count) }
                let id = job.name + (shard.map { "-\($0)" } ?? "")
                var run = JobRun(name: job.name, shard: shard, status: nil, log: "")
                guard !needsFailed || job.runsAfterFailure else { runs.append(run); continue }
                let summary = checkout.deletingLastPathComponent().appendingPathComponent("step-summary-\(id).md")
                let pathFile = checkout.deletingLastPathComponent().appendingPathComponent("github-path-\(id)")
                for url in [summary, pathFile] { try Data().write(to: url) }
                run.summary = summary
                var env = runner
                for (key, value) in workflowEnv.merging(job.env, uniquingKeysWith: { $1 }) {
                    env[key] = try Self.evaluate(value, values, context: "jobs.\(job.name).env.\(key)")
                }
                env["GITHUB_STEP_SUMMARY"] = summary.path
                env["GITHUB_PATH"] = pathFile.path
                run.status = 0
                for chunk in job.chunks {
                    for (key, value) in chunk.with { _ = try Self.evaluate(value, values, context: "\(chunk.label).with.\(key)") }
                    let condition = chunk.condition ?? ""
                    guard condition.isEmpty || condition.contains("!cancelled()") || condition.contains("always()") else {
                        throw PipelineError("\(chunk.label): the test does not know the condition `\(condition)`")
                    }
                    if run.status != 0 && condition.isEmpty { continue }
                    // An upload names files the job's scripts wrote: a path that is missing would upload nothing.
                    // A `path:` may list several paths, one a line.
                    if chunk.uses?.hasPrefix("actions/upload-artifact@") == true, let path = chunk.with["path"] {
                        let expanded = try Self.evaluate(path, values, context: "\(chunk.label).with.path")
                        for line in expanded.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty
                            && !FileManager.default.fileExists(atPath: checkout.appendingPathComponent(line).path) {
                            run.log += "missing artifact: \(line) (\(chunk.label))\n"
                        }
                    }
                    guard let shell = chunk.shell, !chunk.skipped else { run.skipped.append(chunk.label); continue }
                    if shell.contains("${{") {
                        throw PipelineError("\(chunk.label): a `${{ }}` expression inside `run:` is spliced into the shell; pass it through `env:`")
                    }
                    var stepEnv = env
                    for (key, value) in chunk.env { stepEnv[key] = try Self.evaluate(value, values, context: "\(chunk.label).env.\(key)") }
                    let added = try String(contentsOf: pathFile, encoding: .utf8).split(separator: "\n").reversed()
                    stepEnv["PATH"] = (added.map(String.init) + [env["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
                    let status = try shellRun(shell, env: stepEnv, label: chunk.label, log: &run.log)
                    run.ran.append(chunk.label)
                    if status != 0 && run.status == 0 { run.status = status; run.failedChunk = chunk.label }
                }
                runs.append(run)
            }
        }
        return runs
    }

    func runGitLab(_ file: URL) throws -> [JobRun] {
        let (globalVariables, jobs) = try PipelineFile.gitLab(file)
        var runs: [JobRun] = []
        for job in jobs {
            let needsFailed = runs.contains { run in job.needs.contains(run.name) && !run.succeeded }
            for shard in job.shards.isEmpty ? [nil] : job.shards.map(Optional.some) {
                var run = JobRun(name: job.name, shard: shard, status: nil, log: "", allowedExits: job.allowedExits)
                guard !needsFailed || job.runsAfterFailure else { runs.append(run); continue }
                var env = runner.merging(globalVariables.merging(job.env, uniquingKeysWith: { $1 }), uniquingKeysWith: { $1 })
                if let shard { env["CI_NODE_INDEX"] = String(shard); env["CI_NODE_TOTAL"] = String(job.shards.count) }
                // GitLab runs a job's script entries as one shell script: variables carry from one entry to the next.
                var script = ""
                for chunk in job.chunks {
                    guard let shell = chunk.shell, !chunk.skipped else { run.skipped.append(chunk.label); continue }
                    script += "echo \(ShellWord.quote("$ " + chunk.label))\n" + shell + "\n"
                    run.ran.append(chunk.label)
                }
                run.status = try shellRun(script, env: env, label: job.name, log: &run.log)
                if run.status != 0 { run.failedChunk = job.name }
                // GitLab expands variables in artifact paths; a path that is missing would not be uploaded.
                for path in job.artifacts {
                    let expanded = path.replacingOccurrences(of: "$CI_NODE_INDEX", with: shard.map(String.init) ?? "")
                    if !FileManager.default.fileExists(atPath: checkout.appendingPathComponent(expanded).path) {
                        run.log += "missing artifact: \(expanded)\n"
                    }
                }
                runs.append(run)
            }
        }
        return runs
    }

    /// Runs `shell` in the checkout with exactly `env`; appends its output to `log`.
    func shellRun(_ shell: String, env: [String: String], label: String, log: inout String) throws -> Int32 {
        let script = checkout.deletingLastPathComponent().appendingPathComponent("step-\(UUID().uuidString).sh")
        try Data(shell.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try BoundedRun.run("/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", script.path], in: checkout,
                                        timeout: timeout, memoryMB: 8192, environment: env)
        log += "── \(label) (exit \(result.status)\(result.timedOut ? ", timed out" : ""))\n\(result.stdout)\(result.stderr)"
        return result.timedOut ? -1 : result.status
    }
}
