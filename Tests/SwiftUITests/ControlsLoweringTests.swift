import Foundation
import Testing
@testable import SwiftUI
import ListshotCore

/// Lowering tests of the controls (Sources/SwiftUI/Controls/). Figures: ControlMetrics.swift names each source.
@MainActor
struct ControlsLoweringTests {
    /// All nodes of a tree, depth first, with their modifiers' attached views.
    static func all(_ node: ViewNode) -> [ViewNode] {
        var children: [ViewNode] = []
        switch node.kind {
        case .vstack(let c, _, _), .hstack(let c, _, _), .zstack(let c, _), .geometryReader(let c), .viewThatFits(let c, _): children = c
        case .button(let label): children = [label]
        default: break
        }
        for modifier in node.modifiers {
            if case .background(.view(let view, _)) = modifier { children.append(view) }
            if case .overlay(let view, _) = modifier { children.append(view) }
        }
        return [node] + children.flatMap(all)
    }

    static func lower<V: View>(_ view: V, dark: Bool = false) -> [ViewNode] {
        var snapshot = SnapshotEnvironment()
        if dark { snapshot.colorScheme = .night }
        return view.lowerForSnapshot(snapshot).content
    }

    static func node(_ nodes: [ViewNode], id: String) -> ViewNode? { nodes.flatMap(all).first { $0.explicitID == id } }
    static func texts(_ nodes: [ViewNode]) -> [ViewText] {
        nodes.flatMap(all).compactMap { if case .text(let t) = $0.kind { return t } else { return nil } }
    }
    static func frame(_ node: ViewNode?) -> ViewFrame? {
        node?.modifiers.compactMap { if case .frame(let f) = $0, f.width != nil || f.height != nil { return f } else { return nil } }.first
    }
    static func fill(_ node: ViewNode?) -> ColorReference? {
        if case .shape(_, let fill, _)? = node?.kind { return fill } else { return nil }
    }

    // UISwitch 51×31 (UIKit docs), knob 27; on: tint ?? systemGreen, off: secondarySystemFill (Apple's UIColor docs).
    @Test(arguments: [
        (true, nil as Color?, ColorReference.system("systemGreen"), ListshotCore.HorizontalAlignment.trailing),
        (false, nil, ColorReference.system("secondarySystemFill"), .leading),
        (true, Color.orange, ColorReference.system("systemOrange"), .trailing),
    ])
    func toggleSwitch(isOn: Bool, tint: Color?, track: ColorReference, knobSide: ListshotCore.HorizontalAlignment) {
        let nodes = Self.lower(Toggle("Wi-Fi", isOn: .constant(isOn)).tint(tint))
        #expect(nodes.first?.explicitID == "toggle")
        let control = Self.node(nodes, id: "switch")
        #expect(Self.frame(control)?.width == 51)
        #expect(Self.frame(control)?.height == 31)
        #expect(Self.fill(Self.node(nodes, id: "track")) == track)
        #expect(Self.frame(Self.node(nodes, id: "knob"))?.width == 27)
        if case .zstack(_, let alignment)? = control?.kind { #expect(alignment.horizontal == knobSide) } else { Issue.record("switch is not a zstack") }
        #expect(Self.texts(nodes).first?.string == "Wi-Fi")
    }

    @Test func toggleDisabledIsDimmed() {
        let nodes = Self.lower(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true))
        #expect(nodes.first?.modifiers.contains(.opacity(0.4)) == true)
    }

    // Automatic button: the label in the tint; destructive: systemRed; lowered to ViewKind.button.
    @Test(arguments: [
        (nil as ButtonRole?, nil as Color?, ColorReference.system("systemBlue")),
        (.destructive, nil, .system("systemRed")),
        (nil, Color.pink, .system("systemPink")),
    ])
    func buttonLabelColour(role: ButtonRole?, tint: Color?, colour: ColorReference) {
        let nodes = Self.lower(Button("Delete", role: role) {}.tint(tint))
        guard case .button? = nodes.first?.kind else { Issue.record("not a button: \(nodes)"); return }
        #expect(nodes.first?.explicitID == "button")
        #expect(Self.texts(nodes).first?.color == colour)
    }

