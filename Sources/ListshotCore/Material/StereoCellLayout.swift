/// Lays out one Material stereo cell, following material-components-ios
/// `MDCSelfSizingStereoCellLayout` (docs/components.md §3):
///
/// - horizontal margin 16; images aspect-fitted into 56 (or 40 for `.medium`), top-aligned at a
///   vertical margin of 16, or 8 when the image is taller than 40;
/// - the text container starts 16 from the top, between the images with 16 on each side;
///   title (subtitle1, 16 regular) over detail (body2, 14 regular), 6 apart; colours from the list's
///   ``MaterialTheming`` (docs/material.md "Themed and unthemed cells"); MDC's gap is 20 px / screen
///   scale, we use the 6 pt of the spec;
/// - an image whose position is `center` is centred in the finished cell height
///   (`0.5 × height − 0.5 × imageHeight`, after the height is known);
/// - with a title, no detail and a leading image, the text centres on the image unless that would
///   cross the 16 pt top margin;
/// - height: the lowest bottom edge plus its margin, rounded up to a whole point.
enum StereoCellLayout {
    static let horizontalMargin = 16.0
    static let verticalMarginMax = 16.0
    static let verticalMarginMin = 8.0
    static let titleDetailGap = 6.0

    static func verticalMargin(for size: Size) -> Double { size.height <= 40 ? verticalMarginMax : verticalMarginMin }

    static func layout(_ cell: SelfSizingStereoCell, theming: MaterialTheming = .unthemed, showsDivider: Bool, id: String, x: Double, y: Double,
                       width: Double, context: LayoutContext) throws(LayoutError) -> Double {
        let theme = context.theme
        if cell.title == nil && cell.detail == nil {
            throw .invalidValue(element: id, message: "a stereo cell needs a title, a detail, or both.")
        }
        let leading = cell.leadingImage.map { image in
            (image, Rect(x: x + horizontalMargin, y: y + verticalMargin(for: image.size), width: image.size.width, height: image.size.height))
        }
        let trailing = cell.trailingImage.map { image in
            (image, Rect(x: x + width - horizontalMargin - image.size.width, y: y + verticalMargin(for: image.size),
                         width: image.size.width, height: image.size.height))
        }
        let textX = (leading?.1.maxX ?? x) + horizontalMargin
        let textWidth = (trailing?.1.minX ?? x + width) - horizontalMargin - textX
        guard textWidth >= 24 else {
            throw .invalidValue(element: id, message: "only \(textWidth.plainText) pt are left for the text. Use a wider frame or smaller images.")
        }

        var lines: [(id: String, request: TextRequest, measurement: TextMeasurement, top: Double)] = []
        var textHeight = 0.0
        let entries: [(String, String?, TextStyle, Int)] = [
            ("title", cell.title, theme.textStyle(preset: 3, weight: theme.weight("title")), cell.titleLines),
            ("detail", cell.detail, theme.textStyle(preset: 2, weight: theme.weight("detail")), cell.detailLines),
        ]
        for (name, text, style, maxLines) in entries {
            guard let text else { continue }
            let (request, measurement) = try context.measureText(text, id: "\(id).\(name)", style: style,
                                                                 width: textWidth, maxLines: maxLines)
            if !lines.isEmpty { textHeight += titleDetailGap }
            lines.append(("\(id).\(name)", request, measurement, textHeight))
            textHeight += max(measurement.size.height, style.lineHeight)
        }
        var textTop = y + verticalMarginMax
        if cell.title != nil, cell.detail == nil, let image = leading?.1 {
            let centred = image.midY - textHeight / 2
            if centred >= y + verticalMarginMax { textTop = centred }
        }

        var bottom = textTop + textHeight + verticalMarginMax
        for frame in [leading?.1, trailing?.1].compactMap({ $0 }) {
            bottom = max(bottom, frame.maxY + verticalMargin(for: frame.size))
        }
        let height = (bottom - y).rounded(.up)
        let cellFrame = Rect(x: x, y: y, width: width, height: height)
        func positioned(_ frame: Rect, _ position: StereoImagePosition) -> Rect {
            guard position == .center else { return frame }
            return Rect(x: frame.x, y: y + 0.5 * height - 0.5 * frame.height, width: frame.width, height: frame.height)
        }

        context.emit(id, .rect(RectPrimitive(frame: cellFrame, fill: try theme.paint("surface", for: id))))
        if let ripple = cell.ripple {
            try emitRipple(ripple, opacity: theming.inkOpacity, in: cellFrame, id: "\(id).ripple", context: context)
        }
        let onSurface = try theme.color("onSurface", for: id)
        let iconColor = onSurface.withOpacity(theming.iconOpacity)
        if let (image, frame) = leading {
            emitImage(image, frame: positioned(frame, cell.leadingImagePosition), id: "\(id).leadingImage", iconColor: iconColor, context: context)
        }
        if let (image, frame) = trailing {
            emitImage(image, frame: positioned(frame, cell.trailingImagePosition), id: "\(id).trailingImage", iconColor: iconColor, context: context)
        }
        for line in lines {
            context.emitText(line.request, line.measurement, id: line.id, at: Point(x: textX, y: textTop + line.top),
                             color: onSurface.withOpacity(line.id.hasSuffix(".detail") ? theming.detailOpacity : theming.titleOpacity))
        }
        if showsDivider {
            let divider = Rect(x: x, y: cellFrame.maxY - 1, width: width, height: 1)
            context.emit("\(id).divider", .rect(RectPrimitive(frame: divider, fill: try theme.paint("divider", for: "\(id).divider"))))
        }
        return height
    }

