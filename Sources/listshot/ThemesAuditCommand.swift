import ArgumentParser
import Foundation
import Listshot
import ListshotAudit
import ListshotCore

extension ThemesCommand {
    /// `listshot themes audit [THEME…] [--all] [--size PT] [--fail-on RULE[=LEVEL]…]`
    struct Audit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "audit",
            abstract: "Contrast (WCAG 2.2, APCA) of every text colour token on every background token.",
            discussion: "Only pairs the token names intend can fail (docs/audit.md). Exit 1 when one fails a rule set to error, 2 on bad input.")

        @Argument(help: "Theme names; all themes when omitted.")
        var names: [String] = []
        @Flag(help: "Also print pairs the token names do not intend (never fail the run).")
        var all = false
        @Option(help: "The text size in points the thresholds assume.")
        var size: Double = 16
        @Option(name: .customLong("fail-on"), help: "RULE or RULE=LEVEL (error, warning, off). Repeatable.")
        var failOn: [String] = []
        @Option(name: .customLong("themes"), help: "An extra folder of theme files, searched first.")
        var themeDirectories: [String] = []

        func validate() throws {
            guard size > 0, size <= 1000 else { throw ValidationError("--size \(size) is out of range; give a text size in points, e.g. 16.") }
        }

        func run() throws {
            let policy = try AuditCommand.policy(failOn)
            let store = ThemeLocator.store(explicit: try ThemeFolders.validated(themeDirectories), specPath: nil)
            let available = store.availableThemes()
            var failed = false
            Terminal.out("theme         appear  text                         background                   fg        bg        ratio   Lc      AA   AAA  Bronze")
            for name in names.isEmpty ? available : names {
                let theme: Theme
                do { theme = try store.theme(named: name) } catch { throw ListshotError.theme(error) }
                for appearance in Appearance.allCases {
                    for pair in ThemeTokenAudit.pairs(colors: theme.colors, appearance: appearance, size: size) where pair.intended || all {
                        let marks = [AuditRule.wcagAA, .wcagAAA, .apcaBronze].map { rule -> String in
                            let ok = pair.passed[rule] ?? true
                            if pair.intended, !ok, policy.severity(of: rule) == .error { failed = true }
                            return ok ? "ok" : (policy.severity(of: rule) == .error && pair.intended ? "FAIL" : "low")
                        }
                        let columns: [(String, Int)] = [
                            (name, 14), (appearance.rawValue, 8), (pair.text, 29), (pair.background, 29),
                            (pair.foreground.hexString, 10), (pair.backgroundColor.hexString, 10),
                            (ScreenAudit.format(pair.ratio), 8), (ScreenAudit.format(pair.lc), 8), (marks[0], 5), (marks[1], 5),
                        ]
                        let line = columns.map { $0.0.padding(toLength: max($0.1, $0.0.count + 1), withPad: " ", startingAt: 0) }.joined()
                        Terminal.out(line + marks[2] + (pair.intended ? "" : "  (not an intended pair)"))
                    }
                }
            }
            Terminal.out(failed ? "Theme audit FAILED" : "Theme audit passed")
            if failed { throw ExitCode(1) }
        }
    }
}