    @Test func borderedProminentFillsWithTheTintAndWhiteLabel() {
        let nodes = Self.lower(Button("Go") {}.buttonStyle(.borderedProminent))
        let shapes = nodes.flatMap(Self.all).filter { if case .shape = $0.kind { return true } else { return false } }
        #expect(Self.fill(shapes.first) == .system("systemBlue"))
        #expect(Self.texts(nodes).first?.color == .literal(RGBA(red: 255, green: 255, blue: 255)))
    }

    @Test func plainButtonKeepsTheLabelColour() {
        let nodes = Self.lower(Button("Go") {}.buttonStyle(.plain))
        // Unset (nil): the text takes the primary colour of where it sits.
        #expect([nil, ColorReference.system("label")].contains(Self.texts(nodes).first?.color))
    }

    // Stepper: UIStepper 94×32; at the lower bound the − is dimmed (tertiaryLabel).
    @Test func stepperAtItsLowerBound() {
        let nodes = Self.lower(Stepper("Guests", value: .constant(1), in: 1...10))
        #expect(nodes.first?.explicitID == "stepper")
        let control = Self.node(nodes, id: "control")
        #expect(Self.frame(control)?.width == 94)
        #expect(Self.frame(control)?.height == 32)
        let minus = Self.node(nodes, id: "decrement"), plus = Self.node(nodes, id: "increment")
        guard case .symbol(let minusSymbol)? = minus?.kind, case .symbol(let plusSymbol)? = plus?.kind else {
            Issue.record("the halves are not symbols: \(String(describing: minus?.kind)), \(String(describing: plus?.kind))"); return
        }
        #expect(minusSymbol.color == .system("tertiaryLabel"))
        #expect(plusSymbol.color == .system("label"))
        #expect(Self.node(nodes, id: "divider") != nil)
    }

    // Slider: the fill is the value's fraction of the track.
    @Test(arguments: [(25.0, 0.25), (0, 0), (150, 1)])
    func sliderFill(value: Double, fraction: Double) {
        let nodes = Self.lower(Slider(value: .constant(value), in: 0...100))
        let fill = Self.node(nodes, id: "fill")
        let relative = fill?.modifiers.compactMap { if case .relativeFrame(let w, _, _) = $0 { return w } else { return nil } }.first
        #expect(relative == fraction)
        #expect(Self.fill(fill) == .system("systemBlue"))
        #expect(nodes.first?.explicitID == "slider")
    }

    // Picker: menu row shows the tagged option's title in secondaryLabel.
    @Test func menuPickerShowsTheSelectedTitle() {
        let nodes = Self.lower(Picker("Flavor", selection: .constant(2)) {
            Text("Vanilla").tag(1)
            Text("Chocolate").tag(2)
        })
        #expect(nodes.first?.explicitID == "picker")
        let value = Self.node(nodes, id: "value")
        if case .text(let text)? = value?.kind {
            #expect(text.string == "Chocolate")
            #expect(text.color == .system("secondaryLabel"))
        } else { Issue.record("no value text") }
    }

    enum Flavor: String, CaseIterable, Identifiable { case vanilla, mint; var id: String { rawValue } }

    @Test func pickerTagsForEachElementsWithTheirIDs() {
        let nodes = Self.lower(Picker("Flavor", selection: .constant("mint")) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        })
        if case .text(let text)? = Self.node(nodes, id: "value")?.kind { #expect(text.string == "Mint") } else { Issue.record("no value") }
    }

    @Test func segmentedPickerHighlightsTheSelectedSegment() {
        let nodes = Self.lower(Picker("Mode", selection: .constant(1)) {
            Text("List").tag(0); Text("Grid").tag(1); Text("Map").tag(2)
        }.pickerStyle(.segmented))
        let segments = nodes.flatMap(Self.all).filter { $0.explicitID == "segment" }
        #expect(segments.count == 3)
        let highlighted = segments.map { $0.modifiers.contains { if case .background = $0 { return true } else { return false } } }
        #expect(highlighted == [false, true, false])
        #expect(Self.frame(nodes.first)?.height == 32)
    }

