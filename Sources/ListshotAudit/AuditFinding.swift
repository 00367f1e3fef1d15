import ListshotCore

/// One check of one element against one rule.
///
/// ```swift
/// finding.passed ? "ok" : "\(finding.rule.rawValue) \(finding.elementID): \(finding.note)"
/// ```
package struct AuditFinding: Sendable, Hashable, Codable {
    package var rule: AuditRule
    /// The display-list id of the element, e.g. `list[0].cell[2].title`.
    package var elementID: String
    /// The element's frame in points.
    package var frame: Rect
    /// The text of a contrast finding (as drawn; escape it before showing it).
    package var text: String?
    /// Text colour, composited over the background.
    package var foreground: RGBA?
    /// The background used: the worst one when several lie under the text.
    package var background: RGBA?
    /// WCAG contrast ratio against that background.
    package var ratio: Double?
    /// Signed APCA Lc against that background.
    package var lc: Double?
    /// What the rule asks: a ratio, an |Lc| or a side in points.
    package var required: Double
    /// The measured value compared with `required` (ratio, |Lc| or the shorter side).
    package var measured: Double
    package var passed: Bool
    /// How the result came about: "background sampled from pixels", "3 backgrounds under the text; the worst is used", sizes.
    package var note: String

    package init(rule: AuditRule, elementID: String, frame: Rect, text: String? = nil, foreground: RGBA? = nil,
                background: RGBA? = nil, ratio: Double? = nil, lc: Double? = nil, required: Double, measured: Double,
                passed: Bool, note: String) {
        self.rule = rule; self.elementID = elementID; self.frame = frame; self.text = text
        self.foreground = foreground; self.background = background; self.ratio = ratio; self.lc = lc
        self.required = required; self.measured = measured; self.passed = passed; self.note = note
    }
}
