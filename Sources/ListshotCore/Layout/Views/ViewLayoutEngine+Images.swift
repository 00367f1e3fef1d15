// Images and aspect ratios: an image's own size, `resizable()`, and `aspectRatio(_:contentMode:)`.

extension ViewLayoutEngine {
    /// The size an image chooses for `proposal` (``ViewImage``):
    /// - of unknown size: the proposal (nil: ``ViewLayoutDefaults/shapeIdealLength``), as before sizes were known;
    /// - not resizable: its own size, whatever it is offered;
    /// - resizable: the proposal, its own size along an axis offered nil;
    /// - resizable with a content mode: that, offered what `aspectRatio(nil, contentMode:)` offers.
    ///
    /// OpenSwiftUI `Sources/OpenSwiftUICore/View/Image/ResolvedImage.swift` @ 069dd80
    /// (`sizeThatFits(in:)`: without resizing info the content size; with it, the proposal with
    /// nil replaced by the image's size). Apple, `resizable(capInsets:resizingMode:)`: "Sets the
    /// mode by which SwiftUI resizes an image to fit its space"
    /// (developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)).
    func imageSize(_ node: ViewTreeNode, _ image: ViewImage, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        guard let own = image.size else { return Self.flexibleSize(proposal) }
        try Self.check(own.width, element: node.id, what: "an image width")
        try Self.check(own.height, element: node.id, what: "an image height")
        guard image.isResizable else { return own }
        let offer = image.contentMode.map { Self.aspectOffer(ratio: own, $0, proposal) } ?? proposal
        return Size(width: offer.width ?? own.width, height: offer.height ?? own.height)
    }

    /// What `aspectRatio` offers its view: `proposal` unchanged when it is wholly nil; else a
    /// box of `ratio`'s shape scaled to fit (the smaller scale of the axes offered) or to fill
    /// (the larger), where an axis offered nil does not limit the scale.
    ///
    /// OpenSwiftUI `Sources/OpenSwiftUICore/Layout/AspectRatioLayout.swift` @ 069dd80
    /// (`_AspectRatioLayout.spaceOffered(to:in:)`, `CGSize.scaleThatFits(_:)`/`scaleThatFills(_:)`),
    /// checked against SwiftUI by `Example/OpenSwiftUIUITests/Layout/AspectRatioLayoutUITests.swift`.
    /// Apple, `aspectRatio(_:contentMode:)`: "Constrains this view's dimensions to the specified
    /// aspect ratio" (developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow).
    static func aspectOffer(ratio: Size, _ mode: ContentMode, _ proposal: ProposedSize) -> ProposedSize {
        guard proposal != .unspecified else { return proposal }
        let shape = ratio.width == ratio.height ? Size(width: 1, height: 1) : ratio
        func scale(_ offered: Double?, _ side: Double) -> Double {
            guard let offered, side != 0 || offered != 0 else { return .infinity }
            return offered / side
        }
        let x = scale(proposal.width, shape.width), y = scale(proposal.height, shape.height)
        let factor = mode == .aspectFit ? min(x, y) : max(x, y)
        return ProposedSize(width: shape.width * factor, height: shape.height * factor)
    }

    /// The proposal the `aspectRatio` layer at `layer` offers the layers inside it; a nil ratio
    /// is the ratio of their ideal size.
    func aspectRatioOffer(_ node: ViewTreeNode, layer: Int, ratio: Double?, _ mode: ContentMode,
                          _ proposal: ProposedSize) throws(LayoutError) -> ProposedSize {
        guard proposal != .unspecified else { return proposal }
        let shape: Size
        if let ratio { shape = Size(width: ratio, height: 1) } else { shape = try size(node, layer: layer - 1, .unspecified) }
        return Self.aspectOffer(ratio: shape, mode, proposal)
    }

    /// Emits an image into its frame, its pixels fitted in it or filling it (cropped).
    func placeImage(_ node: ViewTreeNode, _ image: ViewImage, in frame: Rect) {
        context.emit(node.id, .image(ImagePrimitive(frame: frame, path: image.path, contentMode: image.contentMode ?? .aspectFit,
                                                    cornerRadius: 0)))
    }
}