    @Test func inlinePickerChecksTheSelectedRow() {
        let nodes = Self.lower(Picker("Mode", selection: .constant("b")) {
            Text("A").tag("a"); Text("B").tag("b")
        }.pickerStyle(.inline))
        #expect(nodes.count == 2)
        let checks = nodes.flatMap(Self.all).filter { $0.explicitID == "checkmark" }
        #expect(checks.map { $0.modifiers.contains(.opacity(1)) } == [false, true])
    }

    @Test func labeledContentValueIsSecondary() {
        let nodes = Self.lower(LabeledContent("Version", value: "1.0"))
        #expect(nodes.first?.explicitID == "labeledContent")
        #expect(Self.texts(nodes).map(\.string) == ["Version", "1.0"])
        #expect(Self.texts(nodes).last?.color == .system("secondaryLabel"))
    }

    @Test(arguments: [("", "Name", ColorReference.system("placeholderText") as ColorReference?), ("Ada", "Ada", nil)])
    func textFieldShowsPromptOrText(text: String, shown: String, colour: ColorReference?) {
        let nodes = Self.lower(TextField("Name", text: .constant(text)))
        #expect(nodes.first?.explicitID == "textField")
        #expect(Self.texts(nodes).first?.string == shown)
        #expect(Self.texts(nodes).first?.color == colour)
    }

    @Test func secureFieldShowsDots() {
        let nodes = Self.lower(SecureField("Password", text: .constant("abc")))
        #expect(Self.texts(nodes).first?.string == "•••")
        #expect(nodes.first?.explicitID == "secureField")
    }

    @Test func datePickerFormatsInUTCAndEnglish() {
        let date = Date(timeIntervalSince1970: 1_764_668_460)   // 2025-12-02 09:41 UTC
        let nodes = Self.lower(DatePicker("Starts", selection: .constant(date)))
        #expect(Self.texts(nodes).map(\.string) == ["Starts", "Dec 2, 2025", "9:41 AM"])
        #expect(nodes.first?.explicitID == "datePicker")
    }

    /// The icon column is 28 pt at the Large size and grows with Dynamic Type as body text does
    /// (AX3 body is 40 pt against 17: docs/ios-values.md).
    @Test(arguments: [(DynamicTypeSize.large, 28.0), (.accessibility3, 28.0 * 40 / 17)])
    func labelInAListRowHasAnIconColumn(size: DynamicTypeSize, column: Double) throws {
        let context = LoweringContext()
        context.environment.listshot.isInsideList = true
        context.environment.dynamicTypeSize = size
        let nodes = Label("Wi-Fi", systemImage: "wifi").lowered(in: context)
        guard case .hstack(let children, _, let spacing)? = nodes.first?.kind else { Issue.record("not an hstack"); return }
        #expect(spacing == 12)
        let frame = children.first?.modifiers.compactMap { if case .frame(let f) = $0 { return f } else { return nil } }.first
        #expect(frame?.minWidth.map { abs($0 - column) < 0.001 } == true, "\(String(describing: frame))")
        guard case .symbol(let symbol)? = children.first?.kind else { Issue.record("the icon is not a symbol: \(String(describing: children.first?.kind))"); return }
        #expect(symbol.color == .system("systemBlue"))
    }

    @Test(arguments: [(LabelStyleKind.iconOnly, 1), (.titleOnly, 1), (.titleAndIcon, 2)])
    func labelStyles(style: LabelStyleKind, count: Int) {
        let context = LoweringContext()
        context.environment.listshot.labelStyle = style
        let nodes = Label("Wi-Fi", systemImage: "wifi").lowered(in: context)
        guard case .hstack(let children, _, _)? = nodes.first?.kind else { Issue.record("not an hstack"); return }
        #expect(children.count == count)
    }

    @Test func progressViewBarAndSpinner() {
        let bar = Self.lower(ProgressView(value: 0.4))
        let fill = Self.node(bar, id: "fill")
        #expect(fill?.modifiers.contains(.relativeFrame(width: 0.4, height: 1, alignment: .leading)) == true)
        let spinner = Self.lower(ProgressView())
        #expect(spinner.first?.explicitID == "progressView")
        #expect(Self.frame(spinner.first)?.width == 20)
    }

