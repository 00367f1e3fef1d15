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
        let result = try PipelineLinters.run("actionlint", ["-no-color", Self.github], in: bin)
        #expect(result.status == 0, "actionlint \(Self.github):\n\(result.stdout)\(result.stderr)")
    }

    @Test(arguments: [(github, "vendor.github-workflows"), (gitlab, "vendor.gitlab-ci")])
    func theVendorSchemaAcceptsThePipeline(_ file: String, schema: String) throws {
        let bin = try PipelineLinters.installed.get()
        let result = try PipelineLinters.run("check-jsonschema", ["--builtin-schema", schema, file], in: bin)
        #expect(result.status == 0, "check-jsonschema --builtin-schema \(schema) \(file):\n\(result.stdout)\(result.stderr)")
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
        let actionlint = try PipelineLinters.run("actionlint", ["-no-color", badWorkflow], in: bin)
        #expect(actionlint.status != 0 && actionlint.stdout.contains("github.head_ref"), "actionlint accepted an untrusted input in a run step:\n\(actionlint.stdout)")

        let pipeline = try String(contentsOf: packageRoot.appendingPathComponent(Self.gitlab), encoding: .utf8)
        let broken = pipeline.replacingOccurrences(of: "parallel: 4", with: "parallel: four")
        try #require(broken != pipeline, "the GitLab pipeline no longer has the `parallel: 4` this test edits")
        let badPipeline = try scratch.write("gitlab-ci.yml", broken)
        let schema = try PipelineLinters.run("check-jsonschema", ["--builtin-schema", "vendor.gitlab-ci", badPipeline], in: bin)
        #expect(schema.status != 0, "check-jsonschema accepted `parallel: four`:\n\(schema.stdout)")
    }
}
