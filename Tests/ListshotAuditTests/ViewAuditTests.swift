import ListshotAudit
import ListshotCore
import Testing

/// The audit reads views like any display list: texts inside them are checked for contrast, and a
/// `button` view is a touch target of its own frame (docs/views.md, docs/audit.md).
@Suite("Audit inside views")
struct ViewAuditTests {
    static let theme = ResolvedTheme(name: "movistar-test", appearance: .day, fontFamily: "Inter",
                                     colors: ["textPrimary": .solid(.black), "pale": .solid(RGBA(red: 200, green: 200, blue: 200))],
                                     textPresets: [TextPreset(size: 12, lineHeight: 16), TextPreset(size: 14, lineHeight: 20), TextPreset(size: 16, lineHeight: 24)],
                                     weights: [:], radii: [:], dynamicTypeDeltas: [:], contentSize: .large)

    func layout(_ view: ViewNode) throws -> DisplayList {
        var list = try ViewLayout.layout(view, width: 393, theme: Self.theme, measurer: FixedAdvanceTextMeasurer()).displayList
        // An opaque canvas under the view, as a screen has.
        list.items.insert(DisplayItem(id: "background", .rect(RectPrimitive(frame: Rect(x: 0, y: 0, width: list.size.width, height: list.size.height), fill: .solid(.white)))), at: 0)
        return list
    }

    @Test("A small button view is a touch target that fails; a 44 pt one passes")
    func buttonTargets() throws {
        let small = ViewNode(.button(label: ViewNode.text("Go").padding(4)))
        let big = ViewNode(.button(label: ViewNode.text("Go").frame(minWidth: 44, minHeight: 44)))
        let list = try layout(ViewNode.hstack([small, ViewNode.spacer(), big]))
        let targets = TouchTargets.find(in: list)
        #expect(targets.map(\.id) == ["view.hstack[0].button", "view.hstack[2].button"])
        let findings = ScreenAudit.findings(list, theme: "movistar", sampler: nil).filter { $0.rule == .touchTarget && !$0.passed }
        #expect(findings.map(\.elementID) == ["view.hstack[0].button"], "\(findings.map { "\($0.elementID) \($0.frame) \($0.note)" })")
    }

    @Test("A pale text inside a view fails contrast under its own id")
    func contrastInsideViews() throws {
        let list = try layout(ViewNode.vstack([ViewNode.text("Readable"), ViewNode.text("Pale", color: .token("pale"))]).padding(16))
        let findings = ScreenAudit.findings(list, theme: "movistar", sampler: nil).filter { $0.rule == .wcagAA && !$0.passed }
        #expect(findings.map(\.elementID) == ["view.vstack[1].text"], "\(findings.map { "\($0.elementID) \(String(describing: $0.foreground)) \(String(describing: $0.background)) \($0.note)" })")
    }
}
