import Foundation
import ListshotCore

/// Everything one audit found, as written to `audit.json`, `audit.md` and `index.html`.
///
/// ```swift
/// var report = AuditReport(policy: .default)
/// report.screens.append(.init(spec: "cells.yaml", variant: "cells.day", theme: "movistar",
///                             image: "cells.day.png", size: list.size, findings: findings))
/// let exitCode = report.failsRun ? 1 : 0
/// ```
package struct AuditReport: Sendable, Codable {
    /// Bumped whenever a field changes meaning or shape.
    package static let currentFormatVersion = 1

    /// One rendered variant and its findings.
    package struct Screen: Sendable, Codable {
        /// The spec file, as given on the command line.
        package var spec: String
        /// The variant's file stem, e.g. `boxed-cells.night.ax3`.
        package var variant: String
        package var theme: String
        /// The rendered PNG, relative to the report folder.
        package var image: String
        /// The canvas in points.
        package var size: Size
        package var findings: [AuditFinding]

        package init(spec: String, variant: String, theme: String, image: String, size: Size, findings: [AuditFinding]) {
            self.spec = spec; self.variant = variant; self.theme = theme; self.image = image; self.size = size; self.findings = findings
        }
    }

    /// Totals of one rule.
    package struct RuleSummary: Sendable, Codable, Hashable {
        package var rule: AuditRule
        package var severity: AuditSeverity
        package var checked: Int
        package var failed: Int
    }

    package var formatVersion: Int
    package var policy: AuditPolicy
    package var screens: [Screen]

    package init(policy: AuditPolicy, screens: [Screen] = []) {
        self.formatVersion = Self.currentFormatVersion; self.policy = policy; self.screens = screens
    }

    /// Checked and failed counts per rule, in rule order.
    package var summary: [RuleSummary] {
        AuditRule.allCases.map { rule in
            let all = screens.flatMap(\.findings).filter { $0.rule == rule }
            return RuleSummary(rule: rule, severity: policy.severity(of: rule), checked: all.count, failed: all.filter { !$0.passed }.count)
        }
    }

    /// Whether a failed finding of a rule at `error` severity fails the run (exit 1).
    package var failsRun: Bool {
        screens.contains { $0.findings.contains { !$0.passed && policy.severity(of: $0.rule) == .error } }
    }

    /// The failed findings worth showing (their rule is not `off`), per screen.
    package func shownFailures(of screen: Screen) -> [AuditFinding] {
        screen.findings.filter { !$0.passed && policy.severity(of: $0.rule) != .off }
    }

    /// `audit.json`: pretty printed, sorted keys.
    package func json() throws(AuditReportError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return Array(try encoder.encode(self)) } catch { throw .encoding("\(error)") }
    }
}

extension AuditPolicy {
    // Encoded as {"wcag-aa": "error", …} rather than an array of pairs.
    package init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: AuditSeverity].self)
        var severities: [AuditRule: AuditSeverity] = [:]
        for (key, value) in raw { if let rule = AuditRule(rawValue: key) { severities[rule] = value } }
        self.init(severities: severities)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: AuditRule.allCases.map { ($0.rawValue, severity(of: $0)) }))
    }
}

/// The report could not be encoded.
package enum AuditReportError: Error, Sendable, CustomStringConvertible {
    case encoding(String)
    package var description: String {
        switch self { case .encoding(let reason): "audit.json could not be encoded: \(reason)" }
    }
}
