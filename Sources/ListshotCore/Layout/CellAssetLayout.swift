/// Draws a cell's asset (section A), COMPONENTS.md §1.2: a 24 icon, a 24 icon on a 40 circle,
/// or an image aspect-filled into a 40 circle.
enum CellAssetLayout {
    static func emit(_ asset: AssetType, frame: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let theme = context.theme
        switch asset {
        case .none:
            return
        case .smallIcon(let icon, let color):
            context.emitIcon(icon, id: id, frame: frame, color: try theme.color(color, for: id))
        case .largeIcon(let icon, let background, let color):
            context.emit("\(id).circle", .ellipse(EllipsePrimitive(frame: frame, fill: .solid(try theme.color(background, for: id)))))
            let iconFrame = Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24)
            context.emitIcon(icon, id: id, frame: iconFrame, color: try theme.color(color, for: id))
        case .image(let path):
            if path.isEmpty {
                throw .invalidValue(element: id, message: "the image path is empty. Give the path of a PNG file.")
            }
            context.emit(id, .image(ImagePrimitive(frame: frame, path: path, contentMode: .aspectFill,
                                                   cornerRadius: frame.width / 2)))
        }
    }
}
