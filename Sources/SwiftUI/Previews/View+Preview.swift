internal import ListshotCore

extension View {
    /// The name of this preview in the canvas (and in Listshot's catalog); draws nothing.
    ///
    /// ```swift
    /// LandmarkRow(landmark: .sample).previewDisplayName("Favorite")
    /// ```
    public func previewDisplayName(_ value: String?) -> some View { modifier(PreviewMetadataModifier(pin: { $0.name = $0.name ?? value })) }

    /// The container this preview is drawn in (`.device`, `.sizeThatFits`, `.fixed(width:height:)`); draws nothing.
    ///
    /// ```swift
    /// CategoryChip(category: .lakes).previewLayout(.sizeThatFits)
    /// ```
    public func previewLayout(_ value: PreviewLayout) -> some View { modifier(PreviewMetadataModifier(pin: { $0.layout = $0.layout ?? value })) }

    /// The device this preview is drawn on, by Xcode's name for it; draws nothing.
    ///
    /// ```swift
    /// LandmarkList().previewDevice("iPhone SE (3rd generation)")
    /// ```
    public func previewDevice(_ value: PreviewDevice?) -> some View { modifier(PreviewMetadataModifier(pin: { $0.device = $0.device ?? value })) }

    /// Which way up the device is for this preview; draws nothing.
    ///
    /// ```swift
    /// LandmarkDetail(landmark: .sample).previewInterfaceOrientation(.landscapeLeft)
    /// ```
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewMetadataModifier(pin: { $0.orientation = $0.orientation ?? value }))
    }
}

/// A preview modifier: what it says about the preview is read when previews are listed
/// (``PreviewInstance``); drawn, it changes nothing and notes nothing.
struct PreviewMetadataModifier: ViewModifier, PrimitiveModifier, PreviewPinning {
    let pin: @MainActor (inout PreviewPins) -> Void
    func body(content: Content) -> Never { primitiveBody(Self.self) }
    func apply(to content: () -> [ViewNode], in context: LoweringContext) -> [ViewNode] { content() }
    func pinPreview(_ pins: inout PreviewPins) { pin(&pins) }
}
