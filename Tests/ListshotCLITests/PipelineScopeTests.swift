import Foundation
import Testing

/// What the pipelines may touch beyond their own jobs (docs/ci.md): on GitHub only the comment job
/// may write, and only to the pull request; on GitLab the rules, image and variables live on
/// Listshot's jobs, so including the file leaves a team's other jobs as they were.
@Suite("CI pipelines: scope")
struct PipelineScopeTests {
    @Test func onlyTheCommentJobMayWrite() throws {
        let root = try PipelineFile.load(packageRoot.appendingPathComponent(PipelineLintTests.github))
        #expect(root["permissions"] as? [String: String] == ["contents": "read"], "\(String(describing: root["permissions"]))")
        let jobs = try #require(root["jobs"] as? [String: [String: Any]])
        let comment = try #require(jobs["comment"], "the workflow has no comment job")
        #expect(comment["permissions"] as? [String: String] == ["pull-requests": "write"], "\(String(describing: comment["permissions"]))")
        // It runs nothing from the pull request: no checkout, no container, no listshot.
        let steps = (comment["steps"] as? [[String: Any]]) ?? []
        #expect(comment["container"] == nil && !steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/checkout") == true })
        let runsListshot = steps.contains { step in
            ((step["run"] as? String) ?? "").split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("listshot ") }
        }
        #expect(!runsListshot, "the comment job runs listshot")
        for (name, job) in jobs where name != "comment" { #expect(job["permissions"] == nil, "jobs.\(name) asks for permissions") }
    }

    @Test func theGitLabRulesAreListshotsJobsOwn() throws {
        let file = packageRoot.appendingPathComponent(PipelineLintTests.gitlab)
        let root = try PipelineFile.load(file)
        for key in ["workflow", "default", "stages", "variables"] {
            #expect(root[key] == nil, "a global `\(key):` would change the jobs of a configuration that includes this file")
        }
        let mergeRequest = #"$CI_PIPELINE_SOURCE == "merge_request_event""#
        let defaultBranch = "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH"
        for name in root.keys where !name.hasPrefix(".") {
            let job = try PipelineFile.resolved(name, in: root)
            let rules = try #require(job["rules"] as? [[String: Any]], "\(name) has no rules of its own")
            let conditions = rules.compactMap { $0["if"] as? String }
            #expect(conditions.contains(mergeRequest), "\(name) does not run in merge request pipelines: \(conditions)")
            let onDefaultBranch = ["build-listshot", "verify", "report", "previews", "previews-report"].contains(name)
            #expect(conditions.contains(defaultBranch) == onDefaultBranch, "\(name): \(conditions)")
            #expect(job["image"] as? String == "swift:6.3-bookworm" && (job["variables"] as? [String: Any])?["CATALOG"] != nil, "\(name) lacks the template's image or CATALOG")
            #expect(job["when"] == nil, "\(name): GitLab refuses a job-level `when` beside `rules`")
        }
    }
}
