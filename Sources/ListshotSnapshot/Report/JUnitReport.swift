import ListshotCore
import ListshotText

/// JUnit XML for CI systems: one test case per reference; failed and new ones are failures.
enum JUnitReport {
    static func xml(_ report: VerifyReport) -> String {
        let failures = report.results.filter { $0.status == .failed || $0.status == .new }.count
        let errors = report.results.filter { $0.status == .error }.count
        let seconds = report.results.reduce(0) { $0 + $1.milliseconds } / 1000
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="listshot" tests="\#(report.results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(format(seconds))">"#,
            #"  <testsuite name="\#(escape(report.catalog))" tests="\#(report.results.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(format(seconds))">"#,
        ]
        if !report.environmentChanges.isEmpty {
            lines.append("    <properties>")
            lines.append(#"      <property name="environment-changed" value="\#(escape(report.environmentChanges.joined(separator: "; ")))"/>"#)
            lines.append("    </properties>")
        }
        for result in report.results {
            let open = #"    <testcase classname="\#(escape(result.specFile))" name="\#(escape(result.key))" time="\#(format(result.milliseconds / 1000))""#
            switch result.status {
            case .passed, .recorded, .unchanged, .skipped:
                lines.append(open + "/>")
            case .failed, .new:
                lines.append(open + ">")
                let type = result.status == .new ? "missing-reference" : "snapshot-mismatch"
                let body = ([result.message] + result.changes + result.changedElements.map { "pixels changed in \($0)" })
                    .joined(separator: "\n")
                lines.append(#"      <failure type="\#(type)" message="\#(escape(result.message))">\#(escape(body))</failure>"#)
                lines.append("    </testcase>")
            case .error:
                lines.append(open + ">")
                lines.append(#"      <error type="case-error" message="\#(escape(result.message))">\#(escape(result.message))</error>"#)
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds with at most three decimals. A report from a pull request can claim any time
    /// (1e308, negative): anything outside 0 ≤ s < 1e12 is written as 0 instead of trapping in
    /// the conversion to Int.
    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e12 else { return "0.0" }
        return String(Double(Int(seconds * 1000)) / 1000)
    }

    /// XML-escapes text (``XMLText/escape(_:)``).
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
