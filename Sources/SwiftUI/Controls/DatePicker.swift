internal import ListshotCore

/// A date choice (SwiftUI `DatePicker`) in iOS's compact style: the label leading, the date and the
/// time each in a tertiarySystemFill capsule trailing, formatted in the snapshot's fixed UTC and en_US
/// ("Dec 2, 2026", "9:41 AM").
///
/// ```swift
/// DatePicker("Starts", selection: $start)
/// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View, PrimitiveView {
    let label: Label
    let date: Date
    let components: Components

    /// The parts of a date a picker shows (SwiftUI `DatePickerComponents`).
    public typealias Components = DatePickerComponents

    /// A picker whose label `label` builds.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label(); date = selection.wrappedValue; components = displayedComponents
    }
    /// A picker limited to `range`, whose label `label` builds.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker from `range`'s start, whose label `label` builds.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// A picker up to `range`'s end, whose label `label` builds.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        var capsules: [ViewNode] = []
        if components.contains(.date) { capsules.append(DatePickerDrawing.capsule(DatePickerDrawing.format(date, "MMM d, yyyy"), id: "date")) }
        if components.contains(.hourAndMinute) { capsules.append(DatePickerDrawing.capsule(DatePickerDrawing.format(date, "h:mm a"), id: "time")) }
        let value = ViewNode.hstack(spacing: 6, capsules)
        return [Controls.dimmedIfDisabled(Controls.row(label.lowered(in: context), trailing: [value]), context).control("datePicker")]
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A picker titled with a localized key, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled with a localized key, from `range`'s start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// A picker titled with a localized key, up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The parts of a date a picker shows (SwiftUI `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

@MainActor
enum DatePickerDrawing {
    /// `date` in `pattern`, UTC and en_US: a snapshot never depends on the machine's zone or language.
    static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// One value in its capsule: body text in the label colour on tertiarySystemFill (estimates: 6 pt corners, 11×6 padding).
    static func capsule(_ string: String, id: String) -> ViewNode {
        let padding = ControlMetrics.dateCapsulePadding
        return Controls.text(string, color: .system("label"))
            .modifier(.padding(ListshotCore.EdgeInsets(top: padding.vertical, leading: padding.horizontal, bottom: padding.vertical, trailing: padding.horizontal)))
            .modifier(.background(.view(ViewNode.shape(.roundedRectangle(cornerRadius: ControlMetrics.dateCapsuleRadius), fill: .system("tertiarySystemFill")))))
            .control(id)
    }
}

/// How date pickers inside draw (SwiftUI `DatePickerStyle`); Listshot draws the compact style.
public protocol DatePickerStyle {}
/// The platform's style (SwiftUI `DefaultDatePickerStyle`): compact.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The compact style (SwiftUI `CompactDatePickerStyle`).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar (SwiftUI `GraphicalDatePickerStyle`); drawn compact.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels (SwiftUI `WheelDatePickerStyle`); drawn compact.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

extension View {
    /// The style of date pickers inside; Listshot draws every style as the compact one, with a note for the others.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(NodesTransform { nodes, context in
            if !(style is CompactDatePickerStyle || style is DefaultDatePickerStyle) {
                context.note("datePickerStyle(\(S.self)) is drawn in the compact style (docs/swiftui.md, \"Not yet\")")
            }
            return nodes
        })
    }
}
