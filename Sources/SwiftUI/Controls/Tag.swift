internal import ListshotCore

/// The value a ``View/tag(_:)`` gives a view: a `Picker` selects the option whose tag equals its selection.
struct TagModifier: ViewModifier, PrimitiveModifier {
    let value: AnyHashable
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] { content() }
}

// A view with `tag(_:)` applied carries its value (`TagCarrying`, Sources/SwiftUI/Navigation/TabView.swift):
// a `TabView` and a `Picker` both read it.
extension ModifiedContent: TagCarrying where Content: View, Modifier == TagModifier {
    var tagValue: AnyHashable { modifier.value }
}

extension View {
    /// The view tagged with `tag`: a `Picker`'s option for the selection `tag` (and a `TabView`'s tab).
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(Flavor.vanilla) }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }

    /// The view tagged with `tag`, whatever the selection's type; `includeOptional` is accepted.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(TagModifier(value: AnyHashable(tag)))
    }
}

/// One option of a picker: its tag, and what it draws.
struct PickerOption {
    var tag: AnyHashable?
    var nodes: [ViewNode]
    /// The option's title for the menu row and the segments.
    var title: String { nodes.lazy.compactMap { Controls.firstText(in: $0) }.first ?? "" }
}

/// A view that is several picker options (a block of them, a `ForEach`, a `Group`).
@MainActor
protocol PickerOptionProducing {
    func pickerOptions(in context: LoweringContext) -> [PickerOption]
}

@MainActor
enum PickerOptions {
    /// The options `view` stands for: its parts' options, or itself as one option with its own tag.
    static func of(_ view: any View, in context: LoweringContext, defaultTag: AnyHashable? = nil) -> [PickerOption] {
        if let producing = view as? any PickerOptionProducing { return producing.pickerOptions(in: context) }
        let nodes = view.lowered(in: context)
        if nodes.isEmpty { return [] }
        return [PickerOption(tag: (view as? any TagCarrying)?.tagValue ?? defaultTag, nodes: nodes)]
    }
}

extension TupleView: PickerOptionProducing {
    func pickerOptions(in context: LoweringContext) -> [PickerOption] {
        Mirror(reflecting: value).children.flatMap { child -> [PickerOption] in
            guard let view = child.value as? any View else { return [] }
            return PickerOptions.of(view, in: context)
        }
    }
}

extension Group: PickerOptionProducing {
    func pickerOptions(in context: LoweringContext) -> [PickerOption] { PickerOptions.of(content, in: context) }
}

extension ForEach: PickerOptionProducing where Content: View {
    /// Each element's option: its own `tag`, else the element's id (SwiftUI tags a `ForEach`'s views with their ids).
    func pickerOptions(in context: LoweringContext) -> [PickerOption] {
        data.flatMap { element -> [PickerOption] in
            let id = self.id.map { AnyHashable(element[keyPath: $0]) }
            return PickerOptions.of(content(element), in: context, defaultTag: id)
        }
    }
}

extension Optional: PickerOptionProducing where Wrapped: View {
    func pickerOptions(in context: LoweringContext) -> [PickerOption] {
        switch self {
        case .some(let view): return PickerOptions.of(view, in: context)
        case .none: return []
        }
    }
}

extension _ConditionalContent: PickerOptionProducing {
    func pickerOptions(in context: LoweringContext) -> [PickerOption] {
        switch storage {
        case .trueContent(let view): return PickerOptions.of(view, in: context)
        case .falseContent(let view): return PickerOptions.of(view, in: context)
        }
    }
}
