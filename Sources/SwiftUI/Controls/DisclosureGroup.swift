internal import ListshotCore

/// A label that shows or hides content (SwiftUI `DisclosureGroup`): collapsed unless `isExpanded`
/// is true — the label leading, a chevron in the tint trailing (right when collapsed, down when open).
/// Open inside a list, the content's views follow as rows of their own.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Logging", isOn: $logging) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A collapsed group whose label `label` builds.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); isExpanded = false
    }
    /// A group open when `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); self.isExpanded = isExpanded.wrappedValue
    }

    public var body: Never { primitiveBody(Self.self) }

    func lower(in context: LoweringContext) -> [ViewNode] {
        // The chevron: 14 pt semibold in the tint (estimate from iOS 17 list renders).
        let chevron = Controls.symbol(isExpanded ? "chevron.down" : "chevron.right", pointSize: 14, weight: .semibold,
                                      color: Controls.tint(context), in: context).control("chevron")
        let header = Controls.row(label.lowered(in: context), trailing: [chevron]).control("disclosureGroup")
        guard isExpanded else { return [header] }
        let rows = content.lowered(in: context)
        if context.environment.listshot.isInsideList { return [header] + rows }
        // Outside a list the content sits under the label, indented (estimate: 16 pt).
        return [ViewNode.vstack(alignment: .leading, [header] + rows.map { $0.modifier(.padding(ListshotCore.EdgeInsets(leading: 16))) })
            .control("disclosureGroup")]
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group titled with a localized key, open when `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A collapsed group titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A group titled with a string, open when `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
