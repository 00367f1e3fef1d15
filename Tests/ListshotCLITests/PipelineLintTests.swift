import Foundation
import Testing

/// The pipelines to paste in (docs/ci/) pass the real linters, and the linters do catch a broken
/// copy. The tests fail, never skip, when the linters cannot be installed (docs/ci.md).
@Suite("CI pipelines: linters")
struct PipelineLintTests {
    static let github = "docs/ci/github-actions.yml"
    static let gitlab = "docs/ci/gitlab-ci.yml"

    @Test func actionlintPassesTheGitHubWorkflow() throws {
        let bin = try PipelineLinters.installed.get()
        let result = try PipelineLinters.actionlint(Self.github, in: bin)
        #expect(result.status == 0, "actionlint \(Self.github):\n\(result.stdout)\(result.stderr)")
    }

    @Test func shellcheckPassesTheGitLabScripts() throws {
        let bin = try PipelineLinters.installed.get()
        let problems = try PipelineLinters.shellcheckGitLab(packageRoot.appendingPathComponent(Self.gitlab), in: bin)
        #expect(problems.isEmpty, "shellcheck \(Self.gitlab):\n\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: [(github, "vendor.github-workflows"), (gitlab, "vendor.gitlab-ci")])
    func theVendorSchemaAcceptsThePipeline(_ file: String, schema: String) throws {
        let bin = try PipelineLinters.installed.get()
        let result = try PipelineLinters.run("check-jsonschema", ["--builtin-schema", schema, file], in: bin)
        #expect(result.status == 0, "check-jsonschema --builtin-schema \(schema) \(file):\n\(result.stdout)\(result.stderr)")
    }

    /// The tests never install anything: a missing linter fails with the set-up command to run.
    @Test func aMissingLinterNamesTheSetUpCommand() throws {
        let scratch = try Scratch(prefix: "listshot-no-linters")
        let result = PipelineLinters.find(in: URL(fileURLWithPath: scratch.path))
        guard case .failure(let error) = result else { Issue.record("found linters in an empty folder"); return }
        #expect(error.message.contains("actionlint, shellcheck, check-jsonschema are not installed"), "\(error)")
        #expect(error.message.contains("make setup-test") && error.message.contains("Scripts/setup-linters.sh"), "\(error)")
    }

    /// The jobs that only run the binary install every font package Listshot's Makefile installs:
    /// a font missing on CI would change every render (docs/ci.md).
    @Test func theRuntimeInstallsHaveEveryFontOfTheMakefile() throws {
        let makefile = try String(contentsOf: packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let assignment = try #require(makefile.components(separatedBy: "APT_PACKAGES = ").dropFirst().first)
        var line = ""
        for part in assignment.split(separator: "\n", omittingEmptySubsequences: false) {
            line += part.replacingOccurrences(of: "\\", with: " ")
            if !part.hasSuffix("\\") { break }
        }
        let fonts = line.split(separator: " ").map(String.init).filter { $0.hasPrefix("fonts-") }
        #expect(fonts.count >= 5, "read \(fonts) from the Makefile's APT_PACKAGES")
        for (file, jobs) in try Self.bothPipelines() {
            let packages = try PipelinePackages.runtimeList(jobs, file: file)
            #expect(fonts.allSatisfy(packages.contains), "\(file): the runtime packages lack \(fonts.filter { !packages.contains($0) })")
        }
    }

    static func bothPipelines() throws -> [(String, [PipelineJob])] {
        [(github, try PipelineFile.gitHub(packageRoot.appendingPathComponent(github)).jobs),
         (gitlab, try PipelineFile.gitLab(packageRoot.appendingPathComponent(gitlab)).jobs)]
    }

    /// The same checks on copies with one mistake each must fail, so a pass above means something.
    @Test func theLintersRejectABrokenCopy() throws {
        let bin = try PipelineLinters.installed.get()
        let scratch = try Scratch(prefix: "listshot-pipeline-lint")
        let workflow = try String(contentsOf: packageRoot.appendingPathComponent(Self.github), encoding: .utf8)
        let injected = workflow.replacingOccurrences(of: #"listshot verify --against "origin/$GITHUB_BASE_REF""#,
                                                     with: #"listshot verify --against "origin/${{ github.head_ref }}""#)
        try #require(injected != workflow, "the workflow no longer has the --against line this test edits")
        let badWorkflow = try scratch.write("workflow.yml", injected)
        let actionlint = try PipelineLinters.actionlint(badWorkflow, in: bin)
        #expect(actionlint.status != 0 && actionlint.stdout.contains("github.head_ref"), "actionlint accepted an untrusted input in a run step:\n\(actionlint.stdout)")
        let unquoted = workflow.replacingOccurrences(of: #"--report "report-shard-$SHARD""#, with: "--report report-shard-$SHARD")
        try #require(unquoted != workflow, "the workflow no longer has the shard --report this test edits")
        let shellcheck = try PipelineLinters.actionlint(try scratch.write("unquoted.yml", unquoted), in: bin)
        #expect(shellcheck.status != 0 && shellcheck.stdout.contains("SC2086"), "actionlint's shellcheck accepted an unquoted variable:\n\(shellcheck.stdout)")

        let pipeline = try String(contentsOf: packageRoot.appendingPathComponent(Self.gitlab), encoding: .utf8)
        let broken = pipeline.replacingOccurrences(of: "parallel: 4", with: "parallel: four")
        try #require(broken != pipeline, "the GitLab pipeline no longer has the `parallel: 4` this test edits")
        let badPipeline = try scratch.write("gitlab-ci.yml", broken)
        let schema = try PipelineLinters.run("check-jsonschema", ["--builtin-schema", "vendor.gitlab-ci", badPipeline], in: bin)
        #expect(schema.status != 0, "check-jsonschema accepted `parallel: four`:\n\(schema.stdout)")
        let unquotedScript = pipeline.replacingOccurrences(of: #"--report "report-shard-$CI_NODE_INDEX""#, with: "--report report-shard-$CI_NODE_INDEX")
        try #require(unquotedScript != pipeline, "the GitLab pipeline no longer has the shard --report this test edits")
        let problems = try PipelineLinters.shellcheckGitLab(URL(fileURLWithPath: try scratch.write("unquoted-ci.yml", unquotedScript)), in: bin)
        #expect(problems.joined().contains("SC2086"), "shellcheck accepted an unquoted variable in a GitLab script: \(problems)")
    }

    /// The comment steps are linted like the rest: a pull request's title spliced into the
    /// posting script, or an unquoted URL in the GitLab note's script, is caught.
    @Test func theLintersRejectABrokenCommentStep() throws {
        let bin = try PipelineLinters.installed.get()
        let scratch = try Scratch(prefix: "listshot-comment-lint")
        let workflow = try String(contentsOf: packageRoot.appendingPathComponent(Self.github), encoding: .utf8)
        let injected = workflow.replacingOccurrences(of: #"echo "$done_message""#, with: #"echo "${{ github.event.pull_request.title }}""#)
        try #require(injected != workflow, "the workflow no longer has the comment step's last line this test edits")
        let actionlint = try PipelineLinters.actionlint(try scratch.write("comment.yml", injected), in: bin)
        #expect(actionlint.status != 0 && actionlint.stdout.contains("github.event.pull_request.title"), "actionlint accepted a title in the comment step:\n\(actionlint.stdout)")

        let pipeline = try String(contentsOf: packageRoot.appendingPathComponent(Self.gitlab), encoding: .utf8)
        let unquoted = pipeline.replacingOccurrences(of: #"--data @listshot-note.json "$notes/$id""#, with: "--data @listshot-note.json $notes/$id")
        try #require(unquoted != pipeline, "the GitLab pipeline no longer has the note's PUT this test edits")
        let problems = try PipelineLinters.shellcheckGitLab(URL(fileURLWithPath: try scratch.write("note-ci.yml", unquoted)), in: bin)
        #expect(problems.contains { $0.hasPrefix("listshot-note:") && $0.contains("SC2086") }, "shellcheck accepted an unquoted URL in the note's script: \(problems)")
    }
}
