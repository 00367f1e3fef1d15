import Foundation
import ListshotCore

/// Audits one laid-out screen: every text run against the contrast rules, every interactive
/// element against the touch-target rule.
///
/// ```swift
/// let findings = ScreenAudit.findings(list, theme: "movistar", sampler: nil)
/// ```
package enum ScreenAudit {
    package static func findings(_ list: DisplayList, theme: String, sampler: (any PixelSampling)?) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let resolver = BackgroundResolver(list: list, sampler: sampler)
        for (index, item) in list.items.enumerated() {
            guard case .text(let text) = item.primitive,
                  !text.request.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                  let (background, opacity) = resolver.background(ofItemAt: index) else { continue }
            findings += contrastFindings(id: item.id, text: text, background: background, opacity: opacity)
        }
        let themeSide = TouchTargets.minimumSide(theme: theme)
        for target in TouchTargets.find(in: list) {
            // System chrome is iOS's own, held to Apple's 44 pt whatever the theme (docs/audit.md).
            let side = target.id.hasPrefix("chrome.") ? TouchTargets.minimumSide(theme: "") : themeSide
            let shorter = min(target.frame.width, target.frame.height)
            findings.append(AuditFinding(
                rule: .touchTarget, elementID: target.id, frame: target.frame, required: side, measured: shorter,
                passed: shorter >= side - 1e-9,
                note: "\(target.kind) \(format(target.frame.width))×\(format(target.frame.height)) pt; minimum \(format(side))×\(format(side))"))
        }
        return findings
    }

    /// The WCAG AA, AAA and APCA Bronze findings of one text run against its worst background.
    static func contrastFindings(id: String, text: TextPrimitive, background: ResolvedBackground, opacity: Double) -> [AuditFinding] {
        let color = text.color.withOpacity(opacity)
        let size = text.request.style.size, weight = text.request.style.weight.numericValue
        // The worst background: the lowest WCAG ratio (ties: the lowest |Lc|).
        let scored = background.colors.map { bg -> (bg: RGBA, fg: RGBA, ratio: Double, lc: Double) in
            let fg = color.composited(over: bg)
            return (bg, fg, Contrast.ratio(fg, bg), APCA.lc(text: fg, background: bg))
        }
        guard let worst = scored.min(by: { ($0.ratio, abs($0.lc)) < ($1.ratio, abs($1.lc)) }),
              let worstLc = scored.min(by: { abs($0.lc) < abs($1.lc) }) else { return [] }
        var notes: [String] = ["\(format(size)) pt \(text.request.style.weight.rawValue)"]
        if background.sampledFromPixels { notes.append("background sampled from pixels") }
        if background.colors.count > 1 { notes.append("\(background.colors.count) backgrounds under the text; the worst is used") }
        let note = notes.joined(separator: "; ")
        func finding(_ rule: AuditRule, required: Double, measured: Double, using pair: (bg: RGBA, fg: RGBA, ratio: Double, lc: Double)) -> AuditFinding {
            AuditFinding(rule: rule, elementID: id, frame: text.frame, text: text.request.text, foreground: pair.fg,
                         background: pair.bg, ratio: pair.ratio, lc: pair.lc, required: required, measured: measured,
                         passed: measured >= required, note: note)
        }
        let aa = Contrast.requiredRatio(.aa, size: size, weight: weight)
        let aaa = Contrast.requiredRatio(.aaa, size: size, weight: weight)
        let lc = APCABronze.requiredLc(size: size, weight: weight)
        return [
            finding(.wcagAA, required: aa, measured: worst.ratio, using: worst),
            finding(.wcagAAA, required: aaa, measured: worst.ratio, using: worst),
            finding(.apcaBronze, required: lc, measured: abs(worstLc.lc), using: worstLc),
        ]
    }

    /// A number with at most two decimals, no trailing zeros: `44`, `4.48`.
    package static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let cents = Int((abs(value) * 100).rounded())
        let sign = value < 0 && cents != 0 ? "-" : ""
        let whole = cents / 100, fraction = cents % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