    static func emitImage(_ image: StereoCellImage, frame: Rect, id: String, iconColor: RGBA, context: LayoutContext) {
        switch image {
        case .image(let path, _, let isCircular), .intrinsicImage(let path, _, let isCircular):
            context.emit(id, .image(ImagePrimitive(frame: frame, path: path, contentMode: isCircular ? .aspectFill : .aspectFit,
                                                   cornerRadius: isCircular ? frame.width / 2 : 0)))
        case .icon(let icon):
            context.emitIcon(icon, id: id, frame: frame, color: iconColor)
        }
    }

    /// The ripple: a circle of `onSurface` at `opacity` around the touch point, clipped to the cell.
    static func emitRipple(_ ripple: Ripple, opacity: Double, in cell: Rect, id: String, context: LayoutContext) throws(LayoutError) {
        let point = ripple.point
        guard point.x >= 0, point.y >= 0, point.x <= cell.width, point.y <= cell.height, (0...1).contains(ripple.progress) else {
            throw .invalidValue(element: id, message: "the touch point (\(point.x.plainText), \(point.y.plainText)) or progress \(ripple.progress.plainText) is outside the \(cell.width.plainText)×\(cell.height.plainText) cell. Give a point inside it and a progress in 0…1.")
        }
        let corners = [(0.0, 0.0), (cell.width, 0.0), (0.0, cell.height), (cell.width, cell.height)]
        let farthest = corners.map { ((point.x - $0.0) * (point.x - $0.0) + (point.y - $0.1) * (point.y - $0.1)).squareRoot() }.max() ?? 0
        // Centre and radius on the pixel grid, so the circle mirrors exactly in right-to-left.
        let radius = context.ceilToPixel(max(1, farthest * ripple.progress))
        let centre = context.grid.snap(Point(x: cell.x + point.x, y: cell.y + point.y))
        context.emit(id, .pushClip(ClipPrimitive(frame: cell)))
        context.emit(id, .ellipse(EllipsePrimitive(frame: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius),
                                                   fill: .solid(try context.theme.color("onSurface", for: id).withOpacity(opacity)))))
        context.emit(id, .popClip)
    }
}
