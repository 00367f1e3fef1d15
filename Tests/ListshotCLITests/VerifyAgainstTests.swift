import Foundation
import Testing

/// docs/against.md: `verify --against REV` compares the working tree's catalog with the same
/// catalog at a git revision, draws only the variants whose inputs changed, and names added,
/// removed and renamed variants; exit 0 when nothing changed, 1 when something did.
@Suite("verify --against REV, through the real CLI in a scratch git repository")
struct VerifyAgainstTests {
    /// A scratch repository with a catalog whose specs use two themes of its own `Themes/` folder.
    struct Repository {
        let scratch: Scratch
        var url: URL { scratch.url.appendingPathComponent("repo") }

        init() throws {
            scratch = try Scratch()
            let material = try String(contentsOf: packageRoot.appendingPathComponent("Themes/material.json"), encoding: .utf8)
            try write("Cat/Themes/brand.json", material.replacingOccurrences(of: #""name": "material""#, with: #""name": "brand""#))
            try write("Cat/Themes/other.json", material.replacingOccurrences(of: #""name": "material""#, with: #""name": "other""#))
            for (name, theme) in [("one", "brand"), ("old-name", "brand"), ("two", "other"), ("three", "other"), ("gone", "other")] {
                try write("Cat/a/\(name).yaml", Self.spec(title: "Cell \(name)", theme: theme))
            }
            try git("git init -q && git add Cat && git commit -q -m base")
        }

        /// An empty folder for a repository the test fills itself.
        init(empty: Void) throws {
            scratch = try Scratch()
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        static func spec(title: String, theme: String) -> String {
            "title: \(title)\ntheme: \(theme)\ncontent:\n  - materialList:\n      cells:\n        - title: \(title)\n          detail: A detail line\n"
        }

        func write(_ path: String, _ text: String) throws {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }

        /// Runs `git …` in the repository with no GIT_* variable of the test runner.
        @discardableResult
        func git(_ script: String) throws -> String {
            let line = "for v in $(env | sed -n 's/^\\(GIT_[A-Za-z_]*\\)=.*/\\1/p'); do unset \"$v\"; done; "
                + "git() { command git -c user.name=T -c user.email=t@example.invalid -c init.defaultBranch=main -c commit.gpgsign=false \"$@\"; }; "
                + script
            let result = try BoundedRun.run("/bin/sh", ["-c", line], in: url, timeout: 60, memoryMB: 4096, environment: [:])
            try #require(result.status == 0, "git: \(script): \(result.stderr)")
            return result.stdout
        }

        func verify(_ revision: String, report: String, catalog: String = "Cat",
                    environment: [String: String] = [:]) throws -> BoundedRun.Output {
            let temporary = scratch.url.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let run = try BoundedRun.run(CLI.binary.path, ["verify", "--against", revision, catalog, "--report", report], in: url,
                                         timeout: 240, memoryMB: 4096,
                                         environment: ["XDG_CACHE_HOME": scratch.url.appendingPathComponent("cache").path,
                                                       "TMPDIR": temporary.path].merging(environment) { $1 })
            // The revision's copy is removed when the run ends.
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
            return run
        }

        /// The first 12 digits of the commit `revision` names.
        func commit(_ revision: String) throws -> String {
            String(try git("git rev-parse --verify \(revision)").prefix(12))
        }

        /// The `against` object of a report's report.json.
        func against(_ report: String) throws -> [String: Any] {
            let data = try Data(contentsOf: url.appendingPathComponent(report).appendingPathComponent("report.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require(json["against"] as? [String: Any], "report.json has no `against`")
        }

        func images(_ report: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(report + "/images").path)) ?? []).sorted()
        }
    }

    @Test func nothingChangedRendersNothing() throws {
        let repo = try Repository()
        let run = try repo.verify("HEAD", report: "report")
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("10 variants: 0 changed, 0 added, 0 removed, 0 renamed, 10 unchanged (10 not rendered) against HEAD ("), "\(run.stdout)")
        let against = try repo.against("report")
        #expect(against["drawn"] as? Int == 0)
        #expect(repo.images("report").isEmpty, "\(repo.images("report"))")
        // Decided by the inputs' bytes alone: not even laid out.
        let data = try Data(contentsOf: repo.url.appendingPathComponent("report/report.json"))
        let results = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]])
        #expect(results.count == 10 && results.allSatisfy { ($0["message"] as? String)?.contains("not laid out") == true }, "\(results)")
        let summary = try String(contentsOf: repo.url.appendingPathComponent("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("Against HEAD (commit "), "\(summary)")
    }

    @Test func gitVariablesCannotPointGitElsewhere() throws {
        let repo = try Repository()
        let elsewhere = repo.scratch.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let run = try repo.verify("HEAD", report: "report", environment: [
            "GIT_DIR": elsewhere.appendingPathComponent(".git").path, "GIT_WORK_TREE": elsewhere.path,
            "GIT_INDEX_FILE": elsewhere.appendingPathComponent("index").path,
            "GIT_OBJECT_DIRECTORY": elsewhere.appendingPathComponent("objects").path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("10 unchanged (10 not rendered) against HEAD ("), "\(run.stdout)")
    }

    @Test func aChangedThemeTokenDrawsOnlyTheVariantsThatUseIt() throws {
        let repo = try Repository()
        // The day colour of the cells' text in one theme: only that theme's day variants change.
        let path = repo.url.appendingPathComponent("Cat/Themes/brand.json")
        let theme = try String(contentsOf: path, encoding: .utf8)
        let changed = theme.replacingOccurrences(of: "\"onSurface\": {\n      \"day\": \"#000000\"", with: "\"onSurface\": {\n      \"day\": \"#FF0000\"")
        try #require(changed != theme, "the theme's onSurface day colour moved; update this test")
        try Data(changed.utf8).write(to: path)
        try repo.git("git commit -q -a -m red")
        let run = try repo.verify("HEAD~1", report: "report")
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2) == ["Input files that differ from HEAD~1 (\(try repo.commit("HEAD~1"))), in Cat/:", "  changed Themes/brand.json"], "\(run.stdout)")
        #expect(lines.filter { $0.hasPrefix("CHANGED ") } == ["CHANGED a/old-name.yaml: day", "CHANGED a/one.yaml: day"], "\(run.stdout)")
        #expect(run.stdout.contains("10 variants: 2 changed, 0 added, 0 removed, 0 renamed, 8 unchanged (8 not rendered) against HEAD~1 ("), "\(run.stdout)")
        let against = try repo.against("report")
        #expect(against["drawn"] as? Int == 4)
        #expect(repo.images("report").allSatisfy { $0.hasPrefix("a%2Fone.day.") || $0.hasPrefix("a%2Fold-name.day.") }, "\(repo.images("report"))")
        #expect(repo.images("report").contains("a%2Fone.day.expected.png"))
        let index = try String(contentsOf: repo.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(index.contains("Against <code>HEAD~1</code>"), "\(index.prefix(2000))")
        // Nothing is stored against a revision: the report offers a review, not a record or accept command.
        #expect(index.contains("<h2>Review</h2>") && !index.contains("listshot record") && !index.contains("listshot accept"))
        let summary = try String(contentsOf: repo.url.appendingPathComponent("report/summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("### Listshot: 2 changed, 0 added, 0 removed, 0 renamed"), "\(summary.prefix(300))")
        let pages = try FileManager.default.contentsOfDirectory(atPath: repo.url.appendingPathComponent("report/cases").path)
        for page in pages where page.hasSuffix(".html") {
            let html = try String(contentsOf: repo.url.appendingPathComponent("report/cases/" + page), encoding: .utf8)
            #expect(!html.contains("listshot record") && !html.contains("listshot accept"), "\(page)")
        }
    }

    @Test func aChangedComponentFileIsAnInputOfTheSpecsThatUseIt() throws {
        let repo = try Repository()
        // A component above the specs' folders (docs/views.md), used by three specs: those change, the others are not laid out.
        let badge = "parameters: { label: text }\nbody: { text: { param: label }, font: { preset: 3, weight: regular }, padding: 4, background: primary }\n"
        try repo.write("Cat/Components/Badge.yaml", badge)
        for spec in ["a/uses", "a/uses-too", "b/also"] {
            try repo.write("Cat/\(spec).yaml", "theme: brand\ncontent:\n  - view: { component: Badge, label: New }\n")
        }
        try repo.git("git add Cat && git commit -q -m badge")
        try repo.write("Cat/Components/Badge.yaml", badge.replacingOccurrences(of: "weight: regular", with: "weight: bold"))
        try repo.git("git commit -q -a -m bold")
        let run = try repo.verify("HEAD~1", report: "report")
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // The file that changed comes first, then one heading per spec with its variants under it.
        #expect(lines.prefix(2) == ["Input files that differ from HEAD~1 (\(try repo.commit("HEAD~1"))), in Cat/:",
                                    "  changed Components/Badge.yaml"], "\(run.stdout)")
        #expect(lines.filter { !$0.hasPrefix(" ") && $0.contains(":") }.dropFirst().dropLast()
                == ["CHANGED a/uses-too.yaml: day, night", "CHANGED a/uses.yaml: day, night", "CHANGED b/also.yaml: day, night"], "\(run.stdout)")
        #expect(lines.filter { $0.hasPrefix("  day: ") || $0.hasPrefix("  night: ") }.count == 6, "\(run.stdout)")
        // The font change is named once per spec, not once per variant.
        let font = lines.filter { $0.hasPrefix("    ") && $0.contains("regular") && $0.contains("bold") }
        #expect(font.count == 3, "\(run.stdout)")
        #expect(lines.filter { $0 == "  in both:" }.count == 3, "\(run.stdout)")
        #expect(lines.last?.hasPrefix("16 variants: 6 changed, 0 added, 0 removed, 0 renamed, 10 unchanged (10 not rendered)") == true, "\(run.stdout)")
        // report.json and summary.md name the file too.
        let inputs = try #require(try repo.against("report")["inputs"] as? [[String: String]])
        #expect(inputs == [["path": "Components/Badge.yaml", "kind": "changed"]])
        let summary = try String(contentsOf: repo.url.appendingPathComponent("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("Input files that differ:\n\n- changed Components/Badge."), "\(summary)")
    }

    @Test func aChangedBrandFontFileIsDrawnAgain() throws {
        let repo = try Repository()
        let example = packageRoot.appendingPathComponent("docs/examples/brand-fonts")
        let theme = try String(contentsOf: example.appendingPathComponent("Themes/brand-serif.json"), encoding: .utf8)
            .replacingOccurrences(of: #""file": *"[^"]*NotoSerif-Regular.ttf""#, with: #""file": "fonts/NotoSerif-Regular.ttf""#,
                                  options: .regularExpression)
        try repo.write("Cat/Themes/brand-serif.json", theme)
        try repo.write("Cat/b/brand.yaml", try String(contentsOf: example.appendingPathComponent("brand.yaml"), encoding: .utf8))
        let font = repo.url.appendingPathComponent("Cat/Themes/fonts/NotoSerif-Regular.ttf")
        try FileManager.default.createDirectory(at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        var bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSerif-Regular.ttf"))
        try bytes.write(to: font)
        try repo.git("git add Cat && git commit -q -m serif")
        // One byte of the last table's padding: the file changed, its glyphs did not.
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: font)
        let run = try repo.verify("HEAD", report: "report")
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        // Both variants of the spec that uses the font are drawn on both sides; nothing else is.
        #expect(try repo.against("report")["drawn"] as? Int == 4, "\(run.stdout)")
        #expect(run.stdout.contains("12 variants: 0 changed, 0 added, 0 removed, 0 renamed, 12 unchanged (10 not rendered)"), "\(run.stdout)")
    }

    @Test func aCatalogNewSinceTheRevisionIsAllAdded() throws {
        let repo = try Repository()
        try repo.write("New/a/one.yaml", Repository.spec(title: "New", theme: "material"))
        let run = try repo.verify("HEAD", report: "report", catalog: "New")
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("2 variants: 0 changed, 2 added, 0 removed, 0 renamed, 0 unchanged (0 not rendered) against HEAD ("), "\(run.stdout)")
    }

    @Test func renamedRemovedAndAddedSpecs() throws {
        let repo = try Repository()
        try repo.git("git mv Cat/a/old-name.yaml Cat/a/new-name.yaml && git rm -q Cat/a/gone.yaml")
        try repo.write("Cat/a/added.yaml", Repository.spec(title: "A new cell", theme: "other"))
        let run = try repo.verify("HEAD", report: "report")
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        for line in ["Input files that differ from HEAD (", "  added   a/added.yaml\n  removed a/gone.yaml\n  added   a/new-name.yaml\n  removed a/old-name.yaml\n",
                     "RENAMED a/new-name.yaml: day, night\n  day: a/old-name.day → a/new-name.day, pixels unchanged",
                     "\n  night: a/old-name.night → a/new-name.night",
                     "REMOVED a/gone.yaml: day, night\n  day: HEAD (", "ADDED a/added.yaml: day, night\n  day: HEAD (",
                     "12 variants: 0 changed, 2 added, 2 removed, 2 renamed, 6 unchanged (10 not rendered) against HEAD ("] {
            #expect(run.stdout.contains(line), "\(line)\n\(run.stdout)")
        }
        // Only the added variants were drawn.
        #expect(try repo.against("report")["drawn"] as? Int == 2)
        #expect(repo.images("report") == ["a%2Fadded.day.actual.png", "a%2Fadded.night.actual.png"], "\(repo.images("report"))")
    }
}
