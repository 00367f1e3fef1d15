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
            case .passed, .recorded, .unchanged:
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

    static func format(_ seconds: Double) -> String { String(Double(Int(seconds * 1000)) / 1000) }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids C0 controls (but tab, LF, CR), U+FFFE and U+FFFF; surrogates
                // cannot occur in a Swift string. Each becomes U+FFFD so the file stays well formed.
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
