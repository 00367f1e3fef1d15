/// Draws a cell's asset (section A), docs/components.md §1.2: a 24 icon, a 24 icon on a 40 circle,
/// an image aspect-filled into a 40 circle, a custom-size image (corners: `radius.container` in UIKit, 8 in SwiftUI), or an image used
/// as a small (24) or large (24 on a 40 circle) icon (`CellLeftSectionView.swift`).
enum CellAssetLayout {
    /// Checks a custom image size against the row: positive, and at most half the inner width.
    static func validate(_ asset: AssetType, innerWidth: Double, id: String) throws(LayoutError) {
        guard case .customImage(_, let size) = asset else { return }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw .invalidValue(element: id, message: "a custom image of \(size.width.plainText)×\(size.height.plainText) pt is not a positive size. Give a width and height above 0.")
        }
        guard size.width <= innerWidth / 2, size.height <= 400 else {
            throw .invalidValue(element: id, message: "a custom image of \(size.width.plainText)×\(size.height.plainText) pt is too large for the row (at most \((innerWidth / 2).plainText) wide and 400 tall). Use a smaller size.")
        }
    }

    /// A view asset sized for section A: offered up to half the row's inner width (the bound a
    /// custom image has), at its own height; nil for every other asset.
    static func measureView(_ asset: AssetType, innerWidth: Double, id: String,
                            context: LayoutContext) throws(LayoutError) -> MeasuredView? {
        guard case .view(let view) = asset else { return nil }
        return try ViewLayout.measure(view, id: id, proposal: ProposedSize(width: innerWidth / 2, height: nil), context: context)
    }

    /// Draws `asset` in `frame`; a view asset draws `view`, its measured self.
    static func emit(_ asset: AssetType, frame: Rect, view: MeasuredView? = nil, flavour: CellFlavour = .uikit, id: String,
                     context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        switch asset {
        case .none:
            return
        case .view:
            try view?.emit(at: frame.origin)
        case .smallIcon(let icon, let color):
            context.emitIcon(icon, id: id, frame: frame, color: try theme.color(color, for: id))
        case .largeIcon(let icon, let background, let color):
            context.emit("\(id).circle", .ellipse(EllipsePrimitive(frame: frame, fill: .solid(try theme.color(background, for: id)))))
            let iconFrame = Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24)
            context.emitIcon(icon, id: id, frame: iconFrame, color: try theme.color(color, for: id))
        case .image(let path):
            try checkPath(path, id: id)
            context.emit(id, .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFill,
                                                   cornerRadius: frame.width / 2)))
        case .smallImage(let path):
            try checkPath(path, id: id)
            context.emit(id, .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFit, cornerRadius: 0)))
        case .largeImage(let path, let background):
            try checkPath(path, id: id)
            context.emit("\(id).circle", .ellipse(EllipsePrimitive(frame: frame, fill: .solid(try theme.color(background, for: id)))))
            let iconFrame = Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24)
            context.emit(id, .image(ImagePrimitive(frame: iconFrame, path: path, contentMode: .aspectFit, cornerRadius: 0)))
        case .customImage(let path, _):
            try checkPath(path, id: id)
            context.emit(id, .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFill,
                                                   cornerRadius: min(AssetType.customImageCornerRadius(flavour: flavour, theme: theme),
                                                                      frame.width / 2, frame.height / 2))))
        }
    }

    static func checkPath(_ path: String, id: String) throws(LayoutError) {
        if path.isEmpty {
            throw .invalidValue(element: id, message: "the image path is empty. Give the path of a PNG file.")
        }
    }
}
