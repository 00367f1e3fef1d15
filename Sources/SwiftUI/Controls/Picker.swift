internal import ListshotCore

/// A choice of one of several options (SwiftUI `Picker`), each option a view with a `tag(_:)` (or a
/// `ForEach` element's id). The menu style, iOS's default in a form row: the label leading, the
/// selected option's title trailing in secondaryLabel with a small "chevron.up.chevron.down";
/// `.segmented`: UISegmentedControl; `.inline`: a row per option, the selected one checked.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
/// }
/// Picker("View", selection: $mode) { Text("List").tag(0); Text("Grid").tag(1) }.pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let selection: SelectionValue
    let content: Content

    /// A picker whose label `label` builds.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        let options = PickerOptions.of(content, in: context)
        let selected = options.firstIndex { PickerDrawing.matches($0.tag, selection) }
        if selected == nil, !options.isEmpty {
            context.note("Picker: no option's tag equals the selection \(selection); none is shown selected (tag each option with a value of the selection's type)")
        }
        let nodes: [ViewNode]
        switch context.environment.listshot.pickerStyle {
        case .segmented:
            nodes = [PickerDrawing.segmented(options, selected: selected, in: context)]
        case .inline, .wheel:
            if context.environment.listshot.pickerStyle == .wheel {
                context.note("Picker's wheel style is drawn as the inline style (docs/swiftui.md, \"Not yet\")")
            }
            nodes = PickerDrawing.inline(options, selected: selected, in: context)
        case .automatic, .menu, .navigationLink, .palette:
            nodes = [PickerDrawing.menu(label.lowered(in: context), options, selected: selected, in: context)]
        }
        return nodes.map { Controls.dimmedIfDisabled($0, context).control("picker") }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    /// A picker whose label is a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

@MainActor
enum PickerDrawing {
    /// Whether an option's tag is the selection (an optional selection matches its wrapped value, as
    /// `tag(_:includeOptional:)` lets it).
    static func matches<S: Hashable>(_ tag: AnyHashable?, _ selection: S) -> Bool {
        guard let tag else { return false }
        if tag == AnyHashable(selection) { return true }
        if let unwrapped = (selection as Any as? any OptionalProtocol)?.wrappedAny as? AnyHashable { return tag == unwrapped }
        return false
    }

    /// The menu row: label, then the selected title in secondaryLabel and a 13 pt (footnote-sized,
    /// estimate) chevron.up.chevron.down, 4 pt apart (estimate).
    static func menu(_ label: [ViewNode], _ options: [PickerOption], selected: Int?, in context: LoweringContext) -> ViewNode {
        let secondary = Color.secondary.reference(in: context.environment, context: context)
        let title = selected.map { options[$0].title } ?? ""
        let value = ViewNode.hstack(spacing: 4, [
            Controls.text(title, color: secondary).control("value"),
            Controls.symbol("chevron.up.chevron.down", pointSize: 13, weight: .semibold, color: secondary, in: context).control("chevron"),
        ])
        return Controls.row(label, trailing: [value])
    }

    /// UISegmentedControl: equal segments on a tertiarySystemFill track, the selected one white
    /// (#636366 at night — estimate) with a hairline edge and the knobs' shadow.
    static func segmented(_ options: [PickerOption], selected: Int?, in context: LoweringContext) -> ViewNode {
        let night = context.environment.colorScheme == .dark
        let selectedFill: ColorReference = night ? .literal(RGBA(red: 0x63, green: 0x63, blue: 0x66)) : .literal(RGBA(red: 255, green: 255, blue: 255))
        var segments: [ViewNode] = []
        for (index, option) in options.enumerated() {
            if index > 0 {
                // A divider between two unselected segments (estimate: 1×16, opaqueSeparator at half).
                let hidden = selected == index || selected == index - 1
                segments.append(ViewNode.shape(.rectangle, fill: .system("opaqueSeparator"))
                    .modifier(.frame(ViewFrame(width: 1, height: 16)))
                    .modifier(.opacity(hidden ? 0 : 0.5)).control("divider"))
            }
            let isSelected = index == selected
            var segment = ViewNode.text(option.title, font: .system(size: ControlMetrics.segmentFontSize, weight: isSelected ? .semibold : .medium),
                                        color: .system("label"), lineLimit: 1)
                .modifier(.padding(ListshotCore.EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)))
                .modifier(.frame(ViewFrame(maxWidth: .infinity, maxHeight: .infinity)))
            if isSelected {
                segment = segment.modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: ControlMetrics.segmentRadius),
                                                                            fill: selectedFill, stroke: ToggleDrawing.knobRing).modifier(.shadow(ToggleDrawing.knobShadow)))))
            }
            segments.append(segment.control("segment"))
        }
        return ViewNode.hstack(spacing: 0, segments)
            .modifier(.padding(ListshotCore.EdgeInsets(top: ControlMetrics.segmentInset, leading: ControlMetrics.segmentInset,
                                          bottom: ControlMetrics.segmentInset, trailing: ControlMetrics.segmentInset)))
            .modifier(.frame(ViewFrame(maxWidth: .infinity)))
            .modifier(.frame(ViewFrame(height: ControlMetrics.segmentedHeight)))
            .modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: ControlMetrics.segmentedRadius), fill: .system("tertiarySystemFill")))))
    }

    /// A row per option: its views, then a checkmark in the tint on the selected one (17 pt semibold, estimate).
    static func inline(_ options: [PickerOption], selected: Int?, in context: LoweringContext) -> [ViewNode] {
        options.enumerated().map { index, option in
            let check = Controls.symbol("checkmark", pointSize: 17, weight: .semibold, color: Controls.tint(context), in: context)
                .modifier(.opacity(index == selected ? 1 : 0)).control("checkmark")
            return Controls.row(option.nodes, trailing: [check])
        }
    }
}

/// An optional, seen through `Any`, to read its wrapped value.
protocol OptionalProtocol { var wrappedAny: Any? { get } }
extension Optional: OptionalProtocol { var wrappedAny: Any? { self.map { $0 as Any } } }

/// How pickers inside draw (SwiftUI `PickerStyle`).
public protocol PickerStyle {}
protocol BuiltInPickerStyle: PickerStyle { var kind: PickerStyleKind { get } }
/// The platform's style (SwiftUI `DefaultPickerStyle`): the menu row in a form.
public struct DefaultPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .automatic } }
/// A menu (SwiftUI `MenuPickerStyle`).
public struct MenuPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .menu } }
/// A segmented control (SwiftUI `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .segmented } }
/// The options inline, one row each (SwiftUI `InlinePickerStyle`).
public struct InlinePickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .inline } }
/// A wheel (SwiftUI `WheelPickerStyle`); drawn inline.
public struct WheelPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .wheel } }
/// A row that pushes a list of the options (SwiftUI `NavigationLinkPickerStyle`); drawn as the menu row.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .navigationLink } }
/// A palette (SwiftUI `PalettePickerStyle`); drawn as the menu row.
public struct PalettePickerStyle: BuiltInPickerStyle { public init() {}; var kind: PickerStyleKind { .palette } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension View {
    /// The style of pickers inside: `.pickerStyle(.segmented)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environmentWriter { $0.listshot.pickerStyle = (style as? any BuiltInPickerStyle)?.kind ?? .automatic }
    }
}
