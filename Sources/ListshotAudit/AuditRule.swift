import ListshotText

/// The audit's rules, by the ids the CLI and reports use.
///
/// ```swift
/// AuditRule(rawValue: "wcag-aa")   // .wcagAA
/// ```
package enum AuditRule: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// WCAG 2.2 SC 1.4.3: text contrast 4.5:1, 3:1 for large text.
    case wcagAA = "wcag-aa"
    /// WCAG 2.2 SC 1.4.6: text contrast 7:1, 4.5:1 for large text.
    case wcagAAA = "wcag-aaa"
    /// APCA Readability Criterion, Bronze simple mode: minimum |Lc| by font size and weight.
    case apcaBronze = "apca-bronze"
    /// Interactive elements at least 44×44 pt (iOS), 48×48 dp (Material themes).
    case touchTarget = "touch-target"

    package static func < (a: AuditRule, b: AuditRule) -> Bool {
        allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
}

/// What a failed finding of a rule does to the run.
package enum AuditSeverity: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fails the run (exit 1).
    case error
    /// Reported, the run still passes.
    case warning
    /// Not reported.
    case off
}

/// Which rules fail the run: by default `wcag-aa` and `touch-target`; `wcag-aaa` and
/// `apca-bronze` are warnings.
///
/// ```swift
/// var policy = AuditPolicy.default
/// try policy.apply("apca-bronze")          // apca-bronze=error
/// try policy.apply("touch-target=warning")
/// ```
package struct AuditPolicy: Sendable, Hashable, Codable {
    package var severities: [AuditRule: AuditSeverity]

    package static let `default` = AuditPolicy(severities: [
        .wcagAA: .error, .wcagAAA: .warning, .apcaBronze: .warning, .touchTarget: .error,
    ])

    package init(severities: [AuditRule: AuditSeverity]) { self.severities = severities }

    package func severity(of rule: AuditRule) -> AuditSeverity { severities[rule] ?? .warning }

    /// Applies one `RULE` or `RULE=LEVEL` setting (LEVEL: error, warning, off).
    package mutating func apply(_ setting: String) throws(AuditPolicyError) {
        let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let rule = AuditRule(rawValue: parts[0].lowercased()) else { throw .unknownRule(parts[0]) }
        var severity = AuditSeverity.error
        if parts.count == 2 {
            guard let level = AuditSeverity(rawValue: parts[1].lowercased()) else { throw .unknownLevel(parts[1], rule: rule) }
            severity = level
        }
        severities[rule] = severity
    }
}

/// A `--fail-on` setting that names no rule or level.
package enum AuditPolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownRule(String)
    case unknownLevel(String, rule: AuditRule)

    package var description: String {
        let rules = AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
        let levels = AuditSeverity.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .unknownRule(let name):
            return "--fail-on \(name.escapingControlCharacters): no such rule. Use one of \(rules), optionally as RULE=LEVEL with LEVEL one of \(levels)."
        case .unknownLevel(let level, let rule):
            return "--fail-on \(rule.rawValue)=\(level.escapingControlCharacters): no such level. Use one of \(levels)."
        }
    }
}