    @Test func disclosureGroupCollapsedUnlessExpanded() {
        let collapsed = Self.lower(DisclosureGroup("Advanced") { Text("Hidden") })
        #expect(Self.texts(collapsed).map(\.string) == ["Advanced"])
        let open = Self.lower(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Shown") })
        #expect(Self.texts(open).map(\.string) == ["Advanced", "Shown"])
    }

    @Test func contentUnavailableSearch() {
        let nodes = Self.lower(ContentUnavailableView.search(text: "tea"))
        #expect(Self.texts(nodes).map(\.string) == ["No Results for \u{201C}tea\u{201D}", "Check the spelling or try a new search."])
    }

    @Test func linkAndMenuAreTintedButtons() {
        for nodes in [Self.lower(Link("Help", destination: URL(fileURLWithPath: "/"))), Self.lower(Menu("Sort") { Text("A") })] {
            guard case .button? = nodes.first?.kind else { Issue.record("not a button"); continue }
            #expect(Self.texts(nodes).first?.color == .system("systemBlue"))
        }
    }

    @Test func controlIDsJoinTheirViewTypesName() {
        struct SettingsView: View { var body: some View { Toggle("Sound", isOn: .constant(true)) } }
        #expect(Self.lower(SettingsView()).first?.explicitID == "SettingsView.toggle")
    }
    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).background(Color.green)
        }
    }

    @Test func customButtonStyleDrawsItsBody() {
        let nodes = Self.lower(Button("Go") {}.buttonStyle(Pill()))
        guard case .button(let label)? = nodes.first?.kind else { Issue.record("not a button"); return }
        #expect(label.modifiers.contains(.background(.color(.system("systemGreen")))))
        #expect(Self.texts(nodes).first?.string == "Go")
    }

    @Test func disabledButtonIsDimmed() {
        let nodes = Self.lower(Button("Go") {}.disabled(true))
        #expect(nodes.first?.modifiers.contains(.opacity(0.4)) == true)
        #expect(Self.lower(Button("Go") {}).first?.modifiers.contains(.opacity(0.4)) == false)
    }

    @Test(arguments: [(true, true), (false, false)])
    func buttonStyledToggleIsABackgroundWhenOn(isOn: Bool, hasBackground: Bool) {
        let nodes = Self.lower(Toggle("Bold", isOn: .constant(isOn)).toggleStyle(.button))
        guard case .button(let label)? = nodes.first?.kind else { Issue.record("not a button"); return }
        #expect(label.modifiers.contains { if case .background = $0 { return true } else { return false } } == hasBackground)
        #expect(Self.texts(nodes).first?.color == .system("systemBlue"))
    }

    @Test func gaugeFillsToItsValue() {
        let nodes = Self.lower(Gauge(value: 30, in: 0...120) { Text("Speed") })
        #expect(nodes.first?.explicitID == "gauge")
        #expect(Self.node(nodes, id: "fill")?.modifiers.contains(.relativeFrame(width: 0.25, height: 1, alignment: .leading)) == true)
    }

    // The selected segment is white by day and systemGray3-like #636366 at night (estimate).
    @Test(arguments: [(false, RGBA(red: 255, green: 255, blue: 255)), (true, RGBA(red: 0x63, green: 0x63, blue: 0x66))])
    func selectedSegmentFill(dark: Bool, fill: RGBA) {
        let nodes = Self.lower(Picker("Mode", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented), dark: dark)
        let selected = nodes.flatMap(Self.all).first { $0.explicitID == "segment" }
        let background = selected?.modifiers.compactMap { if case .background(.view(let v, _)) = $0 { return v } else { return nil } }.first
        #expect(Self.fill(background) == .literal(fill))
    }

    @Test func unmatchedPickerSelectionIsNoted() {
        let lowered = Picker("Flavor", selection: .constant(9)) { Text("A").tag(1) }.lowerForSnapshot(SnapshotEnvironment())
        #expect(lowered.notes.contains { $0.contains("no option's tag equals the selection") })
    }
}
