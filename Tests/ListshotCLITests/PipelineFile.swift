import Foundation

/// One job of a pipeline file, reduced to what a local run needs: its shell chunks in order
/// (a GitHub `run:` step, or a GitLab `before_script`/`script` entry), the variables it sets and
/// when it runs. A chunk holding the line `# ci-test: skip` needs the network or the runner and
/// is not run; neither is a `uses:` step (docs/ci.md, "How the pipelines are tested").
///
/// ```swift
/// let jobs = try PipelineFile.gitHub(packageRoot.appendingPathComponent("docs/ci/github-actions.yml"))
/// ```
struct PipelineJob {
    struct Chunk {
        var label: String
        /// The shell text, or nil for a step that only uses an action.
        var shell: String?
        var uses: String?
        /// GitHub's `if:` of the step.
        var condition: String?
        /// The step's own variables (GitHub `env:`), expressions still unevaluated.
        var env: [String: String] = [:]
        /// GitHub's `with:` of an action step, expressions still unevaluated.
        var with: [String: String] = [:]

        var skipped: Bool { shell.map { $0.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("# ci-test: skip") } } ?? true }
    }

    var name: String
    var chunks: [Chunk]
    var env: [String: String]
    var needs: [String]
    /// Runs after a needed job failed (GitHub `if: ${{ !cancelled() }}`, GitLab `when: always`).
    var runsAfterFailure: Bool
    /// GitHub matrix `shard` values, or 1…N for GitLab `parallel: N`; empty for a single job.
    var shards: [Int]
    /// GitLab `allow_failure: exit_codes`: exits that count as a warning.
    var allowedExits: [Int32]
    /// GitLab `artifacts:` paths and reports, unexpanded.
    var artifacts: [String]
}

