import Foundation
import Testing

/// `main.swift` parses a known subcommand as its own root and takes only a clean parse; help,
/// `--version` and every error still come from the `listshot` root. These cases pin the texts
/// that would change if the fast path answered them (ArgumentParser names only the subcommand).
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
