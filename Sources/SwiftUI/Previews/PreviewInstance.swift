/// One preview to draw, as Xcode's canvas would show it: its name, layout, device and orientation,
/// the environment its root pins, and the view with those root modifiers still applied.
///
/// ```swift
/// for preview in PreviewInstance.all(in: LandmarkRow_Previews.self) {
///     let screen = SwiftUIScreen.make(preview.view, name: preview.name ?? "Preview \(preview.index)")
/// }
/// ```
public struct PreviewInstance {
    /// The preview's position among its provider's previews (0 for a `#Preview`).
    public var index: Int
    /// The `#Preview`'s name, or the `previewDisplayName(_:)` nearest the view; nil when unnamed.
    public var name: String?
    /// The `#Preview`'s layout trait, or the `previewLayout(_:)` nearest the view; `.device` when none.
    public var layout: PreviewLayout
    /// The `previewDevice(_:)` nearest the view.
    public var device: PreviewDevice?
    /// The `#Preview`'s orientation trait, or the `previewInterfaceOrientation(_:)` nearest the view.
    public var orientation: InterfaceOrientation?
    /// The colour scheme the root sets (`preferredColorScheme(_:)`, `environment(\.colorScheme, …)`).
    public var colorScheme: ColorScheme?
    /// The Dynamic Type size the root sets (`dynamicTypeSize(_:)`, `environment(\.dynamicTypeSize, …)`,
    /// `environment(\.sizeCategory, …)`).
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction the root sets (`environment(\.layoutDirection, …)`).
    public var layoutDirection: LayoutDirection?
    /// The view, with every modifier written around it (the preview ones draw nothing).
    public var view: AnyView

    /// The one preview a `#Preview` shows. Its traits decide the layout and orientation; the body's
    /// root modifiers fill in the rest (for a body of several views, what they all agree on).
    @MainActor
    public static func all(in registration: PreviewRegistration) -> [PreviewInstance] {
        let body = registration.body()
        let parts = body.previewParts()
        var pins = parts.count == 1 ? parts[0].pins : PreviewPins.agreed(by: parts.map(\.pins))
        // The traits come last so they win over the body's modifiers; the last trait of a kind wins.
        if let layout = registration.traits.lastLayout { pins.layout = layout }
        if let orientation = registration.traits.lastOrientation { pins.orientation = orientation }
        if let name = registration.name { pins.name = name }
        return [PreviewInstance(index: 0, pins: pins, view: parts.count == 1 ? parts[0].view : AnyView(erasingExistential: body))]
    }

    /// The previews of a `PreviewProvider`: one per top-level view of its `previews` (each child of a
    /// `Group`, each element of a `ForEach`, each view of a block), each with its own modifiers and
    /// those written around the `Group`.
    @MainActor
    public static func all(in provider: any PreviewProvider.Type) -> [PreviewInstance] {
        previews(of: provider)
    }

    @MainActor
    private static func previews<P: PreviewProvider>(of provider: P.Type) -> [PreviewInstance] {
        P.previews.previewParts().enumerated().map { index, part in PreviewInstance(index: index, pins: part.pins, view: part.view) }
    }

    init(index: Int, pins: PreviewPins, view: AnyView) {
        self.index = index
        name = pins.name
        layout = pins.layout ?? .device
        device = pins.device
        orientation = pins.orientation
        colorScheme = pins.colorScheme
        dynamicTypeSize = pins.dynamicTypeSize
        layoutDirection = pins.layoutDirection
        self.view = view
    }
}

extension Array where Element == PreviewTrait<Preview.ViewTraits> {
    /// The last layout trait, which wins.
    var lastLayout: PreviewLayout? {
        lazy.reversed().compactMap { if case .layout(let layout) = $0.value { return layout } else { return nil } }.first
    }

    /// The last orientation trait, which wins.
    var lastOrientation: InterfaceOrientation? {
        lazy.reversed().compactMap { if case .orientation(let orientation) = $0.value { return orientation } else { return nil } }.first
    }
}

extension AnyView {
    /// `view`, opened from its existential.
    @MainActor
    init(erasingExistential view: any View) {
        self.init(view)
    }
}
