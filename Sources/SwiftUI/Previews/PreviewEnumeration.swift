// How a preview's view splits into the previews Xcode's canvas shows, and what each one pins.
//
// A view that stands for several views (`Group`, `ForEach`, a `ViewBuilder` block, `if`/`else`) is a
// ``PreviewContainer``: each of its children is a preview of its own. A `ModifiedContent` passes the
// split through, wrapping each child in its modifier, and a modifier that is ``PreviewPinning`` adds
// what it says about the preview. Any other view is one preview.

/// What a preview's root modifiers say about it. The modifier nearest the view wins: each pin is set
/// only while it is still nil, and modifiers are read from the view outwards.
struct PreviewPins: Equatable {
    var name: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
    var colorScheme: ColorScheme?
    var dynamicTypeSize: DynamicTypeSize?
    var layoutDirection: LayoutDirection?

    /// The pins every one of `all` has, value for value.
    static func agreed(by all: [PreviewPins]) -> PreviewPins {
        guard var agreed = all.first else { return PreviewPins() }
        for pins in all.dropFirst() {
            if agreed.name != pins.name { agreed.name = nil }
            if agreed.layout != pins.layout { agreed.layout = nil }
            if agreed.device != pins.device { agreed.device = nil }
            if agreed.orientation != pins.orientation { agreed.orientation = nil }
            if agreed.colorScheme != pins.colorScheme { agreed.colorScheme = nil }
            if agreed.dynamicTypeSize != pins.dynamicTypeSize { agreed.dynamicTypeSize = nil }
            if agreed.layoutDirection != pins.layoutDirection { agreed.layoutDirection = nil }
        }
        return agreed
    }
}

/// One top-level view of a preview, with what its modifiers pin.
struct PreviewPart {
    var view: AnyView
    var pins: PreviewPins
}

/// A view that stands for several previews: each child is one.
@MainActor
protocol PreviewContainer {
    func previewChildren() -> [PreviewPart]
}

/// A modifier that says something about the preview it is applied to.
@MainActor
protocol PreviewPinning {
    /// Sets the pins this modifier decides that are still nil.
    func pinPreview(_ pins: inout PreviewPins)
}

extension View {
    /// The previews this view stands for at the top of a `previews` or `#Preview` body.
    @MainActor
    func previewParts() -> [PreviewPart] {
        if let container = self as? any PreviewContainer { return container.previewChildren() }
        return [PreviewPart(view: AnyView(self), pins: PreviewPins())]
    }
}

extension Group: PreviewContainer {
    func previewChildren() -> [PreviewPart] { content.previewParts() }
}

extension TupleView: PreviewContainer {
    func previewChildren() -> [PreviewPart] {
        Mirror(reflecting: value).children.flatMap { child -> [PreviewPart] in
            guard let view = child.value as? any View else { return [] }
            return view.previewParts()
        }
    }
}

extension ForEach: PreviewContainer where Content: View {
    func previewChildren() -> [PreviewPart] { data.flatMap { content($0).previewParts() } }
}

extension Optional: PreviewContainer where Wrapped: View {
    func previewChildren() -> [PreviewPart] { self?.previewParts() ?? [] }
}

extension _ConditionalContent: PreviewContainer {
    func previewChildren() -> [PreviewPart] {
        switch storage {
        case .trueContent(let view): return view.previewParts()
        case .falseContent(let view): return view.previewParts()
        }
    }
}

extension EmptyView: PreviewContainer {
    func previewChildren() -> [PreviewPart] { [] }
}

extension ModifiedContent: PreviewContainer where Content: View, Modifier: ViewModifier {
    /// Each child of the content with this modifier around it, as SwiftUI applies a `Group`'s modifier
    /// to each child; the modifier's pins fill in what the child left open.
    func previewChildren() -> [PreviewPart] {
        let pinning = modifier as? any PreviewPinning
        return content.previewParts().map { part in
            var pins = part.pins
            pinning?.pinPreview(&pins)
            return PreviewPart(view: AnyView(ModifiedContent<AnyView, Modifier>(content: part.view, modifier: modifier)), pins: pins)
        }
    }
}

extension ModifiedContent: PreviewPinning where Content: ViewModifier, Modifier: ViewModifier {
    /// `first.concat(second)`: `first` is nearer the view.
    func pinPreview(_ pins: inout PreviewPins) {
        (content as? any PreviewPinning)?.pinPreview(&pins)
        (modifier as? any PreviewPinning)?.pinPreview(&pins)
    }
}

extension EnvironmentWriter: PreviewPinning {
    /// The colour scheme, Dynamic Type size and layout direction this writer sets whatever was above
    /// it: it is run on two environments that differ in all three, and a value it leaves equal is pinned.
    func pinPreview(_ pins: inout PreviewPins) {
        var first = EnvironmentValues()
        first.colorScheme = .light; first.dynamicTypeSize = .large; first.layoutDirection = .leftToRight
        var second = EnvironmentValues()
        second.colorScheme = .dark; second.dynamicTypeSize = .xSmall; second.layoutDirection = .rightToLeft
        change(&first)
        change(&second)
        if pins.colorScheme == nil, first.colorScheme == second.colorScheme { pins.colorScheme = first.colorScheme }
        if pins.dynamicTypeSize == nil, first.dynamicTypeSize == second.dynamicTypeSize { pins.dynamicTypeSize = first.dynamicTypeSize }
        if pins.layoutDirection == nil, first.layoutDirection == second.layoutDirection { pins.layoutDirection = first.layoutDirection }
    }
}
