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