enum PipelineFile {
    /// The file as JSON-like values, read by Debian's python3-yaml (YAML anchors and merge keys resolved).
    static func load(_ file: URL) throws -> [String: Any] {
        let script = "import json, sys, yaml\nwith open(sys.argv[1], encoding='utf-8') as f:\n    json.dump(yaml.safe_load(f), sys.stdout)\n"
        let result = try Run.process("/usr/bin/python3", ["-c", script, file.path])
        guard result.status == 0 else {
            throw PipelineError("cannot read \(file.path) with python3's yaml module (Debian python3-yaml, `make setup-test`): \(result.stderr)")
        }
        guard let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw PipelineError("\(file.path): the top level is not a mapping")
        }
        return object
    }

    static func strings(_ value: Any?, _ context: String) throws -> [String: String] {
        guard let value else { return [:] }
        guard let mapping = value as? [String: Any] else { throw PipelineError("\(context) is not a mapping") }
        var result: [String: String] = [:]
        for (key, item) in mapping {
            switch item {
            case let text as String: result[key] = text
            case let number as NSNumber: result[key] = number.stringValue
            default: throw PipelineError("\(context).\(key) is not a string or a number")
            }
        }
        return result
    }

    static func list(_ value: Any?) -> [String] {
        if let text = value as? String { return [text] }
        return (value as? [Any])?.compactMap { $0 as? String } ?? []
    }

    /// The jobs of a GitHub Actions workflow, in the order given by `needs` (then by name).
    static func gitHub(_ file: URL) throws -> (env: [String: String], jobs: [PipelineJob]) {
        let root = try load(file)
        guard let jobs = root["jobs"] as? [String: Any] else { throw PipelineError("\(file.lastPathComponent): no jobs") }
        var result: [PipelineJob] = []
        for (name, value) in jobs {
            guard let job = value as? [String: Any] else { throw PipelineError("jobs.\(name) is not a mapping") }
            var chunks: [PipelineJob.Chunk] = []
            for (index, item) in ((job["steps"] as? [Any]) ?? []).enumerated() {
                guard let step = item as? [String: Any] else { throw PipelineError("jobs.\(name).steps[\(index)] is not a mapping") }
                chunks.append(PipelineJob.Chunk(
                    label: "jobs.\(name).steps[\(index)] \((step["name"] as? String) ?? (step["uses"] as? String) ?? "")",
                    shell: step["run"] as? String, uses: step["uses"] as? String, condition: step["if"] as? String,
                    env: try strings(step["env"], "jobs.\(name).steps[\(index)].env"),
                    with: try strings(step["with"], "jobs.\(name).steps[\(index)].with")))
            }
            let matrix = ((job["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["shard"] as? [Any]
            // The runs are pull requests: a job's `if:` may ask for one, or ask to run after a failure.
            let condition = (job["if"] as? String)?.trimmingCharacters(in: .whitespaces)
            let afterFailure = ["${{ !cancelled() }}", "${{ always() }}", "${{ !cancelled() && github.event_name == 'pull_request' }}"]
            guard condition == nil || condition == "github.event_name == 'pull_request'" || afterFailure.contains(condition ?? "") else {
                throw PipelineError("jobs.\(name).if: the test does not know the condition `\(condition ?? "")`")
            }
            result.append(PipelineJob(
                name: name, chunks: chunks, env: try strings(job["env"], "jobs.\(name).env"), needs: list(job["needs"]),
                runsAfterFailure: afterFailure.contains(condition ?? ""),
                shards: (matrix ?? []).compactMap { ($0 as? NSNumber)?.intValue }, allowedExits: [], artifacts: []))
        }
        return (try strings(root["env"], "env"), try ordered(result))
    }

    static let gitLabKeywords: Set<String> = ["workflow", "default", "variables", "stages", "include", "image", "services", "cache", "before_script", "after_script"]

    /// The jobs of a GitLab CI file (hidden `.jobs` and keywords left out, `extends:` resolved), in
    /// the order given by `needs`.
    static func gitLab(_ file: URL) throws -> (env: [String: String], jobs: [PipelineJob]) {
        let root = try load(file)
        var result: [PipelineJob] = []
        for name in root.keys where !name.hasPrefix(".") && !gitLabKeywords.contains(name) {
            let job = try resolved(name, in: root)
            let entries = list(job["before_script"]) + list(job["script"])
            let chunks = entries.enumerated().map { index, entry in
                PipelineJob.Chunk(label: "\(name) script entry \(index + 1)", shell: entry, uses: nil, condition: nil)
            }
            let parallel = (job["parallel"] as? NSNumber)?.intValue ?? 0
            let allowed = ((job["allow_failure"] as? [String: Any])?["exit_codes"] as? [Any])?.compactMap { ($0 as? NSNumber)?.int32Value } ?? []
            let artifacts = job["artifacts"] as? [String: Any]
            let reports = (artifacts?["reports"] as? [String: Any])?.values.flatMap { list($0) } ?? []
            result.append(PipelineJob(
                name: name, chunks: chunks, env: try strings(job["variables"], "\(name).variables"), needs: list(job["needs"]),
                runsAfterFailure: runsAlways(job), shards: parallel > 0 ? Array(1...parallel) : [],
                allowedExits: allowed, artifacts: list(artifacts?["paths"]) + reports))
        }
        return (try strings(root["variables"], "variables"), try ordered(result))
    }

    /// A GitLab job with its `extends:` templates merged in, as GitLab does: templates in order,
    /// then the job; mappings merge key by key, any other value (a list, `rules:`) is replaced.
    static func resolved(_ name: String, in root: [String: Any], depth: Int = 0) throws -> [String: Any] {
        guard depth < 11 else { throw PipelineError("\(name): extends: nests deeper than GitLab allows") }
        guard let job = root[name] as? [String: Any] else { throw PipelineError("\(name) is not a mapping") }
        var merged: [String: Any] = [:]
        for parent in list(job["extends"]) {
            guard root[parent] != nil else { throw PipelineError("\(name) extends \(parent), which the file does not define") }
            merged = deepMerge(merged, try resolved(parent, in: root, depth: depth + 1))
        }
        var own = job
        own["extends"] = nil
        return deepMerge(merged, own)
    }

    static func deepMerge(_ base: [String: Any], _ over: [String: Any]) -> [String: Any] {
        base.merging(over) { old, new in
            if let old = old as? [String: Any], let new = new as? [String: Any] { return deepMerge(old, new) }
            return new
        }
    }

    /// Whether a GitLab job runs after a needed job failed: `when: always` on the job or on every rule.
    static func runsAlways(_ job: [String: Any]) -> Bool {
        if (job["when"] as? String) == "always" { return true }
        guard let rules = job["rules"] as? [[String: Any]], !rules.isEmpty else { return false }
        return rules.allSatisfy { ($0["when"] as? String) == "always" }
    }

    /// Jobs sorted so that each comes after the jobs it needs.
    static func ordered(_ jobs: [PipelineJob]) throws -> [PipelineJob] {
        var remaining = jobs.sorted { $0.name < $1.name }
        var done: [PipelineJob] = []
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { job in job.needs.allSatisfy { need in done.contains { $0.name == need } } }) else {
                throw PipelineError("jobs need each other in a cycle or need a missing job: \(remaining.map(\.name))")
            }
            done.append(remaining.remove(at: next))
        }
        return done
    }
}
