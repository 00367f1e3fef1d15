import Foundation
import Testing

/// Help, `--version` and every usage error name the full command (`listshot render`), and every
/// error starts with `error: ` and exits 2.
@Suite("Subcommand dispatch")
struct SubcommandDispatchTests {
    static let errors: [(arguments: [String], fragments: [String])] = [
        (["render"], ["error: Missing expected argument '<specs> ...'", "Usage: listshot render <specs>", "See 'listshot render --help'"]),
        (["diff", "a.png"], ["error: Missing expected argument '<actual>'", "Usage: listshot diff <expected> <actual>"]),
        (["render", "--bogus", "x.yaml"], ["Unknown option '--bogus'", "See 'listshot render --help'"]),
        (["diff", "a.png", "b.png", "--threshold", "-1"], ["See 'listshot diff --help'"]),
        (["themes", "bogus"], ["See 'listshot themes --help'"]),
        (["fingerprint", "extra"], ["Unexpected argument 'extra'", "See 'listshot fingerprint --help'"]),
    ]

    @Test(arguments: errors.indices)
    func errorsNameTheFullCommand(_ index: Int) throws {
        let (arguments, fragments) = Self.errors[index]
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "), "\(arguments): \(result.stderr)")
        for fragment in fragments { #expect(result.stderr.contains(fragment), "\(arguments): \(result.stderr)") }
    }

    /// A mistyped command gets the closest one, with the help command to run.
    @Test(arguments: [(["rendr", "x.yaml"], "render"), (["verfy"], "verify"), (["recrod", "Snapshots"], "record"),
                      (["Render"], "render"), (["merge-report"], "merge-reports"), (["dif", "a.png", "b.png"], "diff")])
    func aMistypedCommandGetsASuggestion(_ arguments: [String], suggestion: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: unknown command '\(arguments[0])'. Did you mean '\(suggestion)'?"), "\(result.stderr)")
        #expect(result.stderr.contains("Run 'listshot --help'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A word close to no command (by at most one edit in three letters) lists the commands instead.
    @Test(arguments: [["banana"], ["x"], ["rndr"], ["ls", "-l"]])
    func aFarWordListsTheCommands(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: unknown command '\(arguments[0])'. The commands are: render, record, verify, accept, diff, merge-reports, summary, gallery, preview, themes, fingerprint, audit."), "\(result.stderr)")
        #expect(!result.stderr.contains("Did you mean"), "\(result.stderr)")
        #expect(result.stderr.contains("Run 'listshot --help'"), "\(result.stderr)")
    }

    /// A spec file given without a command gets the render command line for it.
    @Test func aSpecFileWithoutACommandGetsTheRenderCommand() throws {
        let result = try CLI.run(["Snapshots/mistica/boxed cells.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: unknown command 'Snapshots/mistica/boxed cells.yaml'. To draw a spec file, name the command first: listshot render 'Snapshots/mistica/boxed cells.yaml'"), "\(result.stderr)")
    }

    /// Real commands, `help` and root options still reach ArgumentParser.
    @Test(arguments: [["help"], ["--help"], ["themes", "list"]])
    func knownWordsAreNotCaught(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("unknown command"))
    }

    @Test(arguments: [["render", "--help"], ["themes", "list", "--help"], ["help", "diff"]])
    func helpShowsTheFullUsageAndTheVersionFlag(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: listshot \(arguments[0] == "help" ? "diff" : arguments[0])"))
        #expect(result.stdout.contains("--version"))
    }

    @Test(arguments: [["--version"], ["render", "--version"], ["themes", "--version"]])
    func versionIsTheSameEverywhere(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("listshot "))
    }
}
